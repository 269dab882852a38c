/**
 * Long tasks after the first paint, in Chromium with its CPU slowed 4× (a phone), on running servers:
 * the blocking time Lighthouse estimates from an unthrottled trace, measured instead. Alternates the
 * servers run by run so that a busy minute hits all of them alike.
 *
 *   node apps/web/scripts/long-tasks.mjs --runs 6 --path /catalog http://127.0.0.1:3457 http://127.0.0.1:3458
 *
 * Prints per server the median and every run's total blocking time (each long task's time over 50 ms),
 * the longest task and the end of the last one (ms from navigation).
 */
import { chromium } from 'playwright-core';

const args = process.argv.slice(2);
const option = (name, fallback) => {
  const i = args.indexOf(`--${name}`);
  return i >= 0 ? args.splice(i, 2)[1] : fallback;
};
const runs = Number(option('runs', 6));
const path = option('path', '/catalog');
const settleMs = Number(option('settle', 7000));
const servers = args;
if (servers.length === 0) throw new Error('give the base URL of at least one running server');

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
    const cdp = await context.newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
    await page.addInitScript(() => {
      window.__longTasks = [];
      new PerformanceObserver((list) => {
        for (const e of list.getEntries()) window.__longTasks.push([e.startTime, e.duration]);
      }).observe({ type: 'longtask', buffered: true });
    });
    await page.goto(server + path);
    await page.waitForTimeout(settleMs);
    results.get(server).push(
      await page.evaluate(() => {
        const fcp = performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? 0;
        const tasks = window.__longTasks.filter(([start]) => start >= fcp);
        return {
          tbt: Math.round(tasks.reduce((sum, [, d]) => sum + Math.max(0, d - 50), 0)),
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
  const sorted = list.map((r) => r.tbt).sort((a, b) => a - b);
  console.log(
    `${server}${path}  TBT median ${sorted[sorted.length >> 1]} ms  runs ${list.map((r) => r.tbt).join(', ')}` +
      `  longest ${list.map((r) => r.longest).join(', ')}  last ends ${list.map((r) => r.lastEnd).join(', ')}`,
  );
}
