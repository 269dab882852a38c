import { defineConfig, devices } from '@playwright/test';

const PORT = Number(process.env.E2E_PORT ?? 3100);
export const BASE_URL = `http://127.0.0.1:${PORT}`;
/**
 * The same server under the KZ platform's host name (PLATFORM_HOSTS below; Chromium resolves it to
 * 127.0.0.1). Pages opened here get KZ from the server; API calls from the tests themselves stay on
 * BASE_URL and say `X-Platform: KZ`, which the server honours outside production.
 */
export const KZ_HOST = 'kz.prepa.test';
export const KZ_URL = `http://${KZ_HOST}:${PORT}`;

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
  timeout: 60_000,
  expect: { timeout: 10_000 },
  fullyParallel: false,
  workers: 1,
  retries: process.env.CI ? 1 : 0,
  reporter: process.env.CI ? [['list']] : [['list']],
  use: {
    baseURL: BASE_URL,
    locale: 'ru-RU',
    timezoneId: 'Europe/Moscow',
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
  },
  projects: [
    { name: 'desktop', use: { ...devices['Desktop Chrome'], channel: undefined, launchOptions: chromium } },
    {
      name: 'phone',
      use: {
        viewport: { width: 360, height: 740 },
        isMobile: true,
        hasTouch: true,
        deviceScaleFactor: 2,
        launchOptions: chromium,
      },
    },
  ],
  webServer: {
    command: 'node ../apps/api/dist/server.js',
    url: `${BASE_URL}/api/health/`,
    reuseExistingServer: false,
    timeout: 120_000,
    stdout: 'pipe',
    env: {
      PORT: String(PORT),
      HOST: '127.0.0.1',
      DATA_DIR: 'memory://',
      SEED: 'demo',
      DEV_OUTBOX: '1',
      NODE_ENV: 'test',
      LOG_LEVEL: 'warn',
      PUBLIC_URL: BASE_URL,
      // Every journey registers its students from 127.0.0.1: the per-IP SMS cap would stop the suite.
      OTP_PER_IP_PER_HOUR: '1000',
      PLATFORM_HOSTS: `${KZ_HOST}=KZ`,
    },
  },
});
