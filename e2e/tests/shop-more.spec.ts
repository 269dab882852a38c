import { expect, type APIRequestContext, type Locator, type Page } from '@playwright/test';
import { test } from './fixtures';
import { expectAccessible } from './support';
import { closeStartupDialogs, freshStudent, signIn } from './shop-support';

/** Bearer headers of a demo account, signed in through the API. */
async function apiAuth(request: APIRequestContext, email: string, password = 'demo1234') {
  const res = await request.post('/api/v3/auth/login/', { data: { email, password } });
  expect(res.ok(), await res.text()).toBeTruthy();
  const { access } = (await res.json()) as { access: string };
  return { Authorization: `Bearer ${access}` };
}

/** Start-up dialogs of other areas (phone confirmation, news) are closed the way a user would. */
async function openCatalog(page: Page, typeCode: string) {
  await page.goto('/catalog');
  await expect(page.getByTestId('course-type-tiles')).toBeVisible();
  await closeStartupDialogs(page);
  await expectAccessible(page);
  await page.getByTestId(`course-type-${typeCode}`).click();
  await expect(page).toHaveURL(new RegExp(`/catalog/${typeCode.toLowerCase()}`));
  await expect(page.getByTestId('product-card').first()).toBeVisible();
  await closeStartupDialogs(page);
  await expectAccessible(page);
}

/** Adds the first course of a type to the cart from its card; returns the course title. */
async function addFirstCourse(page: Page, typeCode: string): Promise<string> {
  await openCatalog(page, typeCode);
  const card = page.getByTestId('product-card').first();
  const title = (await card.getByRole('heading').innerText()).trim();
  await card.getByTestId('add-to-cart').click();
  await expect(page.getByTestId('cart-badge')).not.toHaveAttribute('data-count', '0');
  return title;
}

/** Empties a cart through the API (the demo student's cart is shared by both projects). */
async function emptyCart(request: APIRequestContext, auth: Record<string, string>) {
  const res = await request.get('/api/cart/', { headers: auth });
  expect(res.ok(), await res.text()).toBeTruthy();
  const cart = (await res.json()) as { items: { id: number }[]; bundles: { id: number }[] };
  for (const item of cart.items) await request.delete(`/api/cart/${item.id}/`, { headers: auth });
  for (const b of cart.bundles) await request.delete(`/api/cart/bundle/${b.id}/`, { headers: auth });
}

/** On how many lines `part` of the element's text is drawn (-1 when the text lacks it). */
function linesOf(element: Locator, part: string): Promise<number> {
  return element.evaluate((el, wanted) => {
    const walker = document.createTreeWalker(el, NodeFilter.SHOW_TEXT);
    const nodes: Text[] = [];
    for (let node = walker.nextNode(); node; node = walker.nextNode()) nodes.push(node as Text);
    const start = nodes
      .map((node) => node.data)
      .join('')
      .indexOf(wanted);
    if (start < 0) return -1;
    const end = start + wanted.length;
    const range = document.createRange();
    let offset = 0;
    for (const node of nodes) {
      const next = offset + node.data.length;
      if (start >= offset && start < next) range.setStart(node, start - offset);
      if (end > offset && end <= next) range.setEnd(node, end - offset);
      offset = next;
    }
    return new Set([...range.getClientRects()].map((box) => Math.round(box.top))).size;
  }, part);
}

test.describe('shop, more journeys', () => {
  // Start-up dialogs of other areas come and go on every page load; closing them takes time.
  test.describe.configure({ timeout: 150_000 });

  test('a student pays by requisites and, once a manager marks the invoice paid, owns the course', async ({
    page,
    request,
  }) => {
    const s = await freshStudent(request);
    await signIn(page, s.email, s.password);
    const title = await addFirstCourse(page, 'FLASH');

    await page.goto('/cart');
    await closeStartupDialogs(page);
    await expect(page.getByTestId('cart-item')).toContainText(title);
    await page.getByTestId('checkout').click();
    await expect(page).toHaveURL(/\/payment/);
    await expect(page.getByTestId('pay-by-requisites')).toBeEnabled();
    await page.getByTestId('pay-by-requisites').click();

    await expect(page).toHaveURL(/\/payment-by-details\?.*transaction=/);
    const invoice = page.getByTestId('invoice');
    await expect(invoice).toBeVisible();
    const uuid = new URL(page.url()).searchParams.get('transaction') as string;
    const answer = await request.get(`/api/core/pay/invoices/${uuid}/`, { headers: s.auth });
    expect(answer.ok(), await answer.text()).toBeTruthy();
    const data = (await answer.json()) as { order_number: string; inn: string; amount: number };
    const heading = invoice.getByRole('heading', { level: 1 });
    await expect(heading).toContainText(String(data.order_number));
    // The order number stays on one line (at 360 px it broke at a hyphen).
    expect(await linesOf(heading, String(data.order_number))).toBe(1);
    await expect(invoice).toContainText(`ИНН ${data.inn}`);
    await expect(invoice.getByRole('row', { name: /БИК/ })).toBeVisible();
    await expect(invoice.getByRole('row', { name: /Назначение платежа/ })).toContainText(
      String(data.order_number),
    );
    await expect(invoice).toContainText(title);
    await expect(page.getByTestId('invoice-amount')).toHaveText(/\d.*₽/);
    await expectAccessible(page);

    const manager = await apiAuth(request, 'manager@example.com');
    const paid = await request.post(`/api/v2/manager/invoices/${uuid}/mark-paid/`, { headers: manager });
    expect(paid.ok(), await paid.text()).toBeTruthy();

    await page.goto('/legal');
    await closeStartupDialogs(page);
    await expect(page.getByTestId('purchases')).toContainText(title);
    await expectAccessible(page);
  });

  test('an individual lesson in a cart with a course asks to clear the cart', async ({ page, request }) => {
    const s = await freshStudent(request);
    await signIn(page, s.email, s.password);
    const course = await addFirstCourse(page, 'FLASH');

    await openCatalog(page, 'INDIVIDUAL');
    const card = page.getByTestId('product-card').first();
    const lesson = (await card.getByRole('heading').innerText()).trim();
    await card.getByTestId('add-to-cart').click();
    const prompt = page.getByRole('dialog', { name: 'Очистить корзину?' });
    await expect(prompt).toBeVisible();
    await expectAccessible(page);
    await prompt.getByRole('button', { name: 'Оставить как есть' }).click();
    await expect(prompt).toBeHidden();
    await expect(page.getByTestId('cart-badge')).toHaveAttribute('data-count', '1');

    await card.getByTestId('add-to-cart').click();
    await expect(prompt).toBeVisible();
    await prompt.getByRole('button', { name: 'Поехали' }).click();
    await expect(prompt).toBeHidden();

    await page.goto('/cart');
    await closeStartupDialogs(page);
    await expect(page.getByTestId('cart-item')).toHaveCount(1);
    await expect(page.getByTestId('cart-item')).toContainText(lesson);
    await expect(page.getByTestId('cart-lines')).not.toContainText(course);
    await expectAccessible(page);
  });

  test('the promo-code form tells an unknown code and activates FLASHGIFT', async ({ page, request }) => {
    const s = await freshStudent(request);
    await signIn(page, s.email, s.password);
    await page.goto('/catalog');
    await expect(page.getByTestId('course-type-tiles')).toBeVisible();
    await closeStartupDialogs(page);

    // The header button on wide screens; the profile menu's "promo codes" on phones.
    const headerButton = page.getByTestId('promo-button');
    if (await headerButton.isVisible()) {
      await headerButton.click();
    } else {
      await page.getByTestId('profile-menu').click();
      await page.getByTestId('menu-promo-codes').click();
    }
    const input = page.getByTestId('promo-input');
    await expect(input).toBeVisible();
    await expectAccessible(page);

    await input.fill(`NOPE${Date.now() % 100000}`);
    await input.press('Enter');
    await expect(page.getByText('Такого промокода не существует')).toBeVisible();
    await expect(input).toHaveAttribute('aria-invalid', 'true');
    await expectAccessible(page);
    await input.press('Backspace');
    await expect(page.getByText('Такого промокода не существует')).toBeHidden();
    await expect(input).not.toHaveAttribute('aria-invalid', 'true');

    await input.fill('FLASHGIFT');
    await page.getByTestId('promo-submit').click();
    await expect(input).toHaveValue('');
    await expect(page.getByTestId('promo-products')).toContainText('Флеш-курс: 100 типичных ошибок ЕГЭ');
    await expectAccessible(page);
  });

  test('the demo student sees the subscription, renews and upgrades it through the cart', async ({
    page,
    request,
  }) => {
    const auth = await apiAuth(request, 'student@example.com');
    await emptyCart(request, auth);
    await signIn(page, 'student@example.com', 'demo1234');

    await page.goto('/subscriptions');
    const sub = page.getByTestId('subscription').filter({ hasText: 'Математика ЕГЭ — мастер-группа' });
    await expect(sub).toBeVisible();
    await closeStartupDialogs(page);
    await expectAccessible(page);

    await sub.getByRole('link', { name: 'Продлить' }).click();
    await expect(page).toHaveURL(/\/subscriptions\/\d+\/renewal/);
    await closeStartupDialogs(page);
    await expectAccessible(page);
    await page.getByTestId('renew-confirm').click();
    await expect(page).toHaveURL(/\/cart$/);
    await closeStartupDialogs(page);
    const line = page.getByTestId('cart-item').filter({ hasText: 'Математика ЕГЭ — мастер-группа' });
    await expect(line).toBeVisible();
    await expect(line.getByTestId('prolong-toggle')).toBeChecked();
    await expectAccessible(page);

    await emptyCart(request, auth);
    await page.goto('/subscriptions');
    await closeStartupDialogs(page);
    await sub.getByRole('link', { name: 'Сменить тариф' }).click();
    await expect(page).toHaveURL(/\/subscriptions\/\d+\/upgrade/);
    await closeStartupDialogs(page);
    const option = page.getByRole('radio').first();
    await expect(option).toBeVisible();
    await expectAccessible(page);
    const id = (await option.getAttribute('id')) as string;
    const label = (await page.locator(`label[for="${id}"]`).innerText()).trim();
    await closeStartupDialogs(page);
    await option.check();
    await page.getByRole('button', { name: 'Добавить в корзину' }).click();
    await expect(page).toHaveURL(/\/cart$/);
    await closeStartupDialogs(page);
    await expect(page.getByTestId('cart-item')).toHaveCount(1);
    const difference = /доплата (.+)$/.exec(label)?.[1] as string;
    expect(difference).toBeTruthy();
    await expect(page.getByTestId('cart-item-price')).toHaveText(difference);
    await expectAccessible(page);

    await emptyCart(request, auth);
  });
});
