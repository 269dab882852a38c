import { expect, type APIRequestContext, type Page } from '@playwright/test';
import { test } from './fixtures';
import { expectAccessible } from './support';
import { closeStartupDialogs, freshStudent, pastHints, signIn } from './shop-support';

/** Leaves the current account the way a shared computer would: the stored tokens are gone. */
async function signOut(page: Page) {
  await page.evaluate(() => window.localStorage.clear());
  await page.goto('/auth/login');
  await expect(page.getByTestId('login-identifier')).toBeVisible();
}

/** A referrer with REFERRAL_BONUS (500) bonuses: a friend paid a course with their id, through the API. */
async function referrerWithBonuses(request: APIRequestContext) {
  const referrer = await freshStudent(request);
  const friend = await freshStudent(request);
  await pastHints(request, referrer.auth);
  // The start-up modals seen, so that the deferred referral introduction (after 10 s idle) stands in
  // front of no form.
  const seen = await request.patch('/api/v2/students/statuses/', {
    headers: referrer.auth,
    data: { viewed_loyalty_program: true, viewed_referral_introduction: true },
  });
  expect(seen.ok(), await seen.text()).toBeTruthy();
  const program = await request.get('/api/v2/students/referral/', { headers: referrer.auth });
  const { referral_id: referralId } = (await program.json()) as { referral_id: string };
  expect(referralId).toBeTruthy();
  const list = await request.get('/api/v2/shop/products/?sys_course_type_code=FLASH&limit=1');
  const [product] = ((await list.json()) as { results: { id: number }[] }).results;
  const add = await request.post('/api/cart/', {
    headers: friend.auth,
    data: { item: { product: product?.id, pack: null }, replace: true },
  });
  expect(add.ok(), await add.text()).toBeTruthy();
  const applied = await request.post('/api/cart/referral-program/', {
    headers: friend.auth,
    data: { referral_id: referralId },
  });
  expect(applied.ok(), await applied.text()).toBeTruthy();
  const init = await request.post('/api/core/pay/init/', { headers: friend.auth, data: {} });
  expect(init.ok(), await init.text()).toBeTruthy();
  const { transaction_uuid: uuid } = (await init.json()) as { transaction_uuid: string };
  const paid = await request.post(`/api/core/pay/sandbox/checkout/${uuid}/`, {
    form: { action: 'pay' },
    maxRedirects: 0,
  });
  expect(paid.status()).toBeLessThan(400);
  const after = await request.get('/api/v2/students/referral/', { headers: referrer.auth });
  expect(((await after.json()) as { balance: number }).balance).toBe(500);
  return referrer;
}

test.describe('referral programme: withdrawal and attribution', () => {
  test.describe.configure({ timeout: 180_000 });

  test('a student asks to withdraw bonuses (RU: referral-program-withdraw); the demo manager pays them out', async ({
    page,
    request,
  }) => {
    const referrer = await referrerWithBonuses(request);
    const details = `Карта 4276 ${Date.now()}`;

    await signIn(page, referrer.email, referrer.password);
    await page.goto('/referral/invite');
    await closeStartupDialogs(page);
    const form = page.getByTestId('referral-withdraw');
    await expect(form).toBeVisible();
    await form.getByLabel('Сумма, бонусов').fill('300');
    await form.getByLabel('Куда перечислить (номер карты или счёта)').fill(details);
    await expectAccessible(page);
    await form.getByRole('button', { name: 'Отправить заявку' }).click();
    await expect(page.getByText('Заявка отправлена: менеджер свяжется с вами')).toBeVisible();
    const program = await request.get('/api/v2/students/referral/', { headers: referrer.auth });
    expect(((await program.json()) as { balance: number }).balance).toBe(200);
    await signOut(page);

    await signIn(page, 'manager@example.com', 'demo1234');
    await expect(page.getByTestId('staff-home')).toBeVisible({ timeout: 30_000 });
    const card = page.getByTestId('withdrawal-card').filter({ hasText: details });
    await expect(card).toContainText(referrer.email);
    await expect(card).toContainText('300 бонусов');
    await expect(card).toContainText('Новая');
    await card.getByTestId('withdrawal-paid').click();
    await expect(page.getByTestId('withdrawal-confirm')).toBeVisible();
    await expectAccessible(page);
    await page.getByTestId('withdrawal-confirm').click();
    await expect(page.getByText('Заявка отмечена выплаченной')).toBeVisible();
    await expect(card).toContainText('Выплачено');
    await expect(card.getByTestId('withdrawal-paid')).toHaveCount(0);
  });

  test('utm parameters on arrival are sent once per changed set', async ({ page }) => {
    const sent: unknown[] = [];
    page.on('request', (r) => {
      if (r.method() === 'POST' && new URL(r.url()).pathname === '/api/v2/cpa/markers/')
        sent.push(r.postDataJSON());
    });
    const saved = (campaign: string) =>
      page.waitForResponse(
        (r) =>
          new URL(r.url()).pathname === '/api/v2/cpa/markers/' &&
          (r.request().postData() ?? '').includes(campaign),
      );
    const arrive = (campaign: string) =>
      page.goto(`/catalog?utm_source=e2e&utm_medium=cpc&utm_campaign=${campaign}&unrelated=1`);

    const first = saved('spring');
    await arrive('spring');
    const res = await first;
    expect(res.status()).toBe(200);
    expect(await res.json()).toEqual({ saved: true });
    expect(sent).toEqual([{ utm_params: { utm_source: 'e2e', utm_medium: 'cpc', utm_campaign: 'spring' } }]);
    await closeStartupDialogs(page);
    await expectAccessible(page);

    // The same set again: nothing is sent.
    await arrive('spring');
    await page.waitForLoadState('networkidle');
    expect(sent).toHaveLength(1);

    // A changed set is sent, once.
    const second = saved('autumn');
    await arrive('autumn');
    expect((await second).status()).toBe(200);
    await page.waitForLoadState('networkidle');
    expect(sent).toEqual([
      { utm_params: { utm_source: 'e2e', utm_medium: 'cpc', utm_campaign: 'spring' } },
      { utm_params: { utm_source: 'e2e', utm_medium: 'cpc', utm_campaign: 'autumn' } },
    ]);
  });
});
