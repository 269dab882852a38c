import { expect, type APIRequestContext, type Page } from '@playwright/test';
import { STUDENT_HOME_REQUESTS } from '../../apps/web/src/pages/home/early-requests';
import { test } from './fixtures';
import { freshStudent, signIn } from './shop-support';
import {
  answerStartupModal,
  deviceContext,
  drainStartupModals,
  expectAccessible,
  latestOutboxMessage,
  pixelBox,
  STARTUP_ORDER,
  uniqueStudent,
} from './support';

/** Issue 4: the student's own area — start-up, goals and program, modal queue, hints, Home, profile. */

interface Tokens {
  access: string;
  refresh: string;
}

/** A new student registered through the API: OTP, code from the dev outbox, confirm, register. */
async function registerStudent(request: APIRequestContext): Promise<Tokens> {
  const s = uniqueStudent();
  const phone = `+${s.phoneDigits}`;
  expect((await request.post('/api/v3/auth/otp-request/', { data: { phone } })).ok()).toBe(true);
  const sms = await latestOutboxMessage(request, phone);
  const code = /\b(\d{4})\b/.exec(sms.body)?.[1];
  expect(code, `code in "${sms.body}"`).toBeTruthy();
  const confirmed = await request.post('/api/v3/auth/otp-confirm/', { data: { phone, code } });
  expect(confirmed.ok()).toBe(true);
  const { phone_key: phoneKey } = (await confirmed.json()) as { phone_key: string };
  const registered = await request.post('/api/v3/auth/register/', {
    data: {
      first_name: s.firstName,
      last_name: s.lastName,
      email: s.email,
      phone_key: phoneKey,
      password: s.password,
      telegram: s.telegram,
      accepted_public_offer: true,
      accepted_pdpp: true,
    },
  });
  expect(registered.ok(), await registered.text()).toBe(true);
  return (await registered.json()) as Tokens;
}

async function loginDemoStudent(request: APIRequestContext): Promise<Tokens> {
  const res = await request.post('/api/v3/auth/login/', {
    data: { email: 'student@example.com', password: 'demo1234' },
  });
  expect(res.ok(), await res.text()).toBe(true);
  return (await res.json()) as Tokens;
}

/** The demo student's goals, set through the same API the goals screen uses (so start-up lets them in). */
async function ensureGoals(request: APIRequestContext, tokens: Tokens) {
  const headers = { Authorization: `Bearer ${tokens.access}` };
  const statuses = (await (await request.get('/api/v2/students/statuses/', { headers })).json()) as Record<
    string,
    string | null
  >;
  if (statuses.has_chosen_goals) return;
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

/** Puts the tokens where the SPA keeps them (apps/web/src/shared/api/tokens.ts). */
async function signInPage(page: Page, tokens: Tokens) {
  await page.goto('/auth/login');
  await page.evaluate((t) => {
    localStorage.setItem('prepa.accessToken', t.access);
    localStorage.setItem('prepa.refreshToken', t.refresh);
  }, tokens);
}

/**
 * The demo student's device after a first visit to Home: its session, and the role the session check
 * leaves on the device whose session it is (a student's), which the next start-up acts on early.
 */
async function returningStudentState(page: Page, request: APIRequestContext) {
  const tokens = await loginDemoStudent(request);
  await ensureGoals(request, tokens);
  await signInPage(page, tokens);
  await page.goto('/home');
  await expect(page.getByTestId('home-page').getByTestId('currency-bar')).toBeVisible();
  return page.context().storageState();
}

test.describe('student area', () => {
  test("a returning student's Home: its answers are asked for once, and before the app's code", async ({
    browser,
    page,
    request,
  }, testInfo) => {
    // The same device opening Home again, with nothing in its HTTP cache.
    const context = await deviceContext(browser, testInfo, {
      storageState: await returningStudentState(page, request),
    });
    const again = await context.newPage();
    const sent: string[] = [];
    again.on('request', (r) => {
      const { pathname } = new URL(r.url());
      if (pathname.startsWith('/api/')) sent.push(`${r.method()} ${pathname}`);
      else if (/\/assets\/boot-[^/]*\.js$/.test(pathname)) sent.push('boot chunk');
    });
    await again.goto('/home');
    await expect(again.getByTestId('home-page').getByTestId('currency-bar')).toBeVisible();
    await expect(again.getByTestId('my-products')).toBeVisible();
    const early = ['/api/v3/auth/verify/', ...STUDENT_HOME_REQUESTS];
    const boot = sent.indexOf('boot chunk');
    expect(boot, sent.join('\n')).toBeGreaterThan(0);
    for (const path of early) {
      expect(
        sent.filter((s) => s === `GET ${path}`),
        path,
      ).toHaveLength(1);
      expect(sent.indexOf(`GET ${path}`), path).toBeLessThan(boot);
    }
    await expectAccessible(again);
    await context.close();
  });

  test("a returning student's Home: its picture is painted by the first script, where the page draws it", async ({
    browser,
    page,
    request,
  }, testInfo) => {
    const storageState = await returningStudentState(page, request);

    // The page's first script alone (the app's code never comes): the picture, over the app.
    const html = await (await request.get('/home')).text();
    const entry = /<script type="module"[^>]* src="([^"]+)"/.exec(html)?.[1];
    expect(entry, 'the entry script in index.html').toBeTruthy();
    const still = await deviceContext(browser, testInfo, { storageState });
    await still.route('**/assets/*.js', (route) =>
      new URL(route.request().url()).pathname === entry ? route.continue() : route.abort(),
    );
    const first = await still.newPage();
    // The picture comes inside that script: the page asks for no image of its own.
    const images: string[] = [];
    first.on('request', (r) => {
      if (r.resourceType() === 'image') images.push(r.url());
    });
    await first.goto('/home');
    const painted = first.locator('#prepa-prepaint img.home-hero');
    await expect(painted).toBeVisible();
    await expect(painted).toHaveJSProperty('complete', true);
    expect(await painted.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);
    await expectAccessible(first);
    const before = await pixelBox(first, '#prepa-prepaint img.home-hero');
    const src = await painted.getAttribute('src');
    await still.close();

    // With the app: Home draws the same picture in the same place, and the first script's copy is gone.
    const context = await deviceContext(browser, testInfo, { storageState });
    const again = await context.newPage();
    await again.goto('/home');
    await expect(again.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(again.locator('#prepa-prepaint')).toHaveCount(0);
    expect(await pixelBox(again, '[data-testid="home-hero"]')).toEqual(before);
    await expect(again.getByTestId('home-hero')).toHaveAttribute('src', src ?? '');
    expect(src).toMatch(/^data:image\/svg\+xml,/);
    expect(images).toEqual([]);
    await context.close();
  });

  test('a new student: goals, individual program, start-up modals, hints, Home', async ({
    page,
    request,
  }) => {
    test.setTimeout(120_000);
    const tokens = await registerStudent(request);
    const auth = { Authorization: `Bearer ${tokens.access}` };
    await signInPage(page, tokens);

    // No goals yet: start-up sends the student to onboarding (flag individual-education-trajectory).
    await page.goto('/home');
    await expect(page).toHaveURL(/\/onboarding\?redirect=%2Fhome/);
    await expect(page.getByTestId('onboarding-page')).toBeVisible();
    await expectAccessible(page);
    await page.locator('[data-testid^="class-year-"]').first().check();
    await page.locator('[data-testid^="class-type-"]').first().check();
    await page.getByTestId('goals-save').click();
    await expect(page).toHaveURL(/\/onboarding\/complete/);
    await expectAccessible(page);
    await page.getByRole('link', { name: 'Продолжить' }).click();
    await expect(page).toHaveURL(/\/home$/);

    // The start-up modal queue, in its order (the deferred step after 10 s idle).
    const seen: string[] = [];
    const deadline = Date.now() + 25_000;
    while (Date.now() < deadline) {
      const name = await answerStartupModal(page);
      if (name) seen.push(name);
      else await page.waitForTimeout(500);
      const system = (await (
        await request.get('/api/v2/core/users/system-modals/', { headers: auth })
      ).json()) as {
        need_modals: string[];
      };
      if (system.need_modals.every((m) => seen.includes(m))) break;
    }
    expect(seen).toEqual([...seen].sort((a, b) => STARTUP_ORDER.indexOf(a) - STARTUP_ORDER.indexOf(b)));

    // The individual program: one priority subject, "to study", then the individual program.
    await page.goto('/progress/program/goals?redirect=%2Fhome');
    await expect(page.getByTestId('program-step-1')).toBeVisible();
    await expectAccessible(page);
    const toStudy = page.getByTestId('program-to-study');
    const priorities = page.locator('[data-testid^="program-priority-"]');
    if ((await priorities.count()) > 1) {
      await expect(toStudy).toBeDisabled();
      await priorities.first().click();
    }
    await expect(toStudy).toBeEnabled();
    await toStudy.click();
    await expect(page.getByTestId('program-step-2')).toBeVisible();
    await page.getByTestId('program-individual').click();
    await expect(page).toHaveURL(/\/home$/);
    const base = '/api/umits/individual-program/v1';
    const goals = (await (await request.get(`${base}/goals/`, { headers: auth })).json()) as {
      results: { class_type: { id: number }; is_priority: boolean }[];
    };
    const priority = goals.results.filter((g) => g.is_priority);
    expect(priority).toHaveLength(1);
    const program = await request.get(`${base}/switch-individual-program/${priority[0]?.class_type.id}/`, {
      headers: auth,
    });
    expect(((await program.json()) as { status: string }).status).toBe('ACTIVE');

    // Home: currencies, the activity widget, and the onboarding hints one by one in order.
    await expect(page.getByTestId('home-page').getByTestId('currency-bar')).toBeVisible();
    await expect(page.getByTestId('activity-widget')).toBeVisible();
    await expect(page.getByTestId('activity-message')).toHaveText(
      /Сделай первый шаг|Позанимайся|Ещё один шаг/,
    );
    const tooltip = page.getByTestId('onboarding-tooltip');
    // The hints whose anchors are on Home, in the fixed order (the promo button is hidden on phones).
    const isPhone = test.info().project.name === 'phone';
    const order = [
      'platformSelect',
      'completeTasksEveryDay',
      'getOnlineHelp',
      'howToGetMoreXp',
      ...(isPhone ? [] : ['coupons']),
    ];
    for (const [i, hint] of order.entries()) {
      await expect(tooltip).toHaveAttribute('data-hint', hint);
      if (i === 0) await expectAccessible(page);
      await tooltip.getByTestId(i < order.length - 1 ? 'onboarding-next' : 'onboarding-close').click();
    }
    await expect(tooltip).toBeHidden();
    // Saved in the profile: after a reload they do not come back.
    await page.reload();
    await expect(page.getByTestId('activity-widget')).toBeVisible();
    await page.waitForTimeout(1_500);
    await expect(tooltip).toBeHidden();
  });

  test('the demo student sees their streak and currencies earned through the real service', async ({
    page,
    request,
  }) => {
    const tokens = await loginDemoStudent(request);
    await ensureGoals(request, tokens);
    const balance = (await (
      await request.get('/api/v2/students/student-balance/', {
        headers: { Authorization: `Bearer ${tokens.access}` },
      })
    ).json()) as { balance: { exp: number; umcoins: number } };
    await signInPage(page, tokens);
    await page.goto('/home');
    await expect(page.getByTestId('home-page')).toBeVisible();
    await drainStartupModals(page);
    const bar = page.getByTestId('home-page').getByTestId('currency-bar');
    await expect(bar.getByTestId('currency-exp')).toContainText(String(balance.balance.exp));
    await expect(bar.getByTestId('currency-umcoins')).toContainText(String(balance.balance.umcoins));
    // The seed's five days of activity went through the real service: a streak, exp, today earned.
    const strike = (await (
      await request.get('/api/gamification/daily-strike/', {
        headers: { Authorization: `Bearer ${tokens.access}` },
      })
    ).json()) as { strike_days: number; today_earned: boolean };
    expect(balance.balance.exp).toBeGreaterThan(0);
    expect(strike.strike_days).toBeGreaterThan(0);
    await expect(page.getByTestId('strike-days')).toContainText(String(strike.strike_days));
    if (strike.today_earned)
      await expect(page.getByTestId('activity-message')).toHaveText(
        'Ещё один шаг к классному результату сделан',
      );
    await expectAccessible(page);
    // A banner closes for good. A start-up hint is a fixed card over the page's top right corner,
    // where a banner's close button is: the student reads the hints first.
    const tooltip = page.getByTestId('onboarding-tooltip');
    for (let i = 0; i < 10 && (await tooltip.isVisible()); i += 1) {
      const hint = await tooltip.getAttribute('data-hint');
      await tooltip.getByTestId('onboarding-next').click();
      await expect(tooltip.and(page.locator(`[data-hint="${hint}"]`))).toHaveCount(0);
    }
    const banner = page.locator('[data-testid^="banner-"]').first();
    if (await banner.isVisible()) {
      const id = await banner.getAttribute('data-testid');
      await banner.getByRole('button', { name: 'Закрыть баннер' }).click();
      await expect(page.getByTestId(id as string)).toHaveCount(0);
      await page.reload();
      await expect(page.getByTestId('home-page')).toBeVisible();
      await expect(page.getByTestId(id as string)).toHaveCount(0);
    }

    await page.goto('/loyalty');
    await expect(page.getByTestId('level-card')).toContainText(/Уровень/);
    await expect(page.getByTestId('history-card')).toBeVisible();
    await expectAccessible(page);
    await page.goto('/loyalty/about');
    await expect(page.getByTestId('loyalty-program-page')).toBeVisible();
    await expectAccessible(page);
  });

  test('profile edit with an avatar upload (RU gates)', async ({ page, request }) => {
    const tokens = await loginDemoStudent(request);
    await ensureGoals(request, tokens);
    await signInPage(page, tokens);
    await page.goto('/profile');
    await expect(page.getByTestId('profile-page')).toBeVisible();
    await expect(page.getByTestId('row-vk')).toBeVisible();
    await expect(page.getByTestId('row-nickname')).toBeVisible();
    await expect(page.getByTestId('profile-documents')).toBeVisible();
    await expect(page.getByTestId('change-password')).toHaveCount(0);
    await expectAccessible(page);

    await page.getByTestId('profile-edit-link').click();
    await expect(page).toHaveURL(/\/profile\/edit$/);
    await expectAccessible(page);
    const input = page.getByTestId('avatar-upload').locator('input[type="file"]');
    // A wrong type is refused before any upload.
    await input.setInputFiles({ name: 'notes.txt', mimeType: 'text/plain', buffer: Buffer.from('hello') });
    await expect(page.getByTestId('avatar-error')).toHaveText('Можно загрузить JPG, PNG или WebP');
    // A small PNG (1×1) goes up.
    const png = Buffer.from(
      'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
      'base64',
    );
    const uploaded = page.waitForResponse(
      (r) => r.url().includes('/api/v2/core/users/profile/') && r.request().method() === 'PATCH',
    );
    await input.setInputFiles({ name: 'me.png', mimeType: 'image/png', buffer: png });
    const response = await uploaded;
    expect(response.ok(), await response.text()).toBe(true);
    await expect(page.getByTestId('avatar-error')).toHaveCount(0);
    await expect(page.getByTestId('avatar-image').locator('img')).toHaveAttribute('src', /.+/);
    await expectAccessible(page);
  });

  test('the KZ platform shows its gates', async ({ page, request, kzUrl }) => {
    // A KZ account on the KZ host: the page gets its platform from the server, not from the build.
    const s = await freshStudent(request, 'KZ');
    await signIn(page, s.email, s.password, kzUrl);
    await page.goto(`${kzUrl}/profile`);
    await expect(page.getByTestId('profile-page')).toBeVisible();
    await expect(page.getByTestId('change-password')).toBeVisible();
    await expect(page.getByTestId('change-email')).toBeVisible();
    await expect(page.getByTestId('row-telegram')).toBeVisible();
    await expect(page.getByTestId('row-vk')).toHaveCount(0);
    await expect(page.getByTestId('row-birthday')).toHaveCount(0);
    await expect(page.getByTestId('row-nickname')).toHaveCount(0);
    await expect(page.getByTestId('profile-documents')).toHaveCount(0);
    await expectAccessible(page);
  });
});
