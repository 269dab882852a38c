// The login page's weight as a browser sees it (decision 003): serves the build, opens the login page
// in headless Chromium (Debian's /usr/bin/chromium, the e2e flags), types into the form so that
// everything it fetches to become usable (lazy route, validation, flags SDK…) is fetched, waits for
// the network to go idle, and sums the gzip size of every JavaScript file the page downloaded.
// Fails above the budget.
//
// Without Chromium (or with --static) it counts the same thing from the Vite manifest: the entry and
// the login card's chunk with their static imports and the feature modules they load lazily, not the
// whole app the card hands over to on leaving. `npm start` on a machine without Chromium builds
// through this path, so it must not count what a signed-out visitor never downloads.
//
//   node scripts/report-size.mjs [--dist <dir>] [--budget <KB>] [--static] [--path </auth/login>]
import { createServer } from 'node:http';
import { existsSync, readFileSync, statSync } from 'node:fs';
import { extname, join, normalize, resolve, sep } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import { chromium } from 'playwright-core';

export const BUDGET_KB = 150;
const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];
const TYPES = {
  '.html': 'text/html',
  '.js': 'text/javascript',
  '.css': 'text/css',
  '.json': 'application/json',
};

// Like the API (apps/api/src/http/static.ts), index.html carries the flag snapshot of every client
// key; our flags have no targeting rules, so the page needs no GrowthBook SDK to read them.
const SNAPSHOT = JSON.stringify(
  Object.fromEntries(
    ['prepa-ru', 'prepa-kz', 'prepa-one', 'prepa-academy'].map((k) => [k, { features: {} }]),
  ),
);

/** A static server of `dist` with the SPA's index.html fallback (with the flag snapshot); /api answers 404. */
function serve(dist) {
  const server = createServer((req, res) => {
    const path = decodeURIComponent(new URL(req.url ?? '/', 'http://x').pathname);
    let file = normalize(join(dist, path));
    if (!file.startsWith(dist + sep) || !existsSync(file) || statSync(file).isDirectory()) {
      if (path.startsWith('/api/') || path.startsWith('/assets/')) {
        res.writeHead(404, { 'content-type': 'application/json' }).end('{}');
        return;
      }
      file = join(dist, 'index.html');
    }
    res.writeHead(200, { 'content-type': TYPES[extname(file)] ?? 'application/octet-stream' });
    if (file.endsWith('index.html')) {
      const tag = `<script type="application/json" id="prepa-flags">${SNAPSHOT}</script>`;
      res.end(readFileSync(file, 'utf8').replace('</head>', `${tag}</head>`));
    } else res.end(readFileSync(file));
  });
  return new Promise((done) => server.listen(0, '127.0.0.1', () => done(server)));
}

/** The JavaScript files (path → gzip bytes) a browser downloads until the login form is usable. */
export async function measureLoginPage({ dist, path = '/auth/login', executablePath = chromiumPath() }) {
  const root = resolve(dist);
  const server = await serve(root);
  const { port } = server.address();
  const browser = await chromium.launch({ executablePath, args: CHROMIUM_ARGS });
  const scripts = new Map();
  try {
    const page = await browser.newPage();
    page.on('response', (response) => {
      const url = new URL(response.url());
      const type = response.headers()['content-type'] ?? '';
      if (response.status() === 200 && (type.includes('javascript') || url.pathname.endsWith('.js'))) {
        scripts.set(url.pathname, gzipSync(readFileSync(join(root, url.pathname))).length);
      }
    });
    await page.goto(`http://127.0.0.1:${port}${path}`, { waitUntil: 'networkidle' });
    const submit = page.getByTestId('login-submit');
    await submit.waitFor({ state: 'visible', timeout: 30_000 });
    // Typing runs validation: whatever the form loads to check and submit is fetched now.
    await page.getByTestId('login-identifier').fill('student@example.com');
    await page.getByTestId('login-password').fill('secret123');
    await page.waitForFunction(
      () => !document.querySelector('[data-testid="login-submit"]')?.hasAttribute('disabled'),
    );
    await page.waitForLoadState('networkidle');
    await page.waitForTimeout(300);
  } finally {
    await browser.close();
    server.close();
  }
  return scripts;
}

/** The chunk a signed-out first visit to /auth/login starts (decision 003, `src/main.tsx`). */
const LOGIN_FIRST = 'src/app/login-first.tsx';
/** Lazy modules the login card may fetch to become usable (validation and the like) live here. */
const LAZY_FOR_THE_FORM = /^src\/(features|shared)\//;

/**
 * The manifest's answer to the same question (see the header): the entry and the login card's chunk
 * with everything they import statically, and the feature or shared modules they import lazily. Other
 * dynamic imports are left out: the entry's other one is the whole app (`boot`, for everyone but a
 * signed-out first visit), and the card's others are the hand-over to that app on leaving, the
 * recovery form and the toasts, each loaded only when used.
 */
export function staticLoginPage({ dist }) {
  const root = resolve(dist);
  const manifest = JSON.parse(readFileSync(join(root, '.vite/manifest.json'), 'utf8'));
  const entry = Object.keys(manifest).find((k) => manifest[k].isEntry);
  if (!entry) throw new Error('no entry in the Vite manifest');
  if (!manifest[LOGIN_FIRST]) throw new Error(`${LOGIN_FIRST} is missing from the Vite manifest`);
  const seen = new Set();
  const visit = (key) => {
    const chunk = manifest[key];
    if (!chunk || seen.has(key)) return;
    seen.add(key);
    for (const dep of chunk.imports ?? []) visit(dep);
    for (const dep of chunk.dynamicImports ?? []) if (LAZY_FOR_THE_FORM.test(dep)) visit(dep);
  };
  visit(entry);
  visit(LOGIN_FIRST);
  const scripts = new Map();
  for (const key of seen) {
    const file = manifest[key].file;
    if (file.endsWith('.js')) scripts.set(`/${file}`, gzipSync(readFileSync(join(root, file))).length);
  }
  return scripts;
}

const chromiumPath = () => process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

async function main(argv) {
  const arg = (name, fallback) => {
    const i = argv.indexOf(`--${name}`);
    return i >= 0 ? argv[i + 1] : fallback;
  };
  const dist = arg('dist', fileURLToPath(new URL('../dist/', import.meta.url)));
  const budget = Number(arg('budget', process.env.LOGIN_JS_BUDGET_KB ?? BUDGET_KB));
  const inBrowser = !argv.includes('--static') && existsSync(chromiumPath());
  const scripts = inBrowser
    ? await measureLoginPage({ dist, path: arg('path', '/auth/login') })
    : staticLoginPage({ dist });
  console.log(inBrowser ? 'Measured in Chromium:' : 'Counted from the Vite manifest (no Chromium):');
  let total = 0;
  for (const [file, size] of [...scripts].sort((a, b) => b[1] - a[1])) {
    total += size;
    console.log(`  ${file.padEnd(52)} ${(size / 1024).toFixed(1).padStart(7)} KB gzip`);
  }
  const kb = total / 1024;
  console.log(
    `Login page JavaScript until usable: ${kb.toFixed(1)} KB gzip in ${scripts.size} files (budget ${budget} KB)`,
  );
  if (scripts.size === 0) {
    console.error('No JavaScript was measured: is the build there?');
    return 1;
  }
  if (kb > budget) {
    console.error(`Over budget by ${(kb - budget).toFixed(1)} KB`);
    return 1;
  }
  return 0;
}

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  process.exitCode = await main(process.argv.slice(2));
}
