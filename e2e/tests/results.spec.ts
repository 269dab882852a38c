import { expect } from '@playwright/test';
import { recordedTest as test } from './fixtures';
import { signIn } from './shop-support';
import { drainStartupModals, expectAccessible } from './support';

/** Exam results (StudentResults, spec 1 §4 "Results button"): the demo student enters the points of a subject. */
test('the demo student opens the results from Home and enters points awaiting confirmation', async ({
  page,
}) => {
  // Each project enters its own value, so a second run on the same server still shows a change.
  const points = test.info().project.name === 'phone' ? 73 : 72;
  await signIn(page, 'student@example.com', 'demo1234');
  await page.goto('/home');
  await expect(page.getByTestId('home-page')).toBeVisible();
  await drainStartupModals(page);
  const button = page.getByTestId('results-button');
  await expect(button).toBeVisible();
  await expectAccessible(page);

  await button.click();
  await expect(page).toHaveURL(/\/results$/);
  const results = page.getByTestId('results-page');
  await expect(results.getByRole('heading', { level: 1 })).toHaveText('Результаты экзаменов');
  const card = results.locator('section').first();
  await expect(card).toBeVisible();
  await expectAccessible(page);

  const input = card.getByLabel(/Баллы \(из \d+\)/);
  await input.fill(String(points));
  await input.press('Enter');
  const status = card.locator('[data-testid$="-status"]');
  await expect(status).toHaveText('Ожидает подтверждения');

  await page.reload();
  const again = page.getByTestId('results-page').locator('section').first();
  await expect(again.locator('[data-testid$="-status"]')).toHaveText('Ожидает подтверждения');
  await expect(again.getByLabel(/Баллы \(из \d+\)/)).toHaveValue(String(points));
  await expectAccessible(page);
});
