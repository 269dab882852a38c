// The login weight check must fire. Fixture: a form enabled only by a chunk fetched after the first
// render (late.js, ~12 KB gzip), and the whole app (other-page.js) that the card hands over to on leaving, which must not count.
//   node --test scripts/report-size.test.mjs
import { execFile } from 'node:child_process';
import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { measureLoginPage, staticLoginPage } from './report-size.mjs';

const run = promisify(execFile);
const script = fileURLToPath(new URL('./report-size.mjs', import.meta.url));
const fixture = fileURLToPath(new URL('./fixtures/login-page/', import.meta.url));
const chromium = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

test('from the manifest: counts chunks fetched after the first render, not the app handed over to', () => {
  const scripts = staticLoginPage({ dist: fixture });
  assert.deepEqual([...scripts.keys()].sort(), [
    '/assets/auth-page.js',
    '/assets/entry.js',
    '/assets/late.js',
  ]);
  assert.ok((scripts.get('/assets/late.js') ?? 0) > 10 * 1024);
});

test(
  'in Chromium: counts what is fetched until the form is usable',
  { skip: !existsSync(chromium) },
  async () => {
    const scripts = await measureLoginPage({ dist: fixture });
    assert.deepEqual([...scripts.keys()].sort(), ['/assets/entry.js', '/assets/late.js']);
  },
);

test('fails above the budget and passes under it', async () => {
  await assert.rejects(run('node', [script, '--dist', fixture, '--budget', '10']), (error) => {
    assert.equal(error.code, 1);
    assert.match(error.stderr, /Over budget/);
    return true;
  });
  const { stdout } = await run('node', [script, '--dist', fixture, '--budget', '20']);
  assert.match(stdout, /until usable: \d+\.\d KB gzip in \d files \(budget 20 KB\)/);
});
