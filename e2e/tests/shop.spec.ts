import { expect, type Locator, type Page } from '@playwright/test';
import { test } from './fixtures';
import { expectAccessible, pixelBox } from './support';
import { closeStartupDialogs, freshStudent, signIn } from './shop-support';

/** From the shop start to a course's card, adding it to the cart; returns the course title. */
async function addFirstCourse(page: Page, typeCode: string, index = 0): Promise<string> {
  await page.goto('/catalog');
  await expect(page.getByTestId('course-type-tiles')).toBeVisible();
  await closeStartupDialogs(page);
  await expectAccessible(page);
  await page.getByTestId(`course-type-${typeCode}`).click();
  await expect(page).toHaveURL(new RegExp(`/catalog/${typeCode.toLowerCase()}`));
  const card = page.getByTestId('product-card').nth(index);
  await expect(card).toBeVisible();
  await closeStartupDialogs(page);
  await expectAccessible(page);
  const title = (await card.getByRole('heading').innerText()).trim();
  await card.getByTestId('add-to-cart').click();
  await expect(page.getByTestId('cart-badge')).not.toHaveAttribute('data-count', '0');
  return title;
}

async function payInSandbox(page: Page, action: 'pay' | 'decline') {
  await closeStartupDialogs(page);
  await page.getByTestId('checkout').click();
  await expect(page).toHaveURL(/\/payment/);
  await expect(page.getByTestId('customer-form')).toBeVisible();
  await page.getByTestId('customer-phone').fill('+79161234567');
  await expect(page.getByTestId('seller-info')).toContainText('ИНН');
  await expectAccessible(page);
  await expect(page.getByTestId('pay')).toBeEnabled();
  await page.getByTestId('pay').click();
  // The sandbox provider's own checkout page, served by the API.
  await page.waitForURL((url) => url.pathname !== '/payment');
  const button = page.getByRole('button', { name: action === 'pay' ? /Оплатить/ : /Отклонить/ });
  await expect(button).toBeVisible();
  await button.click();
}

test.describe('shop', () => {
  // Start-up dialogs of other areas come and go on every page load; closing them takes time.
  test.describe.configure({ timeout: 150_000 });

  test("a guest's catalogue start: the tiles come with the page, the first picture is preloaded", async ({
    page,
  }) => {
    const asked: string[] = [];
    page.on('request', (r) => {
      if (r.url().includes('sys-course-types')) asked.push(r.url());
    });
    await page.goto('/catalog');
    const first = page.getByTestId('course-type-tiles').getByRole('img').first();
    await expect(first).toBeVisible();
    // The server's preload hint names the picture the first tile shows (both write its address).
    const preload = page.locator('link[rel="preload"][as="image"]');
    await expect(preload).toHaveAttribute('href', (await first.getAttribute('src')) ?? '');
    await expect(preload).toHaveAttribute('fetchpriority', 'high');
    // The course types came in the page: no request for them.
    expect(asked).toEqual([]);
    // The server's first paint of the page gave way to the app's.
    await expect(page.locator('#prepa-prepaint')).toHaveCount(0);
  });

  test("the catalogue start is painted before any script, where the app's page then draws it", async ({
    browser,
    page,
    baseURL,
  }) => {
    const boxes = async (p: Page, tiles: string, heading: string) => {
      const of = (selector: string) => pixelBox(p, selector);
      return {
        heading: await of(heading),
        first: await of(`${tiles} > a`),
        picture: await of(`${tiles} img`),
        last: await of(`${tiles} > a:last-child`),
      };
    };
    // Before the app's scripts (here they never come): the server's page, with working links, on the
    // same device as the project's. (Scripts stay enabled for axe, which runs in the page.)
    const { viewport, isMobile, hasTouch, deviceScaleFactor } = test.info().project.use;
    const noScript = await browser.newContext({ baseURL, viewport, isMobile, hasTouch, deviceScaleFactor });
    await noScript.route('**/assets/*.js', (route) => route.abort());
    const still = await noScript.newPage();
    await still.goto('/catalog');
    const painted = still.locator('#prepa-prepaint');
    await expect(painted.getByRole('heading', { level: 1 })).toHaveText('Магазин курсов');
    await expect(painted).toContainText('Вы смотрите каталог как гость');
    await expect(painted.getByRole('link', { name: /войти/ })).toHaveAttribute(
      'href',
      '/auth/login?redirect=%2Fcatalog',
    );
    const tile = painted.getByRole('link', { name: 'Иллюстрация: Мастер-группа Мастер-группа' });
    await expect(tile).toHaveAttribute('href', '/catalog/master_group');
    await expectAccessible(still);
    const before = await boxes(still, '.boot-tiles', '#prepa-prepaint h1');
    const noticeColour = (notice: Locator) => notice.evaluate((e) => getComputedStyle(e).backgroundColor);
    const paintedNotice = await noticeColour(still.locator('.boot-notice'));
    const hrefs = (tiles: Locator) =>
      tiles.evaluateAll((links) => links.map((a) => a.getAttribute('href') ?? ''));
    const paintedLinks = await hrefs(still.locator('.boot-tiles > a'));
    await noScript.close();

    // With it: the app's page lands on the same places, and the server's copy is gone.
    await page.goto('/catalog');
    await expect(page.getByTestId('course-type-tiles')).toBeVisible();
    await expect(page.locator('#prepa-prepaint')).toHaveCount(0);
    const after = await boxes(page, '[data-testid="course-type-tiles"]', 'main h1');
    expect(after).toEqual(before);
    expect(await noticeColour(page.getByTestId('guest-catalog-notice'))).toBe(paintedNotice);
    // Both write a tile's address: the same pages, in the same order.
    expect(await hrefs(page.locator('[data-testid="course-type-tiles"] > a'))).toEqual(paintedLinks);
    expect(paintedLinks.length).toBeGreaterThan(3);
  });

  test('a student finds a course, applies a coupon, pays and finds it among the purchases', async ({
    page,
    request,
  }) => {
    const s = await freshStudent(request);
    await signIn(page, s.email, s.password);
    const title = await addFirstCourse(page, 'FLASH');

    await expect(page.getByTestId('cart-badge').getByRole('link')).toHaveAttribute('href', '/cart');
    await page.goto('/cart');
    await closeStartupDialogs(page);
    await expect(page.getByTestId('cart-item')).toContainText(title);
    await page.getByTestId('coupon-input').fill('PREPA10');
    await page.getByTestId('coupon-input').press('Enter');
    await expect(page.getByTestId('coupon-applied')).toContainText('PREPA10');
    await expect(page.getByTestId('cart-discount')).toBeVisible();
    await expectAccessible(page);

    await payInSandbox(page, 'pay');
    await expect(page).toHaveURL(/\/payment\/success\//);
    await expect(page.getByTestId('paid-products')).toContainText(title);
    await expectAccessible(page);

    await page.goto('/legal');
    await expect(page.getByTestId('purchases')).toContainText(title);
    await closeStartupDialogs(page);
    await expectAccessible(page);
  });

  test('a declined payment lands on the reject page', async ({ page, request }) => {
    const s = await freshStudent(request);
    await signIn(page, s.email, s.password);
    await addFirstCourse(page, 'FLASH');
    await page.goto('/cart');
    await closeStartupDialogs(page);
    await payInSandbox(page, 'decline');
    await expect(page).toHaveURL(/\/payment\/reject/);
    await expect(page.getByTestId('payment-reject')).toBeVisible();
    await expectAccessible(page);
  });

  test('a guest opens a shared cart link and is asked to register and pay', async ({ page, request }) => {
    const s = await freshStudent(request);
    const add = await request.post('/api/cart/', {
      headers: s.auth,
      data: { item: { product: 1, pack: null } },
    });
    expect(add.ok(), await add.text()).toBeTruthy();
    const shared = await request.post('/api/cart/share/', { headers: s.auth });
    expect(shared.ok(), await shared.text()).toBeTruthy();
    const { hash } = (await shared.json()) as { hash: string };

    await page.goto(`/payment?cartHash=${encodeURIComponent(hash)}&isCartStandalone=true`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Регистрация и оплата');
    await expect(page.getByTestId('have-account')).toBeVisible();
    await expect(page.getByTestId('payment-registration')).toBeVisible();
    await expect(page.getByTestId('cart-item')).toHaveCount(1);
    await expectAccessible(page);
  });
});
