// Prints the gzip size of the JavaScript the login page needs to render and work (the entry, the
// login route's chunk and their static imports) and fails above the budget. Chunks the page fetches
// right after it renders (the GrowthBook SDK, the login form's zod validation) are listed apart.
import { readFileSync } from 'node:fs';
import { gzipSync } from 'node:zlib';
import { join } from 'node:path';

const BUDGET_KB = 200;
const dist = new URL('../dist/', import.meta.url).pathname;
const manifest = JSON.parse(readFileSync(join(dist, '.vite/manifest.json'), 'utf8'));

const files = new Set();
function visit(key, withDynamic) {
  const chunk = manifest[key];
  if (!chunk || files.has(chunk.file)) return;
  files.add(chunk.file);
  for (const dep of chunk.imports ?? []) visit(dep, false);
  if (withDynamic) for (const dep of chunk.dynamicImports ?? []) visit(dep, false);
}

const entryKey = Object.keys(manifest).find((k) => manifest[k].isEntry);
if (!entryKey) throw new Error('no entry in the Vite manifest');
visit(entryKey, false);
const loginKey = Object.keys(manifest).find((k) => k.endsWith('pages/auth/auth-page.tsx'));
if (!loginKey) throw new Error('the login page chunk is missing from the Vite manifest');
visit(loginKey, false);

const gz = (file) => gzipSync(readFileSync(join(dist, file))).length;
let total = 0;
for (const file of [...files].filter((f) => f.endsWith('.js'))) {
  const size = gz(file);
  total += size;
  console.log(`  ${file.padEnd(48)} ${(size / 1024).toFixed(1).padStart(7)} KB gzip`);
}
const kb = total / 1024;
console.log(`Login page JavaScript: ${kb.toFixed(1)} KB gzip (budget ${BUDGET_KB} KB)`);

// Fetched right after the first render: libraries the entry imports dynamically (flags SDK) and
// the non-page chunks the login chunk imports dynamically (validation).
const critical = new Set(files);
const deferredKeys = [
  ...(manifest[entryKey].dynamicImports ?? []).filter((k) => k.includes('node_modules')),
  ...(manifest[loginKey].dynamicImports ?? []),
  ...Object.keys(manifest).filter((k) => k.endsWith('login-schema.ts')),
];
const deferred = new Set();
const addDeferred = (key) => {
  const chunk = manifest[key];
  if (!chunk || critical.has(chunk.file) || deferred.has(chunk.file)) return;
  deferred.add(chunk.file);
  for (const dep of chunk.imports ?? []) addDeferred(dep);
};
for (const key of deferredKeys.filter((k) => k.includes('node_modules') || k.endsWith('login-schema.ts'))) {
  addDeferred(key);
}
const deferredTotal = [...deferred].reduce((sum, f) => sum + gz(f), 0) / 1024;
console.log(`Fetched after the first render (flags SDK, validation): ${deferredTotal.toFixed(1)} KB gzip`);
if (kb > BUDGET_KB) {
  console.error(`Over budget by ${(kb - BUDGET_KB).toFixed(1)} KB`);
  process.exit(1);
}
