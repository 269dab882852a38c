import { expect, type APIRequestContext, type Page } from '@playwright/test';
import { ROUTES, routePath, type RouteName } from '../../apps/web/src/shared/config/routes';
import { test } from './fixtures';

/**
 * Issue 8: no raw i18n key (`shopPages.cart`, `student.onboarding.completeTitle`) may reach a screen
 * or a tab title. Every named route of routes.ts is opened directly, in Russian and English, by the
 * demo student and by a guest.
 */

const SAMPLE_PARAMS: Record<string, string> = {
  type: 'registration',
  sysCourseTypeCode: 'MASTER_GROUP',
  transactionUuid: '00000000-0000-4000-8000-000000000000',
  id: '1',
};

/** A word.word(.word…) token: what an untranslated key looks like. E-mails and addresses are dropped first. */
const KEY_PATTERN = /\b[a-z][A-Za-z]+(\.[a-zA-Z0-9_]+){1,}\b/g;

function withoutEmailsAndUrls(text: string): string {
  return text
    .replace(/\b[\w.+-]+@[\w-]+(\.[\w-]+)+\b/g, ' ')
    .replace(/\b(https?:\/\/|www\.)\S+/g, ' ')
    .replace(/\b[\w-]+\.(ru|kz|com|org|net|io|by|me|app|su)\b(\/\S*)?/g, ' ');
}

export function keysIn(text: string): string[] {
  return [...withoutEmailsAndUrls(text).matchAll(KEY_PATTERN)].map((m) => m[0]);
}

function addressOf(name: RouteName): string {
  const params: Record<string, string> = {};
  for (const m of ROUTES[name].path.matchAll(/:(\w+)/g)) {
    const key = m[1] as string;
    params[key] = SAMPLE_PARAMS[key] ?? '1';
  }
  return routePath(name, params);
}

/**
 * Opens the address inside the running app, as a link would (the router follows history's popstate):
 * one page load for the whole walk instead of one per route.
 */
async function openInApp(page: Page, address: string): Promise<void> {
  if (page.url() === 'about:blank') {
    await page.goto(address);
    return;
  }
  await page.evaluate((a) => {
    window.history.pushState(null, '', a);
    window.dispatchEvent(new PopStateEvent('popstate', { state: null }));
  }, address);
}

async function keysOnPage(page: Page, address: string): Promise<string[]> {
  await openInApp(page, address);
  // Lazy chunks and their data settle: no loader or skeleton left (some pages poll or hold a socket,
  // so the network never goes idle), then a moment for a late bundle to re-render.
  await page
    .waitForFunction(
      () =>
        document.querySelector('#root')?.childElementCount !== 0 &&
        document.querySelector('.mantine-Loader-root, .mantine-Skeleton-root, [aria-busy="true"]') === null,
      undefined,
      { timeout: 5_000 },
    )
    .catch(() => undefined);
  await page.waitForTimeout(150);
  const text = await page.evaluate(() => document.body.innerText);
  const title = await page.title();
  return [...keysIn(text).map((k) => `text: ${k}`), ...keysIn(title).map((k) => `title: ${k}`)];
}

async function demoTokens(request: APIRequestContext) {
  const res = await request.post('/api/v3/auth/login/', {
    data: { email: 'student@example.com', password: 'demo1234' },
  });
  expect(res.ok(), await res.text()).toBe(true);
  return (await res.json()) as { access: string; refresh: string };
}

async function setProfileLanguage(request: APIRequestContext, access: string, language: string) {
  const res = await request.patch('/api/v2/core/users/profile/', {
    headers: { Authorization: `Bearer ${access}` },
    data: { language },
  });
  expect(res.ok(), await res.text()).toBe(true);
}

const NAMES = Object.keys(ROUTES) as RouteName[];

test.describe('no i18n key is shown', () => {
  test.describe.configure({ timeout: 180_000 });
  // Texts do not depend on the viewport: the desktop project walks every route in Russian, the phone
  // project in English, so the two halves of the walk run side by side.

  test('self-check of the key pattern', ({ isMobile }) => {
    test.skip(isMobile, 'once is enough');
    expect(keysIn('shopPages.cart | Prepa')).toEqual(['shopPages.cart']);
    expect(keysIn('Пишите на student@example.com или prepa.ru/help, 1.5 балла')).toEqual([]);
  });

  for (const lang of ['ru', 'en'] as const) {
    test(`a guest, in ${lang}`, async ({ page, isMobile }) => {
      test.skip(isMobile !== (lang === 'en'), `${lang} is walked by the other project`);
      await page.addInitScript((l) => window.localStorage.setItem('prepa.language', l), lang);
      const found: string[] = [];
      for (const name of NAMES) {
        for (const key of await keysOnPage(page, addressOf(name))) found.push(`${name} ${key}`);
      }
      expect(found).toEqual([]);
    });

    test(`the demo student, in ${lang}`, async ({ page, request, isMobile }) => {
      test.skip(isMobile !== (lang === 'en'), `${lang} is walked by the other project`);
      const tokens = await demoTokens(request);
      await setProfileLanguage(request, tokens.access, lang);
      try {
        await page.addInitScript((l) => window.localStorage.setItem('prepa.language', l), lang);
        await page.goto(`/home?accessToken=${tokens.access}&refreshToken=${tokens.refresh}`);
        await expect(page.locator('html')).toHaveAttribute('lang', lang);
        const found: string[] = [];
        for (const name of NAMES) {
          for (const key of await keysOnPage(page, addressOf(name))) found.push(`${name} ${key}`);
        }
        expect(found).toEqual([]);
      } finally {
        // The other journeys expect the demo student in Russian.
        await setProfileLanguage(request, tokens.access, 'ru');
      }
    });
  }
});
