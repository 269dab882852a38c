import AxeBuilder from '@axe-core/playwright';
import {
  expect,
  type APIRequestContext,
  type Browser,
  type BrowserContext,
  type BrowserContextOptions,
  type Locator,
  type Page,
  type TestInfo,
} from '@playwright/test';

/** Fails on any serious or critical axe violation on the page as it is now. */
export async function expectAccessible(page: Page): Promise<void> {
  const results = await new AxeBuilder({ page })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'])
    .analyze();
  const bad = results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
  expect(
    bad.map((v) => `${v.id} (${v.impact}): ${v.help} — ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`),
    `axe on ${page.url()}`,
  ).toEqual([]);
}

interface OutboxMessage {
  id: number;
  channel: 'sms' | 'email';
  to: string;
  subject: string | null;
  body: string;
  created_at: string;
}

/**
 * Where the first element `selector` matches is drawn, in whole pixels (x, y, width, height): for
 * comparing a page's first paint with the app's (the same layout, not the same float rounding).
 */
export async function pixelBox(page: Page, selector: string): Promise<number[] | null> {
  const box = await page.locator(selector).first().boundingBox();
  expect(box, selector).not.toBeNull();
  return box && [box.x, box.y, box.width, box.height].map(Math.round);
}

/** The newest message "sent" to an address, read from the dev outbox, waiting for it to arrive. */
export async function latestOutboxMessage(request: APIRequestContext, to: string): Promise<OutboxMessage> {
  let found: OutboxMessage | undefined;
  await expect
    .poll(
      async () => {
        const res = await request.get(`/api/dev/outbox/?to=${encodeURIComponent(to)}`);
        if (!res.ok()) return undefined;
        const body = (await res.json()) as { results: OutboxMessage[] };
        found = body.results[0];
        return found?.id;
      },
      { timeout: 10_000 },
    )
    .toBeTruthy();
  return found as OutboxMessage;
}

let counter = 0;
/** A unique e-mail, telegram name and Russian mobile number per journey. */
export function uniqueStudent() {
  counter += 1;
  const n = `${Date.now() % 1_000_000}${counter}`.padStart(7, '0').slice(-7);
  return {
    firstName: 'Анна',
    lastName: 'Смирнова',
    email: `anna${n}@example.com`,
    telegram: `anna_${n}`,
    phoneDigits: `7912${n}`,
    password: 'secret12',
  };
}

/** The start-up modal queue of a student, in its order (spec 1 §4). */
export const STARTUP_ORDER = [
  'personalData',
  'languageSelect',
  'socialAccount',
  'phone',
  'loyaltyProgram',
  'referralIntroduction',
];

/**
 * Answers whatever start-up modal is open; returns its name, or null when none is open. A modal named in
 * `keep` is left open (the caller wants to use it), so it can never be answered by a race.
 */
export async function answerStartupModal(page: Page, keep?: string): Promise<string | null> {
  for (const name of STARTUP_ORDER) {
    if (name === keep) continue;
    const modal = page.getByTestId(`startup-modal-${name}`);
    const inner =
      name === 'socialAccount'
        ? page.getByTestId('social-account-modal')
        : name === 'phone'
          ? page.getByTestId('connect-phone-modal')
          : modal;
    if (!(await inner.isVisible())) continue;
    await expectAccessible(page);
    if (name === 'personalData') await page.getByTestId('personal-data-accept').click();
    else if (name === 'languageSelect') await page.getByTestId('language-confirm').click();
    else if (name === 'socialAccount' || name === 'phone') await page.keyboard.press('Escape');
    else await page.getByTestId('startup-modal-ok').click();
    await expect(inner).toBeHidden();
    return name;
  }
  return null;
}

/** Answers the start-up modals that are open now, until none shows for 2 s. */
export async function drainStartupModals(page: Page): Promise<string[]> {
  const seen: string[] = [];
  for (let quiet = 0; quiet < 4;) {
    const name = await answerStartupModal(page);
    if (name) {
      seen.push(name);
      quiet = 0;
    } else {
      quiet += 1;
      await page.waitForTimeout(500);
    }
  }
  return seen;
}

/**
 * The seed's live lesson (started ten minutes before the server, three hours long), from the student's
 * timetable of the month it started in: this month's or, just after a month has turned, the last one's.
 */
export async function liveLessonId(
  request: APIRequestContext,
  headers: Record<string, string>,
): Promise<number> {
  const monthOf = (at: Date) =>
    new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Moscow', year: 'numeric', month: '2-digit' })
      .format(at)
      .split('-')
      .map(Number);
  const now = new Date();
  const months = [monthOf(now), monthOf(new Date(now.getTime() - 3 * 3_600_000))];
  let live: { kind: string; id: number; state: string | null } | undefined;
  for (const [year, month] of months) {
    const res = await request.get(`/api/students/timetable/?year=${year}&month=${month}`, { headers });
    const body = (await res.json()) as { results: { kind: string; id: number; state: string | null }[] };
    live ??= body.results.find((e) => e.kind === 'lesson' && e.state === 'live');
  }
  expect(live, 'the seed has a live lesson').toBeTruthy();
  return live?.id ?? 0;
}

/** The sidebar: on a phone it sits in the drawer the burger opens. */
export async function openSidebar(page: Page): Promise<Locator> {
  const burger = page.getByRole('button', { name: 'Открыть меню', exact: true });
  if (await burger.isVisible()) await burger.click();
  const sidebar = page.getByTestId('sidebar');
  await expect(sidebar).toBeVisible();
  return sidebar;
}

/** A second browser context for another person, with the device of the test's project (desktop or phone). */
export function deviceContext(
  browser: Browser,
  testInfo: TestInfo,
  options: BrowserContextOptions = {},
): Promise<BrowserContext> {
  const use = testInfo.project.use;
  return browser.newContext({
    ...options,
    baseURL: use.baseURL,
    viewport: use.viewport,
    isMobile: use.isMobile,
    hasTouch: use.hasTouch,
    deviceScaleFactor: use.deviceScaleFactor,
    locale: 'ru-RU',
    timezoneId: 'Europe/Moscow',
  });
}
