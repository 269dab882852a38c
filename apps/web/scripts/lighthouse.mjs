// Lighthouse performance of the built SPA (issue 11: ≥ 90 on Home and the catalogue), in headless
// Chromium (Debian's /usr/bin/chromium; lighthouse and chrome-launcher download no browser).
//
// Starts the built server (`apps/api/dist/server.js`: production, PGlite in a temporary DATA_DIR, demo
// seed, the web build of apps/web/dist) on a free port, launches Chromium once with chrome-launcher and
// audits each page with the mobile (default) and desktop presets, performance only:
//
// - the catalogue (`/catalog`) as a guest: localStorage emptied (Lighthouse's storage reset keeps it,
//   and with it a session left by the Home run), HTTP cache cleared;
// - Home (`/home`) as the demo student `student@example.com`: the script logs in through the API and
//   puts the token pair where the SPA keeps it (localStorage `prepa.accessToken` /
//   `prepa.refreshToken`) and the role that signing in remembers (`prepa.early.user`); HTTP cache
//   cleared.
// Both through playwright-core connected to the same Chromium; Lighthouse then runs with
// `disableStorageReset` so what was prepared stays.
//
// Prints the score and FCP, LCP, TBT, CLS, Speed Index per page and preset; exits 1 when a score is
// below the threshold. Needs `npm run build` first.
//
//   node scripts/lighthouse.mjs [--min 90] [--runs 1] [--only home,catalog] [--preset mobile,desktop]
//   node scripts/lighthouse.mjs --via h2 …   through an HTTPS proxy that speaks HTTP/2 to Chromium
//     (scripts/h2-proxy.mjs), as production's TLS-terminating load balancer does; without it Chromium
//     talks HTTP/1.1 to the server directly, six connections at most, and a page's scripts queue
//   LIGHTHOUSE_JSON=dir …   also writes each report's JSON there
//   LIGHTHOUSE_WEB_DIST=dir …   audits another web build (e.g. a copy of dist/ before a change)
//   LIGHTHOUSE_SERVER=file …   serves it with another API build (e.g. a copy of apps/api/dist/server.js)
import { spawn } from 'node:child_process';
import { once } from 'node:events';
import { existsSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import desktopConfig from 'lighthouse/core/config/desktop-config.js';
import { chromium } from 'playwright-core';
import { startH2Proxy } from './h2-proxy.mjs';

const root = fileURLToPath(new URL('../../../', import.meta.url));
const serverFile = process.env.LIGHTHOUSE_SERVER ?? join(root, 'apps/api/dist/server.js');
const webDist = process.env.LIGHTHOUSE_WEB_DIST ?? join(root, 'apps/web/dist');
const chromePath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const STUDENT = { email: 'student@example.com', password: 'demo1234' };

const PAGES = {
  home: { path: '/home', label: 'Home (/home, demo student)', signedIn: true },
  catalog: { path: '/catalog', label: 'Catalogue (/catalog, guest)', signedIn: false },
};
const PRESETS = {
  mobile: { extends: 'lighthouse:default', settings: { onlyCategories: ['performance'] } },
  desktop: { ...desktopConfig, settings: { ...desktopConfig.settings, onlyCategories: ['performance'] } },
};
const METRICS = [
  ['FCP', 'first-contentful-paint'],
  ['LCP', 'largest-contentful-paint'],
  ['TBT', 'total-blocking-time'],
  ['CLS', 'cumulative-layout-shift'],
  ['SI', 'speed-index'],
];

/** The built server on a free port; resolves with its base URL once it listens. */
async function startServer(dataDir) {
  const child = spawn(process.execPath, [serverFile], {
    env: {
      PATH: process.env.PATH ?? '',
      NODE_ENV: 'production',
      HOST: '127.0.0.1',
      PORT: '0',
      SEED: 'demo',
      LOG_LEVEL: 'warn',
      JWT_SECRET: 'lighthouse-secret-0123456789abcdef',
      DATA_DIR: dataDir,
      WEB_DIST_DIR: webDist,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stderr.on('data', (chunk) => (output += String(chunk)));
  const url = await new Promise((resolveUrl, reject) => {
    const timer = setTimeout(() => reject(new Error(`server not ready after 180 s:\n${output}`)), 180_000);
    child.stdout.on('data', (chunk) => {
      output += String(chunk);
      const found = /running at http:\/\/localhost:(\d+)/.exec(output);
      if (found) {
        clearTimeout(timer);
        resolveUrl(`http://127.0.0.1:${found[1]}`);
      }
    });
    child.once('exit', (code) => {
      clearTimeout(timer);
      reject(new Error(`server exited with ${code} before it listened:\n${output}`));
    });
  });
  return { url, child };
}

async function stop(child) {
  if (child.exitCode !== null || child.signalCode !== null) return;
  const exited = once(child, 'exit');
  child.kill('SIGTERM');
  const timer = setTimeout(() => child.kill('SIGKILL'), 15_000);
  await exited;
  clearTimeout(timer);
}

async function login(base) {
  const res = await fetch(`${base}/api/v3/auth/login/`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(STUDENT),
  });
  if (!res.ok) throw new Error(`login: ${res.status} ${await res.text()}`);
  return /** @type {{ access: string, refresh: string, user: { id: number, role: string } }} */ (
    await res.json()
  );
}

/**
 * Empties the origin's storage and the HTTP cache in Chromium's default profile; signs the demo student
 * in (through `apiBase`, the server itself: Node's fetch would refuse the proxy's certificate).
 */
async function prepareSession(base, port, signedIn, apiBase = base) {
  const browser = await chromium.connectOverCDP(`http://127.0.0.1:${port}`);
  try {
    const context = browser.contexts()[0];
    if (!context) throw new Error('Chromium has no default context');
    const page = await context.newPage();
    await page.goto(`${base}/sw.js`);
    const tokens = signedIn ? await login(apiBase) : null;
    await page.evaluate((pair) => {
      localStorage.clear();
      sessionStorage.clear();
      if (pair) {
        localStorage.setItem('prepa.accessToken', pair.access);
        localStorage.setItem('prepa.refreshToken', pair.refresh);
        // What signing in leaves on the device: whose session it is (shared/api/early.ts).
        localStorage.setItem('prepa.early.user', `${pair.user.id}:${pair.user.role}`);
      }
    }, tokens);
    const cdp = await context.newCDPSession(page);
    await cdp.send('Network.clearBrowserCache');
    await page.close();
  } finally {
    // Disconnects playwright only: the browser belongs to chrome-launcher.
    await browser.close();
  }
}

const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)];
};

async function main(argv) {
  const arg = (name, fallback) => {
    const i = argv.indexOf(`--${name}`);
    return i >= 0 ? argv[i + 1] : fallback;
  };
  const min = Number(arg('min', process.env.LIGHTHOUSE_MIN ?? 90));
  const runs = Number(arg('runs', process.env.LIGHTHOUSE_RUNS ?? 1));
  const only = arg('only', 'home,catalog').split(',');
  const presets = arg('preset', 'mobile,desktop').split(',');
  const via = arg('via', 'http1');
  if (via !== 'http1' && via !== 'h2') throw new Error(`--via ${via}: http1 or h2`);
  const jsonDir = process.env.LIGHTHOUSE_JSON;
  for (const file of [serverFile, join(webDist, 'index.html'), chromePath]) {
    if (!existsSync(file)) {
      console.error(`${file} is missing (run \`npm run build\`; Chromium at CHROMIUM_PATH)`);
      return 1;
    }
  }
  if (jsonDir) mkdirSync(jsonDir, { recursive: true });

  const dataDir = mkdtempSync(join(tmpdir(), 'prepa-lighthouse-'));
  const server = await startServer(join(dataDir, 'pglite'));
  const proxy = via === 'h2' ? await startH2Proxy(server.url, dataDir) : null;
  const base = proxy?.url ?? server.url;
  const chrome = await chromeLauncher.launch({
    chromePath,
    chromeFlags: [
      '--headless=new',
      '--no-sandbox',
      '--disable-gpu',
      '--disable-dev-shm-usage',
      // The proxy's certificate is self-signed for this run.
      ...(proxy ? ['--ignore-certificate-errors'] : []),
    ],
  });
  let failed = false;
  try {
    console.log(
      `Lighthouse ${min}+ (performance), ${runs} run(s) each, median shown; server ${server.url}${proxy ? `, through HTTP/2 at ${proxy.url}` : ''}`,
    );
    for (const name of only) {
      const target = PAGES[name];
      if (!target) throw new Error(`unknown page ${name} (${Object.keys(PAGES).join(', ')})`);
      for (const preset of presets) {
        const config = PRESETS[preset];
        if (!config) throw new Error(`unknown preset ${preset} (mobile, desktop)`);
        const results = [];
        for (let run = 0; run < runs; run += 1) {
          // Lighthouse's own storage reset leaves localStorage (where the session lives) alone.
          await prepareSession(base, chrome.port, target.signedIn, server.url);
          const result = await lighthouse(
            `${base}${target.path}`,
            { port: chrome.port, output: 'json', logLevel: 'error', disableStorageReset: true },
            config,
          );
          if (!result) throw new Error('lighthouse gave no result');
          const { lhr } = result;
          if (lhr.runtimeError) throw new Error(`${target.path}: ${lhr.runtimeError.message}`);
          if (lhr.finalDisplayedUrl && !lhr.finalDisplayedUrl.includes(target.path)) {
            throw new Error(`${target.path} ended at ${lhr.finalDisplayedUrl} (not signed in?)`);
          }
          results.push(lhr);
          if (jsonDir) writeFileSync(join(jsonDir, `${name}-${preset}-${run + 1}.json`), result.report);
        }
        const score = median(results.map((lhr) => Math.round((lhr.categories.performance.score ?? 0) * 100)));
        const metrics = METRICS.map(([label, id]) => {
          const value = median(results.map((lhr) => lhr.audits[id]?.numericValue ?? NaN));
          return `${label} ${id === 'cumulative-layout-shift' ? value.toFixed(3) : `${Math.round(value)} ms`}`;
        });
        const all = results.map((lhr) => Math.round((lhr.categories.performance.score ?? 0) * 100));
        const mark = score < min ? '  BELOW' : '';
        console.log(
          `  ${target.label.padEnd(30)} ${preset.padEnd(7)} ${String(score).padStart(3)}  ${metrics.join(', ')}${runs > 1 ? `  (runs ${all.join(' ')})` : ''}${mark}`,
        );
        if (mark) failed = true;
      }
    }
  } finally {
    chrome.kill();
    await proxy?.close();
    await stop(server.child);
    rmSync(dataDir, { recursive: true, force: true });
  }
  if (failed) console.error(`A page scored below ${min}`);
  return failed ? 1 : 0;
}

process.exitCode = await main(process.argv.slice(2));
