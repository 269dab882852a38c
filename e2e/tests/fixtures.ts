import { test as base } from '@playwright/test';
import { KZ_HOST } from '../playwright.config';

/**
 * The journeys' `test`. From 1 June to 31 July (the exam season) Home opens the results page by itself
 * once a day while the demo student's results are unfilled (spec 1 §4). Journeys about other screens
 * must not depend on the calendar, so their pages see `needs_filling: false`; the results journey
 * (results.spec.ts) uses Playwright's own `test` and the real answer.
 */
export const test = base.extend<{ kzUrl: string }>({
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
