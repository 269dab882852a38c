import { expect, type APIRequestContext, type Page } from '@playwright/test';
import { latestOutboxMessage, uniqueStudent } from './support';

/** Helpers shared by the shop journeys. */

/**
 * A fresh student of this run (registered through the API), past the goals start-up; of the RU platform
 * unless given (its `auth` headers then carry `X-Platform`, as the server refuses another platform).
 */
export async function freshStudent(request: APIRequestContext, platform?: 'KZ' | 'ONE' | 'ACADEMY') {
  const platformHeader: Record<string, string> = platform ? { 'X-Platform': platform } : {};
  const s = uniqueStudent();
  const phone = `+${s.phoneDigits}`;
  expect((await request.post('/api/v3/auth/otp-request/', { data: { phone } })).ok()).toBeTruthy();
  const sms = await latestOutboxMessage(request, phone);
  const code = /\b(\d{4})\b/.exec(sms.body)?.[1] as string;
  const confirm = await request.post('/api/v3/auth/otp-confirm/', { data: { phone, code } });
  const { phone_key } = (await confirm.json()) as { phone_key: string };
  const reg = await request.post('/api/v3/auth/register/', {
    headers: platformHeader,
    data: {
      first_name: s.firstName,
      last_name: s.lastName,
      email: s.email,
      phone_key,
      password: s.password,
      telegram: s.telegram,
      accepted_public_offer: true,
      accepted_pdpp: true,
    },
  });
  expect(reg.ok(), await reg.text()).toBeTruthy();
  const { access } = (await reg.json()) as { access: string };
  const auth = { Authorization: `Bearer ${access}`, ...platformHeader };
  await request.patch('/api/v2/students/statuses/', { headers: auth, data: { has_chosen_goals: true } });
  return { ...s, auth };
}

/**
 * The open modal dialogs. Not every `role=dialog`: an onboarding tip is a non-modal dialog that Escape
 * does not close, and it blocks nothing.
 */
export const modalDialogs = (page: Page) => page.locator('[role="dialog"][aria-modal="true"]');

/** Pages whose late start-up modals are answered whenever they show. */
const answering = new WeakSet<Page>();

/**
 * The information steps at the end of the start-up queue can open late: the referral introduction after
 * 10 s without input (on a slow machine, during an accessibility scan), the loyalty programme once the
 * system modals answer. Either may open after the start-up dialogs were closed, and its overlay then
 * takes every click. Playwright answers them whenever they show before an action or a check.
 */
async function answerLateStartupModals(page: Page) {
  if (answering.has(page)) return;
  answering.add(page);
  const late = page.locator(
    '[data-testid="startup-modal-loyaltyProgram"], [data-testid="startup-modal-referralIntroduction"]',
  );
  await page.addLocatorHandler(late, async (modal) => {
    await modal.getByTestId('startup-modal-ok').click();
  });
}

/** Start-up modals of other areas (phone confirmation, news) are closed the way a user would. */
export async function closeStartupDialogs(page: Page) {
  await answerLateStartupModals(page);
  // The start-up slot mounts at the page's first idle moment (the SPA's `useAfterIdle`, at most 2 s):
  // wait for that moment, so the windows below start when its modals can start loading.
  await page
    .evaluate(() => new Promise<void>((resolve) => requestIdleCallback(() => resolve(), { timeout: 2000 })))
    .catch(() => undefined);
  const dialog = modalDialogs(page);
  for (let i = 0; i < 3; i += 1) {
    try {
      await dialog.first().waitFor({ state: 'visible', timeout: 1500 });
    } catch {
      return;
    }
    await page.keyboard.press('Escape');
    await dialog
      .first()
      .waitFor({ state: 'hidden', timeout: 3000 })
      .catch(() => undefined);
  }
}

/** Signs in through the login page; `origin` opens it on another platform's host (KZ_URL). */
export async function signIn(page: Page, email: string, password: string, origin = '') {
  await page.goto(`${origin}/auth/login`);
  await page.getByTestId('login-identifier').fill(email);
  await page.getByTestId('login-password').fill(password);
  await page.getByTestId('login-submit').click();
  await expect(page).not.toHaveURL(/\/auth\/login/);
}

/** The onboarding hints (contracts' ONBOARDING_HINTS) in their wire form. */
const HINTS_ON_THE_WIRE = [
  'platform_select',
  'complete_tasks_every_day',
  'get_online_help',
  'expand_wrapper_lesson',
  'change_homework_tasks_answers',
  'refer_to_task_tips',
  'see_theory_for_task',
  'get_extra_xp_for_tasks_with_star',
  'how_homework_points_calculated',
  'how_to_get_more_xp',
  'see_homework_deadlines',
  'see_lesson_time',
  'lesson_is_live',
  'coupons',
  'subscriptions_tab',
  'subscriptions_prolong',
  'subscriptions_upgrade',
];

/** Saves every onboarding hint as seen, as the student's "Понятно" would: no tip opens over a journey. */
export async function pastHints(request: APIRequestContext, auth: Record<string, string>) {
  const res = await request.patch('/api/core/users/onboarding-state/', {
    headers: auth,
    data: { onboarding_state: Object.fromEntries(HINTS_ON_THE_WIRE.map((h) => [h, true])) },
  });
  expect(res.ok(), await res.text()).toBeTruthy();
}

/**
 * A fresh student of this run who buys the master group `courseTitle` by card through the sandbox
 * checkout (the API path a buyer takes), so the course's lessons are theirs.
 */
export async function studentWhoBought(request: APIRequestContext, courseTitle: string) {
  const s = await freshStudent(request);
  const list = await request.get('/api/v2/shop/products/?sys_course_type_code=MASTER_GROUP&limit=100');
  const { results } = (await list.json()) as { results: { id: number; title: string }[] };
  const product = results.find((p) => p.title === courseTitle);
  expect(product, courseTitle).toBeTruthy();
  const add = await request.post('/api/cart/', {
    headers: s.auth,
    data: { item: { product: product?.id, pack: null }, replace: true },
  });
  expect(add.ok(), await add.text()).toBeTruthy();
  const init = await request.post('/api/core/pay/init/', { headers: s.auth, data: {} });
  expect(init.ok(), await init.text()).toBeTruthy();
  const { transaction_uuid: uuid } = (await init.json()) as { transaction_uuid: string };
  const paid = await request.post(`/api/core/pay/sandbox/checkout/${uuid}/`, {
    form: { action: 'pay' },
    maxRedirects: 0,
  });
  expect(paid.status()).toBeLessThan(400);
  return s;
}
