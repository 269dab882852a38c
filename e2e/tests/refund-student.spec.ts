import { expect, type APIRequestContext } from '@playwright/test';
import { test } from './fixtures';
import { deviceContext, expectAccessible } from './support';
import { closeStartupDialogs, freshStudent, pastHints, signIn } from './shop-support';

const REASON = 'Курс уже начался, доступ открыт';

/**
 * A fresh student whose card payment arrived after a newer order replaced the one paid (a checkout
 * tab left open): the sandbox's development-only late payment makes it a refund due (decision 004).
 */
async function studentWithRefundDue(request: APIRequestContext) {
  const s = await freshStudent(request);
  await pastHints(request, s.auth);
  const seen = await request.patch('/api/v2/students/statuses/', {
    headers: s.auth,
    data: { viewed_loyalty_program: true, viewed_referral_introduction: true },
  });
  expect(seen.ok(), await seen.text()).toBeTruthy();
  const list = await request.get('/api/v2/shop/products/?sys_course_type_code=FLASH&limit=1');
  const [product] = ((await list.json()) as { results: { id: number; title: string }[] }).results;
  const add = await request.post('/api/cart/', {
    headers: s.auth,
    data: { item: { product: product?.id, pack: null }, replace: true },
  });
  expect(add.ok(), await add.text()).toBeTruthy();
  const init = () =>
    request
      .post('/api/core/pay/init/', { headers: s.auth, data: {} })
      .then(async (r) => ((await r.json()) as { transaction_uuid: string }).transaction_uuid);
  const superseded = await init();
  await init();
  const late = await request.post(`/api/dev/pay/sandbox/late-payment/${superseded}/`);
  expect(late.ok(), await late.text()).toBeTruthy();
  const order = await request.get(`/api/core/pay/transactions/${superseded}/`, { headers: s.auth });
  const { order_number: orderNumber } = (await order.json()) as { order_number: string };
  return { ...s, uuid: superseded, orderNumber, course: product?.title ?? '' };
}

test.describe('refunds, as the student sees them', () => {
  test.describe.configure({ timeout: 180_000 });

  test('money due back, then the manager refuses with a reason: the notification leads to the refusal', async ({
    page,
    browser,
    request,
  }, testInfo) => {
    const student = await studentWithRefundDue(request);
    const order = `Заказ № ${student.orderNumber}`;

    // The student finds the money due back above their purchases' documents.
    await signIn(page, student.email, student.password);
    await page.goto('/legal');
    await closeStartupDialogs(page);
    const card = page.getByTestId('student-refund').filter({ hasText: order });
    await expect(card).toContainText('Деньги вернём');
    await expect(card).toContainText(student.course);
    await expectAccessible(page);
    await page.screenshot({ path: testInfo.outputPath('refund-due.png'), fullPage: true });
    // The payment result page of that order says the same, not "an error occurred while paying".
    await page.goto(`/payment/success/${student.uuid}`);
    const result = page.getByTestId('payment-refund');
    await expect(result.getByRole('heading', { level: 1 })).toHaveText(order);
    await expect(result.getByTestId('refund-state')).toHaveAttribute('data-status', 'DUE');
    await expectAccessible(page);
    await page.screenshot({ path: testInfo.outputPath('payment-result-due.png'), fullPage: true });
    await page.goto('/');

    // The demo manager refuses the refund on the staff home, with a reason.
    const staffContext = await deviceContext(browser, testInfo);
    const staff = await staffContext.newPage();
    await signIn(staff, 'manager@example.com', 'demo1234');
    await expect(staff.getByTestId('staff-home')).toBeVisible({ timeout: 30_000 });
    const due = staff.getByTestId('refund-card').filter({ hasText: order });
    await due.getByTestId('refund-reject').click();
    await staff.getByLabel(/Причина отказа/).fill(REASON);
    await staff.getByTestId('refund-confirm').click();
    await expect(
      staff.getByText(`В возврате по заказу № ${student.orderNumber} отказано, курсы открыты`),
    ).toBeVisible();
    await staffContext.close();

    // The student's bell rings without a reload; the refusal's notification opens the refusal.
    const bell = page.getByTestId('notification-bell');
    await expect(bell).toHaveAttribute('aria-label', /\d/, { timeout: 20_000 });
    await bell.click();
    const note = page
      .getByTestId('notification-popover')
      .getByTestId('notification')
      .filter({ hasText: 'отказано' });
    await expect(note).toContainText(REASON);
    await note.getByRole('button').first().click();
    await expect(page).toHaveURL(/\/legal$/);
    const refused = page.getByTestId('student-refund').filter({ hasText: order });
    await expect(refused.getByTestId('refund-state')).toHaveAttribute('data-status', 'REJECTED');
    await expect(refused).toContainText('В возврате отказано');
    await expect(refused.getByTestId('refund-reason')).toHaveText(`Причина: ${REASON}`);
    await expect(refused).toContainText('Оплаченные курсы открыты.');
    await expectAccessible(page);
    await page.screenshot({ path: testInfo.outputPath('refund-rejected.png'), fullPage: true });

    // In English too.
    const profile = await request.patch('/api/v2/core/users/profile/', {
      headers: student.auth,
      data: { language: 'en' },
    });
    expect(profile.ok(), await profile.text()).toBeTruthy();
    await page.evaluate(() => window.localStorage.setItem('prepa.language', 'en'));
    await page.reload();
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
    const english = page
      .getByTestId('student-refund')
      .filter({ hasText: `Order No. ${student.orderNumber}` });
    await expect(english).toContainText('Refund declined');
    await expect(english.getByTestId('refund-reason')).toHaveText(`Reason: ${REASON}`);
    await page.screenshot({ path: testInfo.outputPath('refund-rejected-en.png'), fullPage: true });
  });
});
