/**
 * Notification deliveries over /ws/notifications/ with many connected sockets, beside a bare `ws`
 * broadcast measured in the same run: `npm run bench:sockets -w apps/api` (part of `npm run bench`).
 * BENCH_SOCKETS (default 1000) sockets are held by a separate process (this file, forked with the role
 * `clients`), so the server's event loop does not also run the load. The server side publishes
 * BENCH_MESSAGES (default 20) notifications, one after another, each to every socket (all sockets belong
 * to one student: the worst fan-out), and the clients report when each arrived.
 * On PGlite in memory by default; with DATABASE_URL on PostgreSQL (and REDIS_URL: through Redis pub/sub).
 * Not a test: it prints a table and exits.
 */
import { fork, type ChildProcess } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import { WebSocket, WebSocketServer } from 'ws';
import { buildApp } from '../src/app.js';
import { loadConfig } from '../src/config.js';
import { users } from '../src/db/schema/index.js';
import { writeNotification } from '../src/modules/notifications/index.js';

const SOCKETS = Number(process.env.BENCH_SOCKETS ?? 1000);
const MESSAGES = Number(process.env.BENCH_MESSAGES ?? 20);

type ToClients = { kind: 'open'; url: string; token: string | null } | { kind: 'report' } | { kind: 'exit' };
type FromClients = { kind: 'ready'; failed: number } | { kind: 'report'; arrivals: number[][] };

/* ------------------------------------------------------------------ clients (child process) */

async function runClients() {
  const sockets: WebSocket[] = [];
  /** arrivals[message] = receive times (ms since epoch) of that message on every socket. */
  let arrivals: number[][] = [];
  const send = (m: FromClients) => process.send?.(m);
  process.on('message', async (m: ToClients) => {
    if (m.kind === 'report') return send({ kind: 'report', arrivals });
    if (m.kind === 'exit') {
      for (const s of sockets) s.terminate();
      process.exit(0);
    }
    for (const s of sockets) s.terminate();
    sockets.length = 0;
    arrivals = [];
    let failed = 0;
    const opening: Promise<void>[] = [];
    for (let i = 0; i < SOCKETS; i += 1) {
      opening.push(
        new Promise<void>((resolve) => {
          const ws = new WebSocket(m.url);
          sockets.push(ws);
          ws.on('error', () => {
            failed += 1;
            resolve();
          });
          ws.on('open', () => {
            if (!m.token) return resolve();
            ws.send(JSON.stringify({ action: 'auth', request_id: 'a', token: m.token }));
          });
          ws.on('message', (raw) => {
            const at = Date.now();
            const frame = JSON.parse(String(raw)) as {
              request_id?: string;
              push?: string;
              data?: { seq?: number; notification?: { text: string } };
            };
            if (frame.request_id === 'a')
              ws.send(JSON.stringify({ action: 'get', request_id: 'g', limit: 1 }));
            else if (frame.request_id === 'g') resolve();
            else {
              // Bare broadcast frames carry {seq}; notifications carry their text "+<seq> exp".
              const seq =
                frame.data?.seq ?? Number(/\+(\d+)/.exec(frame.data?.notification?.text ?? '')?.[1] ?? -1);
              if (seq >= 0) (arrivals[seq] ??= []).push(at);
            }
          });
        }),
      );
      // Open in small waves: a thousand handshakes at once only measures the accept queue.
      if (i % 100 === 99) await Promise.all(opening.slice(-100));
    }
    await Promise.all(opening);
    send({ kind: 'ready', failed });
  });
}

/* ------------------------------------------------------------------ server side (this process) */

function ask(child: ChildProcess, message: ToClients): Promise<FromClients> {
  return new Promise((resolve) => {
    child.once('message', (m: FromClients) => resolve(m));
    child.send(message);
  });
}

interface Row {
  target: string;
  deliveries: number;
  seconds: number;
  p50: number;
  p99: number;
}

function summarise(target: string, sentAt: number[], arrivals: number[][]): Row {
  const latencies: number[] = [];
  let last = 0;
  for (let seq = 0; seq < sentAt.length; seq += 1) {
    for (const at of arrivals[seq] ?? []) {
      latencies.push(at - (sentAt[seq] ?? at));
      last = Math.max(last, at);
    }
  }
  latencies.sort((a, b) => a - b);
  const pick = (q: number) =>
    latencies[Math.min(latencies.length - 1, Math.floor(q * latencies.length))] ?? NaN;
  return {
    target,
    deliveries: latencies.length,
    seconds: (last - (sentAt[0] ?? last)) / 1000,
    p50: pick(0.5),
    p99: pick(0.99),
  };
}

async function main() {
  const child = fork(fileURLToPath(import.meta.url), ['clients'], {
    execArgv: process.execArgv,
    stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
  });

  // 1. A bare `ws` server broadcasting {seq} to every socket.
  const bare = new WebSocketServer({ port: 0, host: '127.0.0.1' });
  await new Promise((r) => bare.once('listening', r));
  const address = bare.address();
  const barePort = typeof address === 'object' && address ? address.port : 0;
  const ready = await ask(child, { kind: 'open', url: `ws://127.0.0.1:${barePort}`, token: null });
  const bareSent: number[] = [];
  for (let seq = 0; seq < MESSAGES; seq += 1) {
    bareSent.push(Date.now());
    const text = JSON.stringify({ push: 'new', data: { seq } });
    for (const client of bare.clients) client.send(text);
  }
  await new Promise((r) => setTimeout(r, 2000));
  const bareArrivals = ((await ask(child, { kind: 'report' })) as { arrivals: number[][] }).arrivals;
  bare.close();

  // 2. The API: notifications written and dispatched, delivered through the bus to every socket.
  const databaseUrl = process.env.DATABASE_URL;
  const schema = databaseUrl ? `bench_ws_${process.pid}` : undefined;
  const config = loadConfig({
    NODE_ENV: 'production',
    DATA_DIR: 'memory://',
    DATABASE_URL: databaseUrl,
    DB_SCHEMA: schema,
    REDIS_URL: process.env.REDIS_URL,
    REDIS_PREFIX: `prepa-bench:${process.pid}:`,
    SEED: 'none',
    LOG_LEVEL: 'silent',
    JWT_SECRET: 'bench-secret-0123456789abcdef',
    WEB_DIST_DIR: '/nonexistent',
    NOTIFICATION_DISPATCH_MS: '0',
    NOTIFICATION_JOBS_MS: '0',
  });
  const app = await buildApp(config);
  const [user] = await app.prepa.db
    .insert(users)
    .values({
      email: 'bench-ws@example.com',
      firstName: 'Бенч',
      lastName: 'Сокетов',
      passwordHash: await app.prepa.hasher.hash('bench-password-1'),
    })
    .returning({ id: users.id });
  if (!user) throw new Error('no user');
  const appUrl = await app.listen({ port: 0, host: '127.0.0.1' });
  const login = await fetch(`${appUrl}/api/v3/auth/login/`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: 'bench-ws@example.com', password: 'bench-password-1' }),
  });
  const { access } = (await login.json()) as { access: string };
  const opened = (await ask(child, {
    kind: 'open',
    url: `${appUrl.replace('http', 'ws')}/ws/notifications/`,
    token: access,
  })) as { kind: 'ready'; failed: number };
  // All notifications are stored first, then one dispatcher run publishes them one after another.
  for (let seq = 0; seq < MESSAGES; seq += 1) {
    await writeNotification(app.prepa.db, {
      userId: user.id,
      type: 'exp',
      params: { amount: seq },
      key: `bench:${seq}`,
    });
  }
  const start = Date.now();
  await app.prepa.dispatchNotifications();
  const sent = Array.from({ length: MESSAGES }, () => start);
  await new Promise((r) => setTimeout(r, 3000));
  const report = (await ask(child, { kind: 'report' })) as { kind: 'report'; arrivals: number[][] };
  child.send({ kind: 'exit' } satisfies ToClients);
  await app.close();
  if (databaseUrl && schema) {
    const client = new pg.Client({ connectionString: databaseUrl });
    await client.connect();
    await client.query(`DROP SCHEMA IF EXISTS "${schema}" CASCADE`);
    await client.end();
  }
  if (ready.kind === 'ready' && ready.failed) console.warn(`bare: ${ready.failed} sockets failed to open`);
  if (opened.failed) console.warn(`notifications: ${opened.failed} sockets failed to open`);
  const rows = [
    summarise(`bare ws broadcast`, bareSent, bareArrivals),
    summarise('notifications socket', sent, report.arrivals),
  ];
  console.table(
    rows.map((r) => ({
      target: r.target,
      sockets: SOCKETS,
      messages: MESSAGES,
      deliveries: r.deliveries,
      'deliveries/s': Math.round(r.deliveries / Math.max(r.seconds, 0.001)),
      'p50 ms': r.p50,
      'p99 ms': r.p99,
    })),
  );
}

if (process.argv[2] === 'clients') void runClients();
else
  main().catch((err: unknown) => {
    console.error(err);
    process.exit(1);
  });
