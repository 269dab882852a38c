// What each route adds on top of the shared shell (issue 11: every route chunk ≤ 50 KB gzip), from the
// Vite manifest of the build.
//
// The shell is what a signed-in page needs whatever the route: the entry, the app chunk the entry
// imports dynamically (boot: start-up, router, providers; not the login-first card) and the layouts'
// chunk (shell-layouts: header, sidebar, menus), each with its static imports, and Mantine's overlays
// (Popover, Menu, Modal), which the header imports when the browser is idle 4 s after its first render
// (printed apart: the part before the first paint is the rest). A route is a page module the app
// imports dynamically (`src/pages/**`); what it adds is the page's chunk and every chunk
// it imports statically that is not already in the shell (the chunks only it needs, and those it shares
// with other pages but not with the shell: a browser coming from another route may hold those, one
// opening the route directly does not, so they count). What a page imports dynamically itself (a
// player, a chart, a chat) loads after it renders and is not counted here.
// Fails when a route adds more than the budget.
//
//   node scripts/report-routes.mjs [--dist <dir>] [--budget <KB>] [--pages <pages.ts>]
import { existsSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';

export const ROUTE_BUDGET_KB = 50;
const LOGIN_FIRST = 'src/app/login-first.tsx';
const SHELL_LAYOUTS = 'src/app/layouts/shell-layouts.tsx';
// Mantine's overlays, which the header imports when the browser is idle 4 s after its first render
// (src/app/layouts/overlays.ts): every session with a header loads them, so they count with the shell.
const OVERLAYS = 'src/app/layouts/overlays.ts';

/** The manifest keys reachable from `roots` through static imports. */
function closure(manifest, roots) {
  const seen = new Set();
  const visit = (key) => {
    if (!manifest[key] || seen.has(key)) return;
    seen.add(key);
    for (const dep of manifest[key].imports ?? []) visit(dep);
  };
  for (const root of roots) visit(root);
  return seen;
}

/**
 * Route names per page module (manifest key without extension), read from the router's page table
 * (`src/app/router/pages.ts`): `Name: page(() => import('../../pages/x/y'), …)` or
 * `Name: page(alias, …)` with `const alias = () => import('../../pages/x/y')`.
 */
export function routeNamesByModule(source) {
  const toKey = (spec) => `src/${spec.replace(/^(\.\.\/)+/, '')}`;
  const aliases = new Map();
  for (const [, alias, spec] of source.matchAll(/const (\w+) = \(\) => import\('([^']+)'\)/g)) {
    aliases.set(alias, toKey(spec));
  }
  const names = new Map();
  const pageCall = /(\w+): page\(\s*(?:\(\) => import\('([^']+)'\)|(\w+))/g;
  for (const [, name, spec, alias] of source.matchAll(pageCall)) {
    const key = spec ? toKey(spec) : aliases.get(alias);
    if (!key) continue;
    names.set(key, [...(names.get(key) ?? []), name]);
  }
  return names;
}

/**
 * Every route module with the files it adds to the shell and their gzip size, largest first, and the
 * shell itself.
 */
export function routeSizes({ dist, pagesSource = '' }) {
  const root = resolve(dist);
  const manifest = JSON.parse(readFileSync(join(root, '.vite/manifest.json'), 'utf8'));
  const entry = Object.keys(manifest).find((k) => manifest[k].isEntry);
  if (!entry) throw new Error('no entry in the Vite manifest');
  const apps = (manifest[entry].dynamicImports ?? []).filter((k) => k !== LOGIN_FIRST);
  if (apps.length === 0) throw new Error('the entry imports no app chunk');
  if (!manifest[SHELL_LAYOUTS]) throw new Error(`${SHELL_LAYOUTS} is missing from the Vite manifest`);
  const shell = closure(manifest, [entry, ...apps, SHELL_LAYOUTS, OVERLAYS]);

  const gzipped = new Map();
  const sizeOf = (key) => {
    const file = manifest[key].file;
    if (!file.endsWith('.js')) return 0;
    if (!gzipped.has(file)) gzipped.set(file, gzipSync(readFileSync(join(root, file))).length);
    return gzipped.get(file);
  };
  const sum = (keys) => [...keys].reduce((total, key) => total + sizeOf(key), 0);

  const modules = new Set();
  for (const key of shell) {
    for (const dep of manifest[key].dynamicImports ?? []) if (dep.startsWith('src/pages/')) modules.add(dep);
  }
  const names = routeNamesByModule(pagesSource);
  const routes = [...modules].map((module) => {
    const added = [...closure(manifest, [module])].filter((key) => !shell.has(key));
    const files = added
      .map((key) => ({ file: `/${manifest[key].file}`, bytes: sizeOf(key) }))
      .filter((f) => f.file.endsWith('.js'))
      .sort((a, b) => b.bytes - a.bytes);
    return {
      module,
      names: names.get(module.replace(/\.[jt]sx?$/, '')) ?? [],
      files,
      bytes: files.reduce((total, f) => total + f.bytes, 0),
    };
  });
  routes.sort((a, b) => b.bytes - a.bytes);
  const startup = closure(manifest, [entry, ...apps, SHELL_LAYOUTS]);
  return {
    shell: { files: shell.size, bytes: sum(shell), startupBytes: sum(startup), startupFiles: startup.size },
    routes,
  };
}

const kb = (bytes) => (bytes / 1024).toFixed(1);

async function main(argv) {
  const arg = (name, fallback) => {
    const i = argv.indexOf(`--${name}`);
    return i >= 0 ? argv[i + 1] : fallback;
  };
  const dist = arg('dist', fileURLToPath(new URL('../dist/', import.meta.url)));
  const budget = Number(arg('budget', process.env.ROUTE_JS_BUDGET_KB ?? ROUTE_BUDGET_KB));
  const pages = arg('pages', fileURLToPath(new URL('../src/app/router/pages.ts', import.meta.url)));
  const pagesSource = existsSync(pages) ? readFileSync(pages, 'utf8') : '';
  const { shell, routes } = routeSizes({ dist, pagesSource });
  console.log(`Shared shell (entry, app, layouts): ${kb(shell.bytes)} KB gzip in ${shell.files} chunks`);
  console.log(
    `  of which before the first paint: ${kb(shell.startupBytes)} KB gzip in ${shell.startupFiles} chunks (the rest: overlays, after it)`,
  );
  console.log('What each route adds on top of it (its page chunk and the chunks the shell lacks):');
  let total = 0;
  const over = [];
  for (const route of routes) {
    total += route.bytes;
    const flag = route.bytes / 1024 > budget ? '  OVER' : '';
    const names = route.names.length > 0 ? route.names.join(', ') : route.module;
    console.log(
      `  ${kb(route.bytes).padStart(6)} KB gzip  ${String(route.files.length).padStart(2)} files  ${names}${flag}`,
    );
    if (flag) {
      over.push(route);
      for (const f of route.files.slice(0, 5)) console.log(`      ${kb(f.bytes).padStart(6)} KB  ${f.file}`);
    }
  }
  const largest = routes[0];
  console.log(
    `${routes.length} route modules, largest ${largest ? kb(largest.bytes) : 0} KB gzip, sum ${kb(total)} KB (budget ${budget} KB per route)`,
  );
  if (routes.length === 0) {
    console.error('No route module was found: is the build there?');
    return 1;
  }
  if (over.length > 0) {
    console.error(`Over the route budget: ${over.map((r) => r.module).join(', ')}`);
    return 1;
  }
  return 0;
}

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  process.exitCode = await main(process.argv.slice(2));
}
