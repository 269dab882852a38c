import { expect, type Page } from '@playwright/test';
import { test } from './fixtures';
import { expectAccessible } from './support';
import { closeStartupDialogs, freshStudent, pastHints, signIn } from './shop-support';

/** Leaves the current account the way a shared computer would: the stored tokens are gone. */
async function signOut(page: Page) {
  await page.evaluate(() => window.localStorage.clear());
  await page.goto('/auth/login');
  await expect(page.getByTestId('login-identifier')).toBeVisible();
}

test.describe('referral programme', () => {
  test.describe.configure({ timeout: 180_000 });

  test("a friend opens the referrer's link, pays with the discount, the referrer sees the bonus", async ({
    page,
    request,
  }) => {
    // Both registered with a Telegram name: on RU that is the social account the programme asks for.
    const referrer = await freshStudent(request);
    const friend = await freshStudent(request);
    await pastHints(request, referrer.auth);
    await pastHints(request, friend.auth);

    await signIn(page, referrer.email, referrer.password);
    await page.goto('/referral/invite');
    await closeStartupDialogs(page);
    await expect(page.getByTestId('referral-terms')).toContainText('5%');
    await expect(page.getByTestId('referral-terms')).toContainText('₽');
    const link = await page.getByTestId('referral-link').inputValue();
    expect(link).toMatch(/\/referral\?id=[\w-]+$/);
    await expect(page.getByTestId('share-telegram')).toHaveAttribute(
      'href',
      /^https:\/\/t\.me\/share\/url\?url=/,
    );
    await expectAccessible(page);
    await signOut(page);

    // The friend has a course in the cart, then follows the link.
    const list = await request.get('/api/v2/shop/products/?sys_course_type_code=FLASH&limit=1');
    const [product] = ((await list.json()) as { results: { id: number; title: string }[] }).results;
    expect(product).toBeTruthy();
    const add = await request.post('/api/cart/', {
      headers: friend.auth,
      data: { item: { product: product?.id, pack: null }, replace: true },
    });
    expect(add.ok(), await add.text()).toBeTruthy();
    await signIn(page, friend.email, friend.password);
    await page.goto(new URL(link).pathname + new URL(link).search);
    await expect(page).toHaveURL(/\/cart$/);
    await expect(page.getByText('Скидка по приглашению друга применена')).toBeVisible();
    await closeStartupDialogs(page);
    await expect(page.getByTestId('referral-applied')).toBeVisible();
    await expect(page.getByTestId('cart-discount')).toBeVisible();
    await expectAccessible(page);

    await page.getByTestId('checkout').click();
    await expect(page).toHaveURL(/\/payment/);
    await expect(page.getByTestId('customer-form')).toBeVisible();
    await page.getByTestId('customer-phone').fill('+79161234567');
    await expectAccessible(page);
    await page.getByTestId('pay').click();
    await page.waitForURL((url) => url.pathname !== '/payment');
    await page.getByRole('button', { name: /Оплатить/ }).click();
    await expect(page).toHaveURL(/\/payment\/success\//);
    await expectAccessible(page);
    await signOut(page);

    await signIn(page, referrer.email, referrer.password);
    await page.goto('/referral/history');
    await closeStartupDialogs(page);
    const breadcrumbs = page.getByTestId('breadcrumbs');
    await expect(breadcrumbs.getByRole('link', { name: 'Пригласить друга' })).toHaveAttribute(
      'href',
      '/referral/invite',
    );
    await expect(breadcrumbs).toContainText('Использованные бонусы');
    const rows = page.getByTestId('referral-history-row');
    await expect(rows).toHaveCount(1);
    await expect(rows.first()).toContainText('Друг оплатил покупку');
    await expect(rows.first()).toContainText(/\+500\s₽/);
    await expectAccessible(page);
  });
});
