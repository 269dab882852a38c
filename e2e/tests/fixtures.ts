import { test as playwrightTest, type Page } from '@playwright/test';
import { KZ_HOST } from '../playwright.config';

/**
 * What a page did about its session, kept while a journey runs and printed with a failure: the auth
 * calls and every refused API call (method, path, status, request id), failed requests, main-frame
 * navigations, console errors and page errors, each with its time since the test started. A journey
 * that finds itself signed out right after `signIn` (seen a few times in CI, always passing on retry)
 * then says which answer ended the session. Tokens are never recorded: only paths, without queries.
 */
function recordSession(page: Page): () => string {
  const started = Date.now();
  const lines: string[] = [];
  const note = (line: string) => lines.push(`+${((Date.now() - started) / 1000).toFixed(2)}s ${line}`);
  const pathOf = (url: string) => {
    try {
      return new URL(url).pathname;
    } catch {
      return url.slice(0, 80);
    }
  };
  const isAuth = (path: string) => /^\/api\/v\d\/auth\//.test(path);
  page.on('response', (response) => {
    const path = pathOf(response.url());
    if (!path.startsWith('/api/') || (!isAuth(path) && response.status() < 400)) return;
    const id = response.headers()['x-request-id'] ?? '-';
    note(`${response.request().method()} ${path} → ${response.status()} (request ${id})`);
  });
  page.on('requestfailed', (request) => {
    const path = pathOf(request.url());
    if (path.startsWith('/api/'))
      note(`${request.method()} ${path} failed: ${request.failure()?.errorText ?? '?'}`);
  });
  page.on('framenavigated', (frame) => {
    if (frame === page.mainFrame()) note(`navigated to ${pathOf(frame.url())}`);
  });
  page.on('console', (message) => {
    if (message.type() === 'error' || message.type() === 'warning')
      note(`console.${message.type()}: ${message.text()}`);
  });
  page.on('pageerror', (error) => note(`page error: ${error.message}`));
  return () => lines.join('\n');
}

/**
 * Playwright's `test` whose page records its session (above) and, when the test fails, attaches the
 * record and prints it to the log (CI keeps only the log).
 */
export const recordedTest = playwrightTest.extend({
  page: async ({ page }, use, testInfo) => {
    const record = recordSession(page);
    await use(page);
    if (testInfo.status === testInfo.expectedStatus) return;
    const text = record() || '(nothing recorded)';
    await testInfo.attach('session-record', { body: text, contentType: 'text/plain' });
    console.log(`[session record] ${testInfo.titlePath.join(' › ')}\n${text}`);
  },
});

/**
 * The journeys' `test`. From 1 June to 31 July (the exam season) Home opens the results page by itself
 * once a day while the demo student's results are unfilled (spec 1 §4). Journeys about other screens
 * must not depend on the calendar, so their pages see `needs_filling: false`; the results journey
 * (results.spec.ts) uses `recordedTest` and the real answer.
 */
export const test = recordedTest.extend<{ kzUrl: string }>({
  /** This project's server under the KZ platform's host name. */
  kzUrl: async ({ baseURL }, use) => {
    await use(`http://${KZ_HOST}:${new URL(baseURL ?? '').port}`);
  },
  page: async ({ page }, use) => {
    await page.route('**/api/students/exam-results/', async (route) => {
      if (route.request().method() !== 'GET') return route.fallback();
      // Fetched from Node, which cannot resolve the KZ host name (only Chromium maps it): same server.
      const url = new URL(route.request().url());
      if (url.hostname === KZ_HOST) url.hostname = '127.0.0.1';
      try {
        const response = await route.fetch({ url: url.toString() });
        if (!response.ok()) return await route.fulfill({ response });
        const body = (await response.json()) as Record<string, unknown>;
        return await route.fulfill({ response, json: { ...body, needs_filling: false } });
      } catch {
        // The page reloaded or navigated while the answer was on its way: the request is gone with it.
        return undefined;
      }
    });
    await use(page);
  },
});
