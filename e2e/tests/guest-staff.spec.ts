import { expect, type APIRequestContext, type Locator, type Page } from '@playwright/test';
import { test } from './fixtures';
import { expectAccessible, openSidebar } from './support';
import { closeStartupDialogs, freshStudent, signIn } from './shop-support';

/** Every <img> inside the locator has loaded from our own origin (no broken or foreign picture). */
async function expectImagesLoaded(page: Page, scope: Locator) {
  const images = scope.locator('img');
  await expect(images.first()).toBeVisible();
  // Covers load lazily: bring each into view as a reader scrolling down would.
  for (const img of await images.all()) await img.scrollIntoViewIfNeeded();
  await expect
    .poll(() =>
      images.evaluateAll((els) =>
        (els as HTMLImageElement[]).every(
          (img) => img.complete && img.naturalWidth > 0 && new URL(img.src).origin === location.origin,
        ),
      ),
    )
    .toBe(true);
  for (const alt of await images.evaluateAll((els) => els.map((e) => e.getAttribute('alt')))) {
    expect(alt, 'an image without an alt attribute').not.toBeNull();
  }
}

/** A pending invoice (payment by requisites) of a fresh student, made through the API. */
async function pendingInvoice(request: APIRequestContext): Promise<string> {
  const s = await freshStudent(request);
  const list = await request.get('/api/v2/shop/products/?sys_course_type_code=FLASH&limit=1');
  const { results } = (await list.json()) as { results: { id: number }[] };
  const add = await request.post('/api/cart/', {
    headers: s.auth,
    data: { item: { product: results[0]?.id, pack: null }, replace: true },
  });
  expect(add.ok(), await add.text()).toBeTruthy();
  const init = await request.post('/api/core/pay/init/', { headers: s.auth, data: { requisites: true } });
  expect(init.ok(), await init.text()).toBeTruthy();
  const { transaction_uuid: uuid } = (await init.json()) as { transaction_uuid: string };
  const invoice = await request.get(`/api/core/pay/invoices/${uuid}/`, { headers: s.auth });
  return ((await invoice.json()) as { order_number: string }).order_number;
}

test.describe('guests and staff', () => {
  test.describe.configure({ timeout: 120_000 });

  test('a guest reads the landing and the catalogue, and buying asks to sign in with a way back', async ({
    page,
  }) => {
    await page.goto('/');
    await expect(page).toHaveURL(/\/home$/);
    const hero = page.getByTestId('landing-hero');
    // The first page of a cold server may take a while on a busy machine.
    await expect(hero.getByRole('heading', { level: 1 })).toContainText('ОГЭ и ЕГЭ', { timeout: 30_000 });
    await expect(page.getByTestId('landing-exam-oge')).toContainText('9 класс');
    await expect(page.getByTestId('landing-exam-oge')).toContainText('Математика');
    await expect(page.getByTestId('landing-exam-ege')).toContainText('10–11 класс');
    const courses = page.getByTestId('landing-courses');
    await expect(courses.getByTestId('course-card').first()).toBeVisible();
    await expect(courses.getByTestId('price').first()).toContainText('₽');
    await expectImagesLoaded(page, courses);
    // ОГЭ courses are the 9th grade's.
    await courses.getByText('ОГЭ · 9 класс').click();
    await expect(courses.getByTestId('course-card').first()).toContainText('ОГЭ');
    const teachers = page.getByTestId('landing-teachers');
    await expect(teachers.getByTestId('landing-teacher').first()).toBeVisible();
    await expectImagesLoaded(page, teachers);
    await expectAccessible(page);

    await teachers.getByTestId('landing-teacher').first().click();
    const modal = page.getByTestId('teacher-modal');
    await expect(modal).toBeVisible();
    await expectImagesLoaded(page, modal);
    await expect(modal.locator('video')).toHaveCount(0);
    await expectAccessible(page);
    await page.keyboard.press('Escape');
    await expect(modal).toBeHidden();

    await page.getByTestId('landing-to-catalog').click();
    await expect(page).toHaveURL(/\/catalog$/);
    await expect(page.getByTestId('guest-catalog-notice')).toBeVisible();
    const tiles = page.getByTestId('course-type-tiles');
    await expectImagesLoaded(page, tiles);
    await expectAccessible(page);

    await page.getByTestId('course-type-MASTER_GROUP').click();
    await expect(page).toHaveURL(/\/catalog\/master_group$/);
    const card = page.getByTestId('product-card').first();
    await expect(card).toBeVisible();
    await expect(card.getByTestId('price')).toContainText('₽');
    await expectImagesLoaded(page, page.getByTestId('product-list'));
    await expectAccessible(page);

    await card.getByTestId('add-to-cart').click();
    const prompt = page.getByTestId('guest-buy-prompt');
    await expect(prompt).toBeVisible();
    await expect(prompt.getByTestId('guest-buy-register')).toHaveAttribute(
      'href',
      '/auth/registration?redirect=%2Fcatalog%2Fmaster_group',
    );
    await expectAccessible(page);
    await prompt.getByTestId('guest-buy-login').click();
    await expect(page).toHaveURL(/\/auth\/login\?redirect=%2Fcatalog%2Fmaster_group$/);
    await page.getByTestId('login-identifier').fill('student@example.com');
    await page.getByTestId('login-password').fill('demo1234');
    await page.getByTestId('login-submit').click();
    await expect(page).toHaveURL(/\/catalog\/master_group$/);
    await closeStartupDialogs(page);
    await expect(page.getByTestId('product-card').first().getByTestId('add-to-cart')).toBeEnabled();
    await expect(page.getByTestId('guest-catalog-notice')).toHaveCount(0);
  });

  test('a manager signs in to a staff home with invoices to mark paid and no student items', async ({
    page,
    request,
  }) => {
    const order = await pendingInvoice(request);
    await signIn(page, 'manager@example.com', 'demo1234');
    await expect(page).toHaveURL(/\/home$/);
    const home = page.getByTestId('staff-home');
    await expect(home).toBeVisible({ timeout: 30_000 });
    await expect(home).toHaveAttribute('data-kind', 'manager');
    const invoice = page.getByTestId('invoice-card').filter({ hasText: order });
    await expect(invoice).toBeVisible();
    // Referral bonus withdrawals to pay out or reject sit under the invoices.
    await expect(page.getByTestId('withdrawals')).toBeVisible();
    await expect(page.getByTestId('staff-coming')).toBeVisible();
    await expectAccessible(page);

    const sidebar = await openSidebar(page);
    await expect(sidebar).toContainText('Счета к оплате');
    await expect(sidebar).not.toContainText('Магазин');
    await expect(sidebar).not.toContainText('Домашние задания');
    await expect(sidebar.locator('a[href^="/catalog"]')).toHaveCount(0);
    await expect(page.getByTestId('cart-badge')).toHaveCount(0);
    await expectAccessible(page);
    await page.keyboard.press('Escape');
    await sidebar.getByTestId('staff-nav-invoices').click();
    await expect(page).toHaveURL(/\/home#invoices$/);

    await invoice.getByTestId('mark-paid').click();
    await expect(page.getByTestId('mark-paid-confirm')).toBeVisible();
    await expectAccessible(page);
    await page.getByTestId('mark-paid-confirm').click();
    await expect(page.getByText(`Счёт № ${order} оплачен`)).toBeVisible();
    // The list shows pending invoices: the paid one leaves it.
    await expect(page.getByTestId('invoice-card').filter({ hasText: order })).toHaveCount(0);

    // The shop is not the staff's: its address is a 404 for them, and the catalogue the server painted
    // before the scripts gives way to it.
    await page.goto('/catalog');
    await expect(page).toHaveURL(/\/not-found$/, { timeout: 30_000 });
    await expect(page.getByTestId('not-found-page')).toBeVisible();
    await expect(page.locator('#prepa-prepaint')).toHaveCount(0);
    await expectAccessible(page);
  });

  test('a curator signs in to their home: the homework queue is coming, lives can be given back', async ({
    page,
  }) => {
    await signIn(page, 'curator@example.com', 'demo1234');
    await expect(page).toHaveURL(/\/home$/);
    const home = page.getByTestId('staff-home');
    await expect(home).toBeVisible({ timeout: 30_000 });
    await expect(home).toHaveAttribute('data-kind', 'curator');
    await expect(home).toContainText('Очередь домашних заданий');
    await expect(page.getByTestId('life-grant')).toBeVisible();
    await expect(page.getByTestId('invoices')).toHaveCount(0);
    await expectAccessible(page);
    const sidebar = await openSidebar(page);
    await expect(sidebar).not.toContainText('Магазин');
    await expect(sidebar.locator('a[href^="/catalog"]')).toHaveCount(0);
    await expectAccessible(page);
  });

  test('a manager reads the global modals with their views, and an empty new modal is refused in the form', async ({
    page,
  }) => {
    await signIn(page, 'manager@example.com', 'demo1234');
    await page.goto('/staff/modals');
    const screen = page.getByTestId('staff-modals');
    await expect(screen.getByRole('heading', { name: 'Модальные окна и опросы' })).toBeVisible({
      timeout: 30_000,
    });
    // The demo seed's welcome of the new season, with its action and counts.
    const welcome = page.getByTestId('staff-modal').filter({ hasText: 'Новый сезон подготовки начался!' });
    await expect(welcome).toContainText('Вход на сайт');
    await expect(welcome).toContainText('Просмотров:');
    await expectAccessible(page);

    // The form validates with the contracts' schema (loaded with this screen only): nothing is sent.
    let created = false;
    page.on('request', (r) => {
      if (r.method() === 'POST' && r.url().includes('/api/v2/managers/modals/')) created = true;
    });
    await page.getByTestId('staff-modal-create').click();
    const form = page.getByTestId('staff-modal-form');
    await expect(form.getByLabel('Действие')).toBeVisible();
    await page.getByTestId('staff-modal-save').click();
    await expect(page.getByTestId('staff-modal-title')).toHaveAttribute('aria-invalid', 'true');
    await expectAccessible(page);
    await form.getByRole('button', { name: 'Отмена' }).click();
    await expect(form).toHaveCount(0);
    expect(created).toBe(false);
  });
});
