import { defineConfig, devices } from '@playwright/test';

/**
 * Each project (desktop, 360 px phone) has a server and an embedded database of its own, so the two
 * run side by side without sharing the demo students: desktop on E2E_PORT, the phone on the next port.
 */
const PORT = Number(process.env.E2E_PORT ?? 3100);
const PORTS = { desktop: PORT, phone: PORT + 1 } as const;
const urlOf = (port: number) => `http://127.0.0.1:${port}`;
/**
 * The same servers under the KZ platform's host name (PLATFORM_HOSTS below; Chromium resolves it to
 * 127.0.0.1). Pages opened there get KZ from the server; API calls from the tests themselves stay on
 * 127.0.0.1 and say `X-Platform: KZ`, which the server honours outside production. Journeys take the
 * address of their project's server from the `kzUrl` fixture.
 */
export const KZ_HOST = 'kz.prepa.test';

/**
 * With E2E_DATABASE_URL (CI sets PostgreSQL's) each server keeps its data in a schema of its own there,
 * emptied before it starts (fresh-schema.mjs): the database work leaves the servers' event loops.
 * Without it, each server runs an embedded PGlite in memory.
 */
const PG_URL = process.env.E2E_DATABASE_URL;
const databaseOf = (port: number): Record<string, string> =>
  PG_URL ? { DATABASE_URL: PG_URL, DB_SCHEMA: `e2e_${port}` } : { DATA_DIR: 'memory://' };

/**
 * With `E2E_PHONE=core` (set by `.ci/run`) the 360 px phone runs only the journeys through the screens
 * whose layout changes most on a phone: the shell (header, menus, drawers), the shop (catalogue, cart,
 * payment) and sign-in and registration. Every journey on both sizes took CI to 36 minutes on a slower
 * two-core machine (27 November: 26 minutes of journeys), past its 30-minute budget. Without it (`npm
 * run test:e2e`) the phone runs every journey.
 */
const PHONE_CORE = ['shell', 'shop', 'auth'].map((name) => `**/${name}.spec.ts`);
const phoneJourneys = process.env.E2E_PHONE === 'core' ? { testMatch: PHONE_CORE } : {};

/**
 * Journeys run in Debian's Chromium (/usr/bin/chromium), never a downloaded browser, against the
 * built server (`npm run build` first) on a throw-away embedded database with the demo seed.
 */
const chromium = {
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: [
    '--no-sandbox',
    '--disable-gpu',
    '--disable-quic',
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
    '--no-first-run',
    `--host-resolver-rules=MAP ${KZ_HOST} 127.0.0.1`,
  ],
};

export default defineConfig({
  testDir: './tests',
  // One folder per port: CI runs two shards at once, and each run empties its output folder first.
  outputDir: `test-results/${PORT}`,
  // CI's two cores run two servers, two browsers and PostgreSQL: a journey that takes 40 s alone can take 70.
  timeout: process.env.CI ? 120_000 : 60_000,
  // CI runs two servers, two browsers and PostgreSQL on two cores: a first visit to a page (its chunk, its
  // queries) has been seen to take 12 s there, which is load, not a defect.
  expect: { timeout: process.env.CI ? 20_000 : 10_000 },
  fullyParallel: false,
  // One worker per project (below): the projects run at the same time, each on its own server.
  workers: 2,
  retries: process.env.CI ? 1 : 0,
  reporter: process.env.CI ? [['list']] : [['list']],
  use: {
    locale: 'ru-RU',
    timezoneId: 'Europe/Moscow',
    // Only a retried test records a trace: recording every test (to keep the failures') cost CI's two cores
    // a screencast per journey.
    trace: 'on-first-retry',
    // The app honours reduced motion (theme.respectReducedMotion): axe then never measures a modal
    // half-way through fading in.
    reducedMotion: 'reduce',
    screenshot: 'only-on-failure',
  },
  projects: [
    {
      name: 'desktop',
      workers: 1,
      use: {
        ...devices['Desktop Chrome'],
        channel: undefined,
        launchOptions: chromium,
        baseURL: urlOf(PORTS.desktop),
      },
    },
    {
      name: 'phone',
      workers: 1,
      ...phoneJourneys,
      use: {
        baseURL: urlOf(PORTS.phone),
        viewport: { width: 360, height: 740 },
        isMobile: true,
        hasTouch: true,
        // Layout is in CSS pixels; a 1× device renders a quarter of the pixels on CI's two cores.
        deviceScaleFactor: 1,
        launchOptions: chromium,
      },
    },
  ],
  webServer: Object.values(PORTS).map((port) => ({
    command: PG_URL
      ? `node fresh-schema.mjs e2e_${port} && node ../apps/api/dist/server.js`
      : 'node ../apps/api/dist/server.js',
    url: `${urlOf(port)}/api/health/`,
    reuseExistingServer: false,
    timeout: 120_000,
    stdout: 'pipe' as const,
    env: {
      PORT: String(port),
      HOST: '127.0.0.1',
      ...databaseOf(port),
      SEED: 'demo',
      DEV_OUTBOX: '1',
      NODE_ENV: 'test',
      LOG_LEVEL: 'warn',
      // Notifications reach sockets within a quarter of a second (off by default under NODE_ENV=test).
      NOTIFICATION_DISPATCH_MS: '250',
      PUBLIC_URL: urlOf(port),
      // Every journey registers its students from 127.0.0.1: the per-IP SMS cap would stop the suite.
      OTP_PER_IP_PER_HOUR: '1000',
      PLATFORM_HOSTS: `${KZ_HOST}=KZ`,
    },
  })),
});
