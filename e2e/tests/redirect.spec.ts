import { expect } from '@playwright/test';
import { test } from './fixtures';
import { closeStartupDialogs, signIn } from './shop-support';
import { expectAccessible } from './support';

/** Notification links (spec 1 §4 "Redirect by notification type") as the demo student follows them. */
test('a notification link opens its screen; a broken one says so and goes Home keeping the other query', async ({
  page,
}) => {
  // Three screens, each checked by axe after the start-up dialogs: more than a minute on a loaded machine.
  test.setTimeout(120_000);
  await signIn(page, 'student@example.com', 'demo1234');

  await page.goto('/redirect?type=homework_not_started&itemId=1');
  await expect(page).toHaveURL(/\/homework\/list$/);
  await closeStartupDialogs(page);
  await expect(page.getByTestId('homework-list')).toBeVisible();
  await expectAccessible(page);

  const payload = encodeURIComponent(JSON.stringify({ sysCourseTypeCode: 'MASTER_GROUP' }));
  await page.goto(`/redirect?type=product_ending&itemId=1&payload=${payload}`);
  await expect(page).toHaveURL(/\/catalog\/MASTER_GROUP\/1$/);
  await closeStartupDialogs(page);
  await expectAccessible(page);

  await page.goto('/redirect?type=no_such_type&itemId=1&utm_source=push');
  await expect(page).toHaveURL(/\/home\?utm_source=push$/);
  await expect(page.getByText('Ссылка уведомления повреждена — открываем главную')).toBeVisible();
  await closeStartupDialogs(page);
  await expectAccessible(page);
});
