import { expect, type APIRequestContext, type Page } from '@playwright/test';
import { test } from './fixtures';
import { expectAccessible, latestOutboxMessage, uniqueStudent } from './support';
import { closeStartupDialogs, freshStudent } from './shop-support';

/**
 * Spec 2 §4 for a guest paying a shared (standalone) cart: register first, then pay; "Back to cart"
 * returns to the shared cart; "Have an account" signs in and comes back to the payment.
 */

/** A student puts a course in their cart and shares it; returns the link's hash and the course title. */
async function sharedCart(request: APIRequestContext): Promise<{ hash: string; title: string }> {
  const s = await freshStudent(request);
  const add = await request.post('/api/cart/', {
    headers: s.auth,
    data: { item: { product: 1, pack: null } },
  });
  expect(add.ok(), await add.text()).toBeTruthy();
  const cart = (await add.json()) as { items: { product: { title: string } }[] };
  const shared = await request.post('/api/cart/share/', { headers: s.auth });
  expect(shared.ok(), await shared.text()).toBeTruthy();
  const { hash } = (await shared.json()) as { hash: string };
  return { hash, title: cart.items[0]?.product.title ?? '' };
}

const link = (hash: string) => `/payment?cartHash=${encodeURIComponent(hash)}&isCartStandalone=true`;

async function openLink(page: Page, hash: string) {
  await page.goto(link(hash));
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Регистрация и оплата', {
    timeout: 30_000,
  });
  await expect(page.getByTestId('cart-item')).toHaveCount(1);
}

async function fillPayer(page: Page) {
  await page.getByTestId('customer-name').fill('Смирнова Мария Ивановна');
  await page.getByTestId('customer-phone').fill('+79161234567');
  await page.getByTestId('customer-email').fill('maria.parent@example.com');
}

test.describe('a guest pays a shared cart', () => {
  test.describe.configure({ timeout: 150_000 });

  // The security headers' Content-Security-Policy must not block anything these pages need.
  let cspViolations: string[] = [];
  test.beforeEach(({ page }) => {
    cspViolations = [];
    page.on('console', (m) => {
      if (/Content Security Policy/i.test(m.text())) cspViolations.push(m.text());
    });
  });
  test.afterEach(() => {
    expect(cspViolations, 'CSP violations in the console').toEqual([]);
  });

  test('registers with the SMS code, pays in the sandbox and sees the success page', async ({
    page,
    request,
  }) => {
    const { hash, title } = await sharedCart(request);
    await openLink(page, hash);
    await expect(page.getByTestId('payment-registration')).toBeVisible();
    await expect(page.getByTestId('customer-form')).toBeVisible();
    await expectAccessible(page);

    const s = uniqueStudent();
    await page.getByTestId('reg-first-name').fill(s.firstName);
    await page.getByTestId('reg-last-name').fill(s.lastName);
    await page.getByTestId('reg-email').fill(s.email);
    await page.getByTestId('reg-telegram').fill(s.telegram);
    await page.getByTestId('reg-password').fill(s.password);
    await page.getByTestId('reg-offer').check();
    await page.getByTestId('reg-pdpp').check();

    // Paying without the payer's details names what is missing, and registers nobody yet.
    await page.getByTestId('pay').click();
    await expect(page.getByText(/Укажите ФИО и контакты: ФИО/)).toBeVisible();
    await expect(page.getByTestId('phone-input')).toHaveCount(0);

    await fillPayer(page);
    await page.getByTestId('pay').click();
    // Registration first: the phone is confirmed by SMS.
    await page.getByTestId('phone-input').pressSequentially(s.phoneDigits);
    await page.getByTestId('phone-request-code').click();
    const sms = await latestOutboxMessage(request, `+${s.phoneDigits}`);
    const code = /\b(\d{4})\b/.exec(sms.body)?.[1];
    expect(code, `code in "${sms.body}"`).toBeTruthy();
    await page.getByTestId('sms-code').pressSequentially(code as string);

    // Then payment follows by itself: the sandbox's checkout page.
    await page.waitForURL((url) => url.pathname.includes('/sandbox/checkout/'));
    await page.getByRole('button', { name: /Оплатить/ }).click();
    await expect(page).toHaveURL(/\/payment\/success\//);
    await expect(page.getByTestId('payment-success')).toBeVisible({ timeout: 30_000 });
    await expect(page.getByTestId('paid-products')).toContainText(title);
    await closeStartupDialogs(page);
    await expectAccessible(page);
  });

  test('"Back to cart" shows the shared cart, whose checkout returns to the payment', async ({
    page,
    request,
  }) => {
    const { hash, title } = await sharedCart(request);
    await openLink(page, hash);
    await page.getByTestId('back-to-cart').click();
    await expect(page).toHaveURL(new RegExp(`/cart/shared/${hash}$`));
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Корзина по ссылке');
    await expect(page.getByTestId('cart-item')).toContainText(title);
    await expectAccessible(page);
    await page.getByTestId('cart-checkout').click();
    await expect(page).toHaveURL(/\/payment\?/);
    await expect(page.getByTestId('cart-item')).toHaveCount(1);
  });

  test('"Have an account" signs in and comes back to the payment of the shared cart', async ({
    page,
    request,
  }) => {
    const { hash } = await sharedCart(request);
    const payer = await freshStudent(request);
    await openLink(page, hash);
    await page.getByTestId('have-account').click();
    await expect(page).toHaveURL(/\/auth\/login\?redirect=/);
    await expectAccessible(page);
    await page.getByTestId('login-identifier').fill(payer.email);
    await page.getByTestId('login-password').fill(payer.password);
    await page.getByTestId('login-submit').click();
    await expect(page).toHaveURL(new RegExp(`/payment\\?cartHash=${hash}&isCartStandalone=true`));
    await closeStartupDialogs(page);
    await expect(page.getByTestId('cart-item')).toHaveCount(1);
    await expect(page.getByTestId('payment-registration')).toHaveCount(0);
    await expect(page.getByTestId('customer-form')).toBeVisible();
    await expectAccessible(page);

    await fillPayer(page);
    await page.getByTestId('pay').click();
    await page.waitForURL((url) => url.pathname.includes('/sandbox/checkout/'));
    await page.getByRole('button', { name: /Оплатить/ }).click();
    await expect(page).toHaveURL(/\/payment\/success\//);
    await expect(page.getByTestId('payment-success')).toBeVisible({ timeout: 30_000 });
  });
});
