/**
 * Long tasks and the largest paint, in Chromium with its CPU slowed 4× (a phone), on running servers:
 * the blocking time Lighthouse estimates from an unthrottled trace, measured instead. Alternates the
 * servers run by run so that a busy minute hits all of them alike.
 *
 *   node apps/web/scripts/long-tasks.mjs --runs 6 --path /catalog http://127.0.0.1:3457 http://127.0.0.1:3458
 *   node apps/web/scripts/long-tasks.mjs --runs 4 --path /home --sign-in student@example.com:demo1234 \
 *     [--modals-seen] http://127.0.0.1:3457 http://127.0.0.1:3458
 *
 * `--sign-in` puts a session of that account in the page's storage first (as scripts/lighthouse.mjs
 * does); `--modals-seen` also marks every start-up modal seen for this browser session, so the page is
 * measured as a returning student meets it (their list comes from the built contracts: `npm run build`
 * first). Prints per server the medians and every run's total
 * blocking time (each long task's time over 50 ms, after the first paint), the largest paint, the
 * longest task and the end of the last one (ms from navigation).
 */
import { STARTUP_MODAL_ORDER } from '@prepa/contracts/constants';
import { chromium } from 'playwright-core';

const args = process.argv.slice(2);
const option = (name, fallback) => {
  const i = args.indexOf(`--${name}`);
  return i >= 0 ? args.splice(i, 2)[1] : fallback;
};
const flag = (name) => {
  const i = args.indexOf(`--${name}`);
  if (i >= 0) args.splice(i, 1);
  return i >= 0;
};
const runs = Number(option('runs', 6));
const path = option('path', '/catalog');
const settleMs = Number(option('settle', 7000));
const signIn = option('sign-in', null);
const modalsSeen = flag('modals-seen');
const servers = args;
if (servers.length === 0) throw new Error('give the base URL of at least one running server');

/** The start-up modals are marked seen for user ids up to this one. */
const MAX_USER_ID = 100;

async function session(server) {
  if (!signIn) return null;
  const [email, password] = signIn.split(':');
  const res = await fetch(`${server}/api/v3/auth/login/`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, password }),
  });
  if (!res.ok) throw new Error(`sign-in: ${res.status} ${await res.text()}`);
  return res.json();
}

const median = (values) => [...values].sort((a, b) => a - b)[values.length >> 1];

const browser = await chromium.launch({ executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium' });
const results = new Map(servers.map((s) => [s, []]));
for (let run = 0; run < runs; run += 1) {
  for (const server of servers) {
    const context = await browser.newContext({
      viewport: { width: 412, height: 823 },
      isMobile: true,
      hasTouch: true,
      deviceScaleFactor: 1,
    });
    const page = await context.newPage();
    const tokens = await session(server);
    if (tokens) {
      await page.goto(`${server}/sw.js`);
      await page.evaluate(
        ([pair, seen, max, modals]) => {
          localStorage.setItem('prepa.accessToken', pair.access);
          localStorage.setItem('prepa.refreshToken', pair.refresh);
          if (pair.user) localStorage.setItem('prepa.early.user', `${pair.user.id}:${pair.user.role}`);
          if (seen)
            for (let id = 1; id <= max; id += 1)
              sessionStorage.setItem(`prepa.startupModalsSeen.${id}`, JSON.stringify(modals));
        },
        [tokens, modalsSeen, MAX_USER_ID, STARTUP_MODAL_ORDER],
      );
    }
    const cdp = await context.newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
    await page.addInitScript(() => {
      window.__longTasks = [];
      window.__lcp = 0;
      new PerformanceObserver((list) => {
        for (const e of list.getEntries()) window.__longTasks.push([e.startTime, e.duration]);
      }).observe({ type: 'longtask', buffered: true });
      new PerformanceObserver((list) => {
        for (const e of list.getEntries()) window.__lcp = e.startTime;
      }).observe({ type: 'largest-contentful-paint', buffered: true });
    });
    await page.goto(server + path);
    await page.waitForTimeout(settleMs);
    results.get(server).push(
      await page.evaluate(() => {
        const fcp = performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? 0;
        const tasks = window.__longTasks.filter(([start]) => start >= fcp);
        return {
          tbt: Math.round(tasks.reduce((sum, [, d]) => sum + Math.max(0, d - 50), 0)),
          lcp: Math.round(window.__lcp),
          longest: Math.round(Math.max(0, ...tasks.map(([, d]) => d))),
          lastEnd: Math.round(Math.max(0, ...tasks.map(([s, d]) => s + d))),
        };
      }),
    );
    await context.close();
  }
}
await browser.close();
for (const [server, list] of results) {
  const of = (key) => list.map((r) => r[key]);
  console.log(
    `${server}${path}  TBT median ${median(of('tbt'))} ms  runs ${of('tbt').join(', ')}` +
      `  LCP median ${median(of('lcp'))} ms  runs ${of('lcp').join(', ')}` +
      `  longest ${of('longest').join(', ')}  last ends ${of('lastEnd').join(', ')}`,
  );
}
