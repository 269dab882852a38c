/**
 * PostgreSQL and Redis going away and coming back, through TCP proxies between the real server (a
 * child process) and 127.0.0.1:5432 / 6379. While a dependency is away requests answer fast — 503 in
 * the standard body when they need the database — and /api/health/ names what is down; once it is
 * back the same process recovers by itself. Runs only with DATABASE_URL and REDIS_URL.
 */
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import {
  auth,
  call,
  loginAs,
  openSocket,
  postgresData,
  startServer,
  type ServerData,
  type ServerProcess,
} from '../server-process.js';
import type { ErrorJson } from '../app.js';
import { TcpProxy } from '../tcp-proxy.js';

const databaseUrl = process.env.DATABASE_URL;
const redisUrl = process.env.REDIS_URL;
const STUDENT = { email: 'student2@example.com', password: 'demo1234' };
/**
 * No request may take longer than this while a dependency is away: the server gives up on a
 * connection after 3 s, so 8 s leaves room for a machine busy with the other test files (5 s failed
 * once in a full parallel run) and still tells an answer from a hang.
 */
const PROMPT_MS = 8000;

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

async function until<T>(what: string, probe: () => Promise<T | undefined>, timeoutMs = 15_000): Promise<T> {
  const started = Date.now();
  for (;;) {
    const value = await probe();
    if (value !== undefined) return value;
    if (Date.now() - started > timeoutMs) throw new Error(`${what}: not within ${timeoutMs} ms`);
    await sleep(200);
  }
}

describe.skipIf(!databaseUrl || !redisUrl)('outage of PostgreSQL and Redis', () => {
  let pgProxy: TcpProxy;
  let redisProxy: TcpProxy;
  let data: ServerData;
  let server: ServerProcess;

  beforeAll(async () => {
    pgProxy = await TcpProxy.open(databaseUrl ?? '');
    redisProxy = await TcpProxy.open(redisUrl ?? '');
    data = postgresData(databaseUrl ?? '', redisUrl, {
      serverDatabaseUrl: pgProxy.via(databaseUrl ?? ''),
      serverRedisUrl: redisProxy.via(redisUrl ?? ''),
    });
    server = await startServer({ env: data.env });
  }, 180_000);

  // A failed test leaves nothing cut for the next one.
  afterEach(async () => {
    await pgProxy.restore();
    await redisProxy.restore();
  });

  afterAll(async () => {
    await server?.kill();
    await pgProxy?.close();
    await redisProxy?.close();
    await data?.cleanup();
  });

  it(
    'answers 503 fast while the database is away, and recovers without a restart',
    { timeout: 60_000 },
    async () => {
      const base = server.url;
      const { access } = await loginAs(base, STUDENT.email, STUDENT.password);
      const h = auth(access);
      // A second session, never used: its lookup is not in the server's session cache.
      const unused = await loginAs(base, STUDENT.email, STUDENT.password);
      expect((await call(base, 'GET', '/api/cart/', { headers: h })).status).toBe(200);
      expect((await call(base, 'GET', '/api/health/')).body).toEqual({
        status: 'ok',
        database: 'ok',
        redis: 'ok',
      });

      await pgProxy.cut();
      for (const [method, path, headers] of [
        ['GET', '/api/cart/', h],
        // The session lookup of a session used a moment ago is in memory (SESSION_CACHE_MS); a session
        // the server has not seen needs the database.
        ['GET', '/api/v3/auth/verify/', auth(unused.access)],
        ['GET', '/api/v2/students/student-balance/', h],
        ['POST', '/api/cart/', h],
      ] as const) {
        const res = await call<ErrorJson>(base, method, path, {
          headers,
          ...(method === 'POST' ? { body: { item: { product: 1, pack: null } } } : {}),
        });
        expect(res.status, `${method} ${path} while the database is away`).toBe(503);
        expect(res.ms).toBeLessThan(PROMPT_MS);
        expect(res.body).toEqual({
          type: 'server_error',
          errors: [{ code: 'service_unavailable', detail: 'Service temporarily unavailable', attr: null }],
        });
      }
      const verified = await call(base, 'GET', '/api/v3/auth/verify/', { headers: h });
      expect(verified.status, 'verify of the session just used, from memory').toBe(200);
      const health = await call<ErrorJson>(base, 'GET', '/api/health/');
      expect(health.status).toBe(503);
      expect(health.ms).toBeLessThan(PROMPT_MS);
      expect(health.body.type).toBe('server_error');
      expect(health.body.errors.map((e) => [e.code, e.attr])).toEqual([['service_unavailable', 'database']]);
      expect(JSON.stringify(health.body)).not.toMatch(/ECONNREFUSED|at .*\.ts|stack/);

      await pgProxy.restore();
      await until('health after the database came back', async () =>
        (await call(base, 'GET', '/api/health/')).status === 200 ? true : undefined,
      );
      expect((await call(base, 'GET', '/api/cart/', { headers: h })).status).toBe(200);
      expect(server.child.exitCode).toBeNull();
    },
  );

  it(
    'names Redis when it is away, never hangs, and delivers notifications again once it is back',
    { timeout: 60_000 },
    async () => {
      const base = server.url;
      let password = STUDENT.password;
      const { access } = await loginAs(base, STUDENT.email, password);
      const h = auth(access);

      await redisProxy.cut();
      const health = await call<ErrorJson>(base, 'GET', '/api/health/');
      expect(health.status).toBe(503);
      expect(health.ms).toBeLessThan(PROMPT_MS);
      expect(health.body.errors.map((e) => [e.code, e.attr])).toEqual([['service_unavailable', 'redis']]);
      // Rate limits fall back to this process's counters; reads never touch Redis.
      const login = await call(base, 'POST', '/api/v3/auth/login/', { body: STUDENT });
      expect(login.ms).toBeLessThan(PROMPT_MS);
      expect([200, 503]).toContain(login.status);
      const cart = await call(base, 'GET', '/api/cart/', { headers: h });
      expect(cart.status).toBe(200);
      expect(cart.ms).toBeLessThan(PROMPT_MS);

      await redisProxy.restore();
      await until('health after Redis came back', async () =>
        (await call(base, 'GET', '/api/health/')).status === 200 ? true : undefined,
      );

      // A socket (re)connects and receives a notification published through Redis.
      const socket = await openSocket(base, access);
      await socket.request('get', {});
      const next = `changed-${Date.now() % 100_000}`;
      const changed = await call(base, 'POST', '/api/v2/auth/password-change/', {
        headers: h,
        body: { old_password: password, new_password1: next, new_password2: next },
      });
      expect(changed.status).toBe(200);
      password = next;
      const pushed = await socket.wait((f) => f.push === 'new', 10_000);
      expect(JSON.stringify(pushed.data)).toContain('password_changed');
      socket.close();
    },
  );
});
