/**
 * Load figures for the session calls and the cart and payment start, beside a bare Fastify route measured in the same run:
 * `npm run bench` (BENCH_DURATION seconds per target, default 5; BENCH_CONNECTIONS, default 10).
 * On PGlite in memory by default; with DATABASE_URL on PostgreSQL, in a schema dropped afterwards.
 * Not a test: it prints a table and exits.
 */
import autocannon from 'autocannon';
import Fastify from 'fastify';
import pg from 'pg';
import { buildApp } from '../src/app.js';
import { loadConfig } from '../src/config.js';
import { products, users } from '../src/db/schema/index.js';

const duration = Number(process.env.BENCH_DURATION ?? 5);
const connections = Number(process.env.BENCH_CONNECTIONS ?? 10);
const email = 'bench@example.com';
const password = 'bench-password-1';

interface Row {
  name: string;
  rps: number;
  p50: number;
  p99: number;
  errors: number;
}

async function measure(name: string, options: autocannon.Options): Promise<Row> {
  const result = await autocannon({ connections, duration, ...options });
  const non2xx = result.non2xx + result.errors + result.timeouts;
  return {
    name,
    rps: result.requests.average,
    p50: result.latency.p50,
    p99: result.latency.p99,
    errors: non2xx,
  };
}

async function main() {
  const bare = Fastify({ logger: false });
  bare.get('/bare', async () => ({ ok: true }));
  const bareUrl = await bare.listen({ port: 0, host: '127.0.0.1' });

  const databaseUrl = process.env.DATABASE_URL;
  const schema = databaseUrl ? `bench_${process.pid}` : undefined;
  const config = loadConfig({
    NODE_ENV: 'production',
    DATA_DIR: 'memory://',
    DATABASE_URL: databaseUrl,
    DB_SCHEMA: schema,
    SEED: 'demo',
    LOG_LEVEL: 'silent',
    JWT_SECRET: 'bench-secret-0123456789abcdef',
    WEB_DIST_DIR: '/nonexistent',
  });
  const app = await buildApp(config);
  await app.prepa.db.insert(users).values({
    email,
    username: 'bench',
    firstName: 'Бенч',
    lastName: 'Тестов',
    passwordHash: await app.prepa.hasher.hash(password),
  });
  const appUrl = await app.listen({ port: 0, host: '127.0.0.1' });
  const loginBody = JSON.stringify({ email, password });
  const login = await fetch(`${appUrl}/api/v3/auth/login/`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: loginBody,
  });
  const { access } = (await login.json()) as { access: string };
  const auth = { authorization: `Bearer ${access}`, 'content-type': 'application/json' };

  // A cart with one course of the demo catalogue, paid by card (each init supersedes the last).
  let inCart = false;
  for (const p of await app.prepa.db.select({ id: products.id }).from(products).limit(20)) {
    const added = await fetch(`${appUrl}/api/cart/`, {
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

  // The homework journey's seeded student: the list of their homework, and answers saved to the draft
  // of an open one (the write a student makes while typing; handing in happens once per homework).
  const hwLogin = await fetch(`${appUrl}/api/v3/auth/login/`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: 'homework-student@example.com', password: 'demo1234' }),
  });
  const hwAuth = {
    authorization: `Bearer ${((await hwLogin.json()) as { access: string }).access}`,
    'content-type': 'application/json',
  };
  const list = (await (await fetch(`${appUrl}/api/v2/homework/`, { headers: hwAuth })).json()) as {
    results: { id: number; status: string }[];
  };
  const open = list.results.find((h) => h.status === 'UNDONE');
  if (!open) throw new Error('the homework student has no open homework');
  const detail = (await (
    await fetch(`${appUrl}/api/v2/homework/${open.id}/`, { headers: hwAuth })
  ).json()) as {
    tasks: { id: number; kind: string }[];
  };
  const shortTask = detail.tasks.find((x) => x.kind === 'SHORT');
  if (!shortTask) throw new Error('the open homework has no short-answer task');
  const draftBody = JSON.stringify({ answers: { [shortTask.id]: { kind: 'SHORT', value: '1' } } });

  const db = databaseUrl ? 'PostgreSQL' : 'PGlite (in-process WASM, single-threaded)';
  process.stdout.write(`Measuring ${duration}s per target with ${connections} connections on ${db}…\n`);
  const rows = [
    await measure('bare Fastify GET /bare', { url: `${bareUrl}/bare` }),
    await measure('GET /api/v3/auth/verify/', {
      url: `${appUrl}/api/v3/auth/verify/`,
      headers: { authorization: `Bearer ${access}` },
    }),
    await measure('POST /api/v3/auth/login/', {
      url: `${appUrl}/api/v3/auth/login/`,
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: loginBody,
    }),
    await measure('GET /api/cart/', { url: `${appUrl}/api/cart/`, headers: auth }),
    await measure('POST /api/core/pay/init/', {
      url: `${appUrl}/api/core/pay/init/`,
      method: 'POST',
      headers: auth,
      body: '{}',
    }),
    await measure('GET /api/v2/homework/', { url: `${appUrl}/api/v2/homework/`, headers: hwAuth }),
    await measure('PATCH /api/v2/homework/{id}/draft/', {
      url: `${appUrl}/api/v2/homework/${open.id}/draft/`,
      method: 'PATCH',
      headers: hwAuth,
      body: draftBody,
    }),
  ];
  await app.close();
  await bare.close();
  if (databaseUrl && schema) {
    const client = new pg.Client({ connectionString: databaseUrl });
    await client.connect();
    await client.query(`DROP SCHEMA IF EXISTS "${schema}" CASCADE`);
    await client.end();
  }

  const base = rows[0];
  if (!base) return;
  const table = rows.map((r) => ({
    target: r.name,
    'req/s': Math.round(r.rps),
    'p50 ms': r.p50,
    'p99 ms': r.p99,
    'req/s vs bare': `${((r.rps / base.rps) * 100).toFixed(1)}%`,
    'p99 vs bare': `${(r.p99 / Math.max(base.p99, 1)).toFixed(1)}×`,
    'non-2xx/errors': r.errors,
  }));
  console.table(table);
  process.stdout.write(
    'login includes one argon2id verification at production cost (19 MiB, t=2); verify is a JWT check plus one indexed query;\n' +
      'cart prices the cart on the server; pay init prices it again and writes the order in one transaction;\n' +
      "the homework list joins courses, subjects and the student's submissions; a draft save locks and merges the submission.\n",
  );
}

main().catch((err: unknown) => {
  console.error(err);
  process.exit(1);
});
