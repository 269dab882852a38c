import { expect, type APIRequestContext, type Page } from '@playwright/test';
import { test } from './fixtures';
import {
  answerStartupModal,
  expectAccessible,
  latestOutboxMessage,
  STARTUP_ORDER,
  uniqueStudent,
} from './support';

/**
 * Issue 8 "start-up noise and trust": a fresh student meets the start-up modals one at a time in the
 * order of spec 1 §4 (a forced personal-data modal first, the deferred step after 10 s idle), never more
 * than one onboarding hint, each beside its control; once the phone is confirmed, signing in again does
 * not ask for it.
 */

interface Tokens {
  access: string;
  refresh: string;
}

/** A fresh student through registration v2: a phone typed but not confirmed, no personal-data consent. */
async function registerFreshStudent(request: APIRequestContext) {
  const s = uniqueStudent();
  const res = await request.post('/api/v2/auth/registration/', {
    data: {
      first_name: s.firstName,
      last_name: s.lastName,
      email: s.email,
      phone: `+${s.phoneDigits}`,
      password: s.password,
      password2: s.password,
      vk: `https://vk.com/${s.telegram}`,
      accepted_public_offer: true,
    },
  });
  expect(res.ok(), await res.text()).toBe(true);
  return { ...s, tokens: (await res.json()) as Tokens };
}

/** Goals through the API the goals screen uses, so start-up lets the student in to Home. */
async function chooseGoals(request: APIRequestContext, tokens: Tokens) {
  const headers = { Authorization: `Bearer ${tokens.access}` };
  const years = (await (await request.get('/api/v2/core/class-years/')).json()) as {
    results: { id: number }[];
  };
  const year = years.results[0]?.id as number;
  const types = (await (await request.get(`/api/v2/core/class-types/?class_year=${year}`)).json()) as {
    results: { id: number }[];
  };
  const saved = await request.patch('/api/v2/umits/goal/', {
    headers,
    data: { class_year_id: year, goals: [{ class_type_id: types.results[0]?.id, extra_goals: [] }] },
  });
  expect(saved.ok(), await saved.text()).toBe(true);
  await request.patch('/api/v2/students/statuses/', { headers, data: { has_chosen_goals: true } });
}

const MODAL_SELECTOR = [
  '[data-testid^="startup-modal-"]:not([data-testid="startup-modal-ok"]):visible',
  '[data-testid="connect-phone-modal"]:visible',
  '[data-testid="social-account-modal"]:visible',
].join(', ');

/** How many start-up modals and hints are on screen now; fails when more than one thing shows. */
async function expectOneThingAtATime(page: Page) {
  const modals = await page.locator(MODAL_SELECTOR).count();
  const hints = await page.getByTestId('onboarding-tooltip').count();
  expect(modals, 'start-up modals open at once').toBeLessThanOrEqual(1);
  expect(hints, 'onboarding hints open at once').toBeLessThanOrEqual(1);
  expect(modals + hints, 'a hint over a modal').toBeLessThanOrEqual(1);
}

/**
 * The open hint does not cover the control it explains, once it is placed: without animations (the
 * journeys ask for reduced motion) a hint is visible a frame before floating-ui has positioned it.
 */
async function expectHintBesideItsControl(page: Page) {
  const tooltip = page.getByTestId('onboarding-tooltip');
  const hint = await tooltip.getAttribute('data-hint');
  const anchor = page.locator(`[data-onboarding="${hint}"]:visible`).first();
  const boxes = async () => {
    const [a, b] = [await anchor.boundingBox(), await tooltip.boundingBox()];
    if (!a || !b) return null;
    const overlap =
      a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;
    return { overlap, right: b.x + b.width };
  };
  await expect
    .poll(async () => (await boxes())?.overlap, { message: `the ${hint} hint covers its control` })
    .toBe(false);
  const viewport = page.viewportSize();
  if (viewport) expect((await boxes())?.right ?? Infinity).toBeLessThanOrEqual(viewport.width);
}

/** Confirms the phone in the open start-up phone modal: code by SMS from the dev outbox. */
async function confirmPhoneInModal(page: Page, request: APIRequestContext, digits: string) {
  const modal = page.getByTestId('connect-phone-modal');
  await expectAccessible(page);
  await modal.getByTestId('phone-input').pressSequentially(digits);
  await modal.getByTestId('phone-request-code').click();
  const sms = await latestOutboxMessage(request, `+${digits}`);
  const code = /\b(\d{4})\b/.exec(sms.body)?.[1];
  expect(code, `code in "${sms.body}"`).toBeTruthy();
  await modal.getByTestId('sms-code').pressSequentially(code as string);
  await expect(modal).toBeHidden();
}

test.describe('start-up noise and trust', () => {
  test.skip(({ isMobile }) => isMobile, 'the start-up journey runs at desktop size');

  test('a fresh student: modals one at a time in spec order, one hint, no phone modal after confirming', async ({
    page,
    request,
    context,
  }) => {
    test.setTimeout(150_000);
    const s = await registerFreshStudent(request);
    const headers = { Authorization: `Bearer ${s.tokens.access}` };
    await chooseGoals(request, s.tokens);
    const before = (await (await request.get('/api/v2/core/users/system-modals/', { headers })).json()) as {
      need_modals: string[];
      is_phone_confirmed: boolean;
    };
    expect(before.is_phone_confirmed).toBe(false);
    expect(before.need_modals).toEqual(expect.arrayContaining(['personalData', 'phone']));

    await page.goto('/auth/login');
    await page.evaluate((t) => {
      localStorage.setItem('prepa.accessToken', t.access);
      localStorage.setItem('prepa.refreshToken', t.refresh);
    }, s.tokens);

    // Excluded routes (profile) show no start-up modal.
    await page.goto('/profile');
    await expect(page.getByTestId('profile-page')).toBeVisible({ timeout: 30_000 });
    await page.waitForTimeout(1_500);
    expect(await page.locator(MODAL_SELECTOR).count()).toBe(0);

    await page.goto('/home');
    await expect(page.getByTestId('home-page')).toBeVisible({ timeout: 30_000 });
    const seen: string[] = [];
    let hints = 0;
    const deadline = Date.now() + 90_000;
    while (Date.now() < deadline && !before.need_modals.every((m) => seen.includes(m))) {
      await expectOneThingAtATime(page);
      const tooltip = page.getByTestId('onboarding-tooltip');
      if (await page.getByTestId('connect-phone-modal').isVisible()) {
        seen.push('phone');
        await confirmPhoneInModal(page, request, s.phoneDigits);
        continue;
      }
      const name = await answerStartupModal(page);
      if (name) {
        seen.push(name);
        continue;
      }
      if (await tooltip.isVisible()) {
        // A hint may show while the deferred step waits; that step then waits for the hint to close.
        await expectHintBesideItsControl(page);
        hints += 1;
        await tooltip.getByTestId('onboarding-next').click();
        await page.waitForTimeout(700);
        continue;
      }
      // Idle (no input), so the deferred step can come after 10 s.
      await page.waitForTimeout(500);
    }
    // Every needed modal once, in the spec's order; the forced personal-data modal came first.
    expect(seen).toEqual(before.need_modals.filter((m) => STARTUP_ORDER.includes(m)));
    expect(seen[0]).toBe('personalData');

    // Hints one at a time, beside their controls, until none is left on Home.
    const tooltip = page.getByTestId('onboarding-tooltip');
    for (let i = 0; i < 8; i += 1) {
      await expectOneThingAtATime(page);
      if (!(await tooltip.isVisible())) {
        await page.waitForTimeout(700);
        if (!(await tooltip.isVisible())) break;
      }
      await expectHintBesideItsControl(page);
      hints += 1;
      await tooltip.getByTestId('onboarding-next').click();
      await page.waitForTimeout(700);
    }
    expect(hints).toBeGreaterThan(0);

    // The server knows the phone is confirmed.
    const after = (await (await request.get('/api/v2/core/users/system-modals/', { headers })).json()) as {
      need_modals: string[];
      is_phone_confirmed: boolean;
    };
    expect(after).toMatchObject({ is_phone_confirmed: true });
    expect(after.need_modals).not.toContain('phone');

    // Signing in again, in a new tab (a new browser session): the phone modal does not come back.
    const again = await context.newPage();
    await again.goto('/auth/login');
    await again.evaluate(() => localStorage.clear());
    await again.goto('/auth/login');
    await again.getByTestId('login-identifier').fill(s.email);
    await again.getByTestId('login-password').fill(s.password);
    await again.getByTestId('login-submit').click();
    await expect(again.getByTestId('home-page')).toBeVisible({ timeout: 30_000 });
    for (let i = 0; i < 8; i += 1) {
      await expect(again.getByTestId('connect-phone-modal')).toBeHidden();
      expect(await again.locator(MODAL_SELECTOR).count()).toBe(0);
      await again.waitForTimeout(500);
    }
    await again.close();
  });
});
