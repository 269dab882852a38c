/**
 * Load figures of the built server, beside a bare Fastify route measured in the same run:
 * `npm run build && npm run bench` (this file is its first step; the socket bench is the last).
 *
 * Builds nothing: it starts `apps/api/dist/server.js` as its own child process (`node`, production mode,
 * demo seed, no request logs) and a bare Fastify route in another child, and loads both from this
 * process with autocannon, so the load generator never shares the server's event loop.
 * Once on PGlite (a fresh DATA_DIR in a temporary directory), then on PostgreSQL when DATABASE_URL is
 * set or postgres://postgres@127.0.0.1:5432/postgres answers, in a schema dropped afterwards
 * (REDIS_URL, when set, is passed on with a prefix of its own).
 * Every authenticated read is measured twice: at its maximum rate, then at half of it (autocannon
 * `overallRate`) for the p99 a not-saturated server gives.
 *
 * BENCH_DURATION seconds per target (default 5) after BENCH_WARMUP seconds of unmeasured load (default 2);
 * BENCH_CONNECTIONS (default 10);
 * BENCH_DB=pglite|postgres to measure one database; BENCH_ONLY=cart,verify… to measure some targets;
 * BENCH_SWEEP=1 adds every other GET of the OpenAPI document a student may call without a path id or a
 * required query (one pass each at the maximum rate, as whichever demo student it answers 200 for);
 * BENCH_PROFILE_DIR=dir to run the server under `node --cpu-prof` (one .cpuprofile per database);
 * BENCH_SERVER=apps/api/dist-old/server.js to measure another build.
 * Not a test: it prints tables and exits.
 */
import { fork, spawn, type ChildProcess } from 'node:child_process';
import { once } from 'node:events';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { cpus, loadavg, tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { fileURLToPath } from 'node:url';
import autocannon from 'autocannon';
import Fastify from 'fastify';
import pg from 'pg';

const duration = Number(process.env.BENCH_DURATION ?? 5);
/**
 * Seconds of unmeasured load before each target's first pass. A student meets a server that has run
 * for hours: its JavaScript is optimised and PGlite's WebAssembly compiled by V8's optimising tier,
 * which takes thousands of calls of the same path (a cold PGlite answered a query 3–5× slower over its
 * first 5,000 calls, docs/performance.md). 0 measures the cold server.
 */
const warmup = Number(process.env.BENCH_WARMUP ?? 2);
const connections = Number(process.env.BENCH_CONNECTIONS ?? 10);
const only = process.env.BENCH_ONLY?.split(',').map((s) => s.trim()) ?? null;
/** BENCH_SERVER compares another build (keep it at the depth of dist/: the server finds its migrations from there). */
const serverFile = process.env.BENCH_SERVER
  ? resolve(process.env.BENCH_SERVER)
  : fileURLToPath(new URL('../dist/server.js', import.meta.url));
const defaultPostgres = 'postgres://postgres@127.0.0.1:5432/postgres';
/**
 * What Chromium sends with every request: the API answers a browser compressed, so a read is measured
 * with its compression (before 28 November the bench asked for none and measured uncompressed answers).
 */
const BROWSER_HEADERS = { 'accept-encoding': 'gzip, deflate, br, zstd' };
const student = { email: 'student2@example.com', password: 'demo1234' };
const homeworkStudent = { email: 'homework-student@example.com', password: 'demo1234' };

interface Target {
  key: string;
  name: string;
  /** Authenticated reads get the second pass at half their maximum rate. */
  read: boolean;
  /** A read found by BENCH_SWEEP: measured once, at its maximum rate. */
  swept?: boolean;
  options: Pick<autocannon.Options, 'url' | 'method' | 'headers' | 'body'>;
}

interface Measure {
  rps: number;
  p50: number;
  p99: number;
  errors: number;
  /** CPU time of the server process per request (Linux /proc; the PostgreSQL backends are not in it). */
  cpuMs?: number;
}

/** User + system CPU seconds of a process so far, from /proc (null elsewhere). */
function cpuSeconds(pid: number | undefined): number | null {
  if (pid === undefined) return null;
  try {
    const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]?.split(' ') ?? [];
    // utime and stime are fields 14 and 15 of stat, in clock ticks (100 per second on Linux).
    return (Number(fields[11]) + Number(fields[12])) / 100;
  } catch {
    return null;
  }
}

interface Row extends Measure {
  key: string;
  name: string;
  /** autocannon `overallRate`: each connection sends its quota for the second back to back, then waits. */
  half?: Measure & { rate: number };
  /** The read measured again while logins (argon2id) load the server from other connections. */
  burst?: Measure;
  /** The logins' own rate during that burst: what the reads' share costs them. */
  burstLogins?: Measure;
}

/* ------------------------------------------------------------------ bare route (child process) */

/**
 * The same bare route plus one database round trip and nothing else (`SELECT 1`, prepared; a pool of
 * 10 on PostgreSQL, an in-memory PGlite in the process otherwise): the ceiling of any route that must
 * ask the database, to read the "20% of the bare route" target against.
 */
async function oneQuery(databaseUrl: string | undefined): Promise<() => Promise<unknown>> {
  if (databaseUrl) {
    const pool = new pg.Pool({ connectionString: databaseUrl, max: 10 });
    return () => pool.query({ name: 'bench_floor', text: 'SELECT 1 AS one' });
  }
  const { PGlite } = await import('@electric-sql/pglite');
  const db = await PGlite.create();
  return () => db.query('SELECT 1 AS one');
}

async function runBare() {
  const app = Fastify({ logger: false });
  app.get('/bare', async () => ({ ok: true }));
  const query = await oneQuery(process.env.BENCH_BARE_DATABASE_URL || undefined);
  app.get('/bare-query', async () => {
    await query();
    return { ok: true };
  });
  const url = await app.listen({ port: 0, host: '127.0.0.1' });
  process.send?.({ url });
  process.on('disconnect', () => process.exit(0));
}

/* ------------------------------------------------------------------ children */

interface Child {
  url: string;
  process: ChildProcess;
}

async function startBare(databaseUrl?: string): Promise<Child> {
  const child = fork(fileURLToPath(import.meta.url), ['bare'], {
    stdio: 'inherit',
    env: { ...process.env, BENCH_BARE_DATABASE_URL: databaseUrl ?? '' },
  });
  const [message] = (await once(child, 'message')) as [{ url: string }];
  return { url: message.url, process: child };
}

async function startServer(env: Record<string, string>, profileDir?: string): Promise<Child> {
  const args = profileDir ? ['--cpu-prof', '--cpu-prof-dir', profileDir, serverFile] : [serverFile];
  const child = spawn(process.execPath, args, {
    env: {
      PATH: process.env.PATH ?? '',
      NODE_ENV: 'production',
      HOST: '127.0.0.1',
      PORT: '0',
      SEED: 'demo',
      LOG_LEVEL: 'warn',
      JWT_SECRET: 'bench-secret-0123456789abcdef',
      WEB_DIST_DIR: '/nonexistent',
      // The hashing settings (ARGON2_DUTY, ARGON2_CONCURRENCY…) of the bench's own environment, to compare them.
      ...Object.fromEntries(
        Object.entries(process.env).filter(
          (entry): entry is [string, string] => entry[0].startsWith('ARGON2_') && entry[1] !== undefined,
        ),
      ),
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stderr?.on('data', (chunk: Buffer) => {
    output += String(chunk);
    process.stderr.write(chunk);
  });
  return new Promise((resolvePromise, reject) => {
    const timer = setTimeout(() => reject(new Error(`server not ready after 180 s:\n${output}`)), 180_000);
    child.stdout?.on('data', (chunk: Buffer) => {
      output += String(chunk);
      const found = /running at http:\/\/localhost:(\d+)/.exec(output);
      if (found) {
        clearTimeout(timer);
        resolvePromise({ url: `http://127.0.0.1:${found[1]}`, process: child });
      }
    });
    child.once('exit', (code) => {
      clearTimeout(timer);
      reject(new Error(`server exited with ${code} before it listened:\n${output}`));
    });
  });
}

async function stop(child: ChildProcess) {
  if (child.exitCode !== null || child.signalCode !== null) return;
  const exited = once(child, 'exit');
  child.kill('SIGTERM');
  const timer = setTimeout(() => child.kill('SIGKILL'), 15_000);
  await exited;
  clearTimeout(timer);
}

/* ------------------------------------------------------------------ bench data, through the API */

async function call<T>(url: string, init: RequestInit = {}): Promise<T> {
  const res = await fetch(url, init);
  if (!res.ok) throw new Error(`${init.method ?? 'GET'} ${url}: ${res.status} ${await res.text()}`);
  return (await res.json()) as T;
}

async function login(base: string, who: { email: string; password: string }) {
  const { access } = await call<{ access: string }>(`${base}/api/v3/auth/login/`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(who),
  });
  return { ...BROWSER_HEADERS, authorization: `Bearer ${access}`, 'content-type': 'application/json' };
}

/** The demo seed's fresh student with one course in the cart, and the homework journey's student. */
async function prepare(base: string): Promise<Target[]> {
  const auth = await login(base, student);
  const catalogue = `${base}/api/v2/shop/products/`;
  const page = await call<{ results: { id: number }[] }>(`${catalogue}?limit=20`, { headers: auth });
  let inCart = false;
  for (const p of page.results) {
    const added = await fetch(`${base}/api/cart/`, {
      method: 'POST',
      headers: auth,
      body: JSON.stringify({ item: { product: p.id, pack: null } }),
    });
    if (added.ok) {
      inCart = true;
      break;
    }
  }
  if (!inCart) throw new Error('no demo product could be added to the cart');

  const hwAuth = await login(base, homeworkStudent);
  const list = await call<{ results: { id: number; status: string }[] }>(`${base}/api/v2/homework/`, {
    headers: hwAuth,
  });
  const open = list.results.find((h) => h.status === 'UNDONE') ?? list.results[0];
  if (!open) throw new Error('the homework student has no homework');
  // The write a student makes most: the draft saved as they type (the first short answer of the open work).
  const detail = await call<{ tasks: { id: number; kind: string }[] }>(
    `${base}/api/v2/homework/${open.id}/`,
    {
      headers: hwAuth,
    },
  );
  const short = detail.tasks.find((task) => task.kind === 'SHORT');
  if (!short) throw new Error('the open homework has no short-answer task');
  const draft = JSON.stringify({ answers: { [short.id]: { kind: 'SHORT', value: '2,5' } } });
  // A student opening their work has usually saved some of it: the read then returns their submission
  // (before 28 November the bench read the work before anything was saved, without one).
  await call(`${base}/api/v2/homework/${open.id}/draft/`, { method: 'PATCH', headers: hwAuth, body: draft });

  const get = (key: string, name: string, url: string, headers = auth): Target => ({
    key,
    name,
    read: true,
    options: { url, headers },
  });
  const targets: Target[] = [
    get('verify', 'GET /api/v3/auth/verify/', `${base}/api/v3/auth/verify/`),
    {
      key: 'login',
      name: 'POST /api/v3/auth/login/',
      read: false,
      options: {
        url: `${base}/api/v3/auth/login/`,
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify(student),
      },
    },
    get('cart', 'GET /api/cart/', `${base}/api/cart/`),
    get('balance', 'GET /api/v2/students/student-balance/', `${base}/api/v2/students/student-balance/`),
    get('catalogue', 'GET /api/v2/shop/products/', catalogue),
    get('homework', 'GET /api/v2/homework/', `${base}/api/v2/homework/`, hwAuth),
    get('submission', 'GET /api/v2/homework/{id}/', `${base}/api/v2/homework/${open.id}/`, hwAuth),
    {
      key: 'draft',
      name: 'PATCH /api/v2/homework/{id}/draft/',
      read: false,
      options: {
        url: `${base}/api/v2/homework/${open.id}/draft/`,
        method: 'PATCH',
        headers: { ...hwAuth, 'content-type': 'application/json' },
        body: draft,
      },
    },
    {
      key: 'pay',
      name: 'POST /api/core/pay/init/',
      read: false,
      options: { url: `${base}/api/core/pay/init/`, method: 'POST', headers: auth, body: '{}' },
    },
  ];
  const chosen = targets.filter((t) => !only || only.includes(t.key));
  if (!process.env.BENCH_SWEEP) return chosen;
  const swept = await sweep(base, [auth, hwAuth], targets);
  // The demo student (purchases, progress, checked homework) opens the pages the others have no id for.
  const demoAuth = await login(base, { email: 'student@example.com', password: 'demo1234' });
  return [...chosen, ...swept, ...(await pathReads(base, [auth, hwAuth, demoAuth]))];
}

/**
 * The reads a page opens with an id in its path or a required query (the sweep cannot guess those):
 * each id taken from the list a student would open it from, as one of the demo students.
 */
async function pathReads(base: string, students: Record<string, string>[]): Promise<Target[]> {
  type Json = Record<string, unknown> & { results?: Record<string, unknown>[] };
  const found: Target[] = [];
  /** The first student that GETs `path` with 200 and something in it (else with 200), and the answer. */
  async function open(path: string): Promise<{ who: Record<string, string>; body: Json } | null> {
    let empty: { who: Record<string, string>; body: Json } | null = null;
    for (const headers of students) {
      const res = await fetch(`${base}${path}`, { headers });
      if (res.status !== 200) {
        await res.arrayBuffer();
        continue;
      }
      const body = (await res.json()) as Json;
      const list = body.results ?? body.packs;
      if (!Array.isArray(list) || list.length > 0) return { who: headers, body };
      empty ??= { who: headers, body };
    }
    return empty;
  }
  /** Adds `path` as a target when a student may read it; the answer, for the next id. */
  async function add(name: string, path: string | null): Promise<Json | null> {
    const got = path === null ? null : await open(path);
    if (!path || !got) {
      process.stdout.write(`sweep: GET ${name} skipped (${path ?? 'no id found'})\n`);
      return null;
    }
    found.push({
      key: `sweep:${name}`,
      name: `GET ${name}`,
      read: true,
      swept: true,
      options: { url: `${base}${path}`, headers: got.who },
    });
    return got.body;
  }
  const first = (body: Json | null | undefined, field = 'id') =>
    body?.results?.[0]?.[field] as number | undefined;
  const at = (id: number | undefined, path: (id: number) => string) => (id === undefined ? null : path(id));

  const products = (await open('/api/v2/shop/products/?limit=1'))?.body;
  await add(
    '/api/v2/shop/products/{id}/',
    at(first(products), (id) => `/api/v2/shop/products/${id}/`),
  );
  const courses = (await open('/api/v2/students/courses/'))?.body;
  const modules = await add(
    '/api/v2/lessons/product-types/{productTypeId}/modules/',
    at(first(courses, 'product_type_id'), (id) => `/api/v2/lessons/product-types/${id}/modules/`),
  );
  const lessons = await add(
    '/api/v2/lessons/modules/{moduleId}/lessons/',
    at(first(modules), (id) => `/api/v2/lessons/modules/${id}/lessons/`),
  );
  await add(
    '/api/v2/lessons/{lessonId}/',
    at(first(lessons), (id) => `/api/v2/lessons/${id}/`),
  );
  const tests = (await open('/api/v1/student-level-tests/'))?.body;
  await add(
    '/api/v1/student-level-tests/{id}/test/',
    at(first(tests), (id) => `/api/v1/student-level-tests/${id}/test/`),
  );
  const training = (await open('/api/v1/training/settings/'))?.body as
    { packs?: { id: number }[] } | undefined;
  const pack = training?.packs?.[0]?.id;
  await add(
    '/api/v1/training/counters/?pack_id=',
    at(pack, (id) => `/api/v1/training/counters/?pack_id=${id}`),
  );
  await add(
    '/api/v1/training/cards/?pack_id=',
    at(pack, (id) => `/api/v1/training/cards/?pack_id=${id}`),
  );
  const checked = (await open('/api/v2/homework/?status=CHECKED_BY_SITE'))?.body;
  await add(
    '/api/v2/homework/{homeworkId}/completed/',
    at(first(checked), (id) => `/api/v2/homework/${id}/completed/`),
  );
  return found;
}

/**
 * Every GET of the OpenAPI document that takes a bearer token, no path id and no required query, and
 * answers 200 to one of the demo students, that is not a target already: the rest of "every
 * authenticated read endpoint".
 */
async function sweep(base: string, students: Record<string, string>[], known: Target[]): Promise<Target[]> {
  interface Op {
    parameters?: { in: string; required?: boolean }[];
    security?: unknown[];
  }
  const doc = await call<{ paths: Record<string, Record<string, Op>> }>(`${base}/api/docs/json`);
  const measured = new Set(known.map((t) => t.options.url));
  const found: Target[] = [];
  for (const [path, item] of Object.entries(doc.paths)) {
    const op = item.get;
    if (!op?.security?.length || path.includes('{')) continue;
    if (op.parameters?.some((p) => p.in === 'query' && p.required)) continue;
    const url = `${base}${path}`;
    if (measured.has(url)) continue;
    let who: Record<string, string> | undefined;
    const statuses: number[] = [];
    for (const headers of students) {
      const res = await fetch(url, { headers });
      await res.arrayBuffer();
      statuses.push(res.status);
      if (res.status === 200) {
        who = headers;
        break;
      }
    }
    if (!who) {
      process.stdout.write(`sweep: GET ${path} skipped (${statuses.join(', ')})\n`);
      continue;
    }
    found.push({
      key: `sweep:${path}`,
      name: `GET ${path}`,
      read: true,
      swept: true,
      options: { url, headers: who },
    });
  }
  return found;
}

/* ------------------------------------------------------------------ measuring */

/** The warm-up (above): the same load as the measured pass, not measured. */
async function warm(options: autocannon.Options): Promise<void> {
  if (warmup > 0) await autocannon({ connections, duration: warmup, ...options });
}

async function measure(options: autocannon.Options, pid?: number): Promise<Measure> {
  const before = cpuSeconds(pid);
  const result = await autocannon({ connections, duration, ...options });
  const after = cpuSeconds(pid);
  return {
    rps: result.requests.average,
    p50: result.latency.p50,
    p99: result.latency.p99,
    errors: result.non2xx + result.errors + result.timeouts,
    cpuMs:
      before !== null && after !== null && result.requests.total > 0
        ? ((after - before) * 1000) / result.requests.total
        : undefined,
  };
}

async function benchDatabase(label: string, env: Record<string, string>): Promise<Row[]> {
  const profileDir = process.env.BENCH_PROFILE_DIR
    ? resolve(process.env.BENCH_PROFILE_DIR, label.toLowerCase())
    : undefined;
  const bare = await startBare(env.DATABASE_URL);
  const server = await startServer(env, profileDir).catch(async (err: unknown) => {
    await stop(bare.process);
    throw err;
  });
  try {
    const targets = await prepare(server.url);
    process.stdout.write(
      `\n${label}: ${duration}s per target after ${warmup}s of warm-up, ${connections} connections, load average ${loadavg()
        .map((l) => l.toFixed(2))
        .join(' ')}\n`,
    );
    const warmed = async (options: autocannon.Options, pid?: number) => {
      await warm(options);
      return measure(options, pid);
    };
    const rows: Row[] = [
      {
        key: 'bare',
        name: 'bare Fastify GET /bare',
        ...(await warmed({ url: `${bare.url}/bare`, headers: BROWSER_HEADERS }, bare.process.pid)),
      },
      {
        key: 'floor',
        name: 'bare + one query (SELECT 1)',
        ...(await warmed({ url: `${bare.url}/bare-query`, headers: BROWSER_HEADERS }, bare.process.pid)),
      },
    ];
    for (const t of targets) {
      rows.push({ key: t.key, name: t.name, ...(await warmed(t.options, server.process.pid)) });
    }
    for (const t of targets.filter((x) => x.read && !x.swept)) {
      const row = rows.find((r) => r.key === t.key);
      if (!row) continue;
      const rate = Math.max(1, Math.round(row.rps / 2));
      row.half = { rate, ...(await measure({ ...t.options, overallRate: rate })) };
    }
    // A burst of logins: argon2id runs on threads below the event loop's priority, so reads should keep ≥ 50% of
    // their rate. The reads keep their 10 connections; the logins come on 10 more.
    const login = targets.find((t) => t.key === 'login');
    for (const t of login ? targets.filter((x) => x.read && !x.swept) : []) {
      const row = rows.find((r) => r.key === t.key);
      if (!row || !login) continue;
      // The last burst's logins that autocannon left in flight still queue for the hashing slots, and
      // count against the account's ten attempts at a time (LOGIN_ATTEMPTS_PER_IDENTIFIER): the next
      // burst starts once they are done, or its first logins are refused with 429.
      await sleep(3000);
      const [under, logins] = await Promise.all([measure(t.options), measure(login.options)]);
      row.burst = under;
      row.burstLogins = logins;
    }
    return rows;
  } finally {
    await stop(server.process);
    await stop(bare.process);
  }
}

function print(label: string, rows: Row[]) {
  const bare = rows[0]?.rps ?? 1;
  process.stdout.write(`\n${label}\n`);
  console.table(
    rows.map((r) => ({
      target: r.name,
      'req/s': Math.round(r.rps),
      'p50 ms': r.p50,
      'p99 ms': r.p99,
      'vs bare': `${((r.rps / bare) * 100).toFixed(1)}%`,
      'server CPU ms/req': r.cpuMs === undefined ? '' : r.cpuMs.toFixed(2),
      'non-2xx/errors': r.errors,
      'half rate req/s': r.half ? r.half.rate : '',
      'p99 ms at half (autocannon)': r.half ? r.half.p99 : '',
      'errors at half': r.half ? r.half.errors : '',
      'req/s under login burst': r.burst
        ? `${Math.round(r.burst.rps)} (${((r.burst.rps / r.rps) * 100).toFixed(0)}%)`
        : '',
      'logins/s in that burst (p99 ms, non-2xx)': r.burstLogins
        ? `${Math.round(r.burstLogins.rps)} (${r.burstLogins.p99}, ${r.burstLogins.errors})`
        : '',
    })),
  );
}

async function postgresUrl(): Promise<string | null> {
  const url = process.env.DATABASE_URL ?? defaultPostgres;
  const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: 2000 });
  try {
    await client.connect();
    await client.end();
    return url;
  } catch (err) {
    if (process.env.DATABASE_URL) throw err;
    process.stdout.write(`\nPostgreSQL: skipped (${defaultPostgres} does not answer; set DATABASE_URL)\n`);
    return null;
  }
}

async function main() {
  if (!existsSync(serverFile)) {
    throw new Error(
      `${serverFile} is missing: run \`npm run build\` at the root first (the bench builds nothing)`,
    );
  }
  process.stdout.write(
    `Server: node ${serverFile} (its own process); ${cpus().length} cores; load from this process (pid ${process.pid}).\n`,
  );
  const which = process.env.BENCH_DB;
  const results: [string, Row[]][] = [];

  if (!which || which === 'pglite') {
    const dir = mkdtempSync(join(tmpdir(), 'prepa-bench-'));
    try {
      const rows = await benchDatabase('PGlite', { DATA_DIR: join(dir, 'pglite') });
      results.push(['PGlite (a fresh DATA_DIR; WASM, one thread in the server process)', rows]);
      print(results[results.length - 1]?.[0] ?? '', rows);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  }

  const url = !which || which === 'postgres' ? await postgresUrl() : null;
  if (url) {
    const schema = `bench_${process.pid}`;
    const env: Record<string, string> = { DATABASE_URL: url, DB_SCHEMA: schema };
    if (process.env.REDIS_URL)
      Object.assign(env, { REDIS_URL: process.env.REDIS_URL, REDIS_PREFIX: `${schema}:` });
    try {
      const rows = await benchDatabase('PostgreSQL', env);
      results.push([`PostgreSQL (schema ${schema}${env.REDIS_URL ? ', Redis' : ''})`, rows]);
      print(results[results.length - 1]?.[0] ?? '', rows);
    } finally {
      const client = new pg.Client({ connectionString: url });
      await client.connect();
      await client.query(`DROP SCHEMA IF EXISTS "${schema}" CASCADE`);
      await client.end();
    }
  }

  const [lite, post] = [
    results.find(([l]) => l.startsWith('PGlite'))?.[1],
    results.find(([l]) => l.startsWith('PostgreSQL'))?.[1],
  ];
  if (lite && post) {
    process.stdout.write('\nPGlite as a share of PostgreSQL (req/s)\n');
    console.table(
      post.map((p) => {
        const l = lite.find((r) => r.key === p.key);
        return { target: p.name, 'PGlite / PostgreSQL': l ? `${((l.rps / p.rps) * 100).toFixed(1)}%` : '' };
      }),
    );
  }
  process.stdout.write(
    'login includes one argon2id verification at production cost (19 MiB, t=2); verify is a JWT check plus the session lookup;\n' +
      'cart prices the cart on the server; pay init prices it again and writes the order in one transaction;\n' +
      "the homework list joins courses, subjects and the student's submissions; the homework read returns the student's submission.\n",
  );
}

if (process.argv[2] === 'bare') void runBare();
else {
  main().catch((err: unknown) => {
    console.error(err);
    process.exit(1);
  });
}
