// The route weight check must fire. Fixture (scripts/fixtures/routes): a shell (entry, boot, layouts,
// a shared chunk), a small page, and a big page with a chunk only it needs (~3 KB gzip), a chunk it
// shares with the small page but not with the shell, and a lazy player (~30 KB gzip) that must not count.
//   node --test scripts/report-routes.test.mjs
import { execFile } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { routeNamesByModule, routeSizes } from './report-routes.mjs';

const run = promisify(execFile);
const script = fileURLToPath(new URL('./report-routes.mjs', import.meta.url));
const fixture = fileURLToPath(new URL('./fixtures/routes/', import.meta.url));
const pages = fileURLToPath(new URL('./fixtures/routes/pages.ts', import.meta.url));

test('a route adds its chunk and the chunks the shell lacks, not its lazy imports', () => {
  const { shell, routes } = routeSizes({ dist: fixture, pagesSource: readFileSync(pages, 'utf8') });
  assert.equal(shell.files, 4); // entry (index.html), boot, shell-layouts, shared
  assert.deepEqual(
    routes.map((r) => [r.module, r.names, r.files.map((f) => f.file).sort()]),
    [
      [
        'src/pages/big/big-page.tsx',
        ['Big', 'BigToo'],
        ['/assets/big-only.js', '/assets/big-page.js', '/assets/pages-common.js'],
      ],
      ['src/pages/small/small-page.tsx', ['Small'], ['/assets/pages-common.js', '/assets/small-page.js']],
    ],
  );
  const [big] = routes;
  assert.ok(big && big.bytes > 4 * 1024 && big.bytes < 5 * 1024);
});

test('reads route names from the real page table', () => {
  const source = readFileSync(fileURLToPath(new URL('../src/app/router/pages.ts', import.meta.url)), 'utf8');
  const names = routeNamesByModule(source);
  assert.deepEqual(names.get('src/pages/home/home-page'), ['Home']);
  assert.deepEqual(names.get('src/pages/shop/catalog-start-page'), ['CatalogStart']);
  assert.ok(names.get('src/pages/shop/shop-pages')?.includes('Catalog'));
});

test('fails above the budget and passes under it', async () => {
  const args = [script, '--dist', fixture, '--pages', pages];
  await assert.rejects(run('node', [...args, '--budget', '4']), (error) => {
    assert.equal(error.code, 1);
    assert.match(error.stdout, /Big, BigToo {2}OVER/);
    assert.match(error.stderr, /Over the route budget: src\/pages\/big\/big-page\.tsx/);
    return true;
  });
  const { stdout } = await run('node', [...args, '--budget', '5']);
  assert.match(stdout, /2 route modules, largest 4\.\d KB gzip, sum \d+\.\d KB \(budget 5 KB per route\)/);
});
