/**
 * The real server as a child process, for the fault tests (kill -9, outages, two instances): started
 * from the sources (bundled by esbuild: `npm test` runs before any build), on a PGlite DATA_DIR or a PostgreSQL
 * schema of its own, seeded with the demo school. `stop`, `kill` and `restart` on the same data.
 */
import { execFileSync, spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { once } from 'node:events';
import { existsSync, mkdirSync, mkdtempSync, rmSync, symlinkSync } from 'node:fs';
import { eq } from 'drizzle-orm';
import { build } from 'esbuild';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import { Redis } from 'ioredis';
import { afterAll, inject } from 'vitest';
import { WebSocket } from 'ws';
import { SocketClient } from './socket-client.js';
import { openDb } from '../src/db/client.js';
import { appSecrets } from '../src/db/schema/index.js';

const apiDir = fileURLToPath(new URL('..', import.meta.url));

let bundled: Promise<string> | undefined;
const bundleRoot = join(apiDir, 'node_modules', '.cache', `prepa-faults-${process.pid}`);
// Registered on the test file that imports this module: the bundle goes with the file's last test.
afterAll(() => rmSync(bundleRoot, { recursive: true, force: true }));
/**
 * The server bundled once per test file with esbuild (as `npm run build` does; `npm test` runs before
 * any build, so not dist/): starting from one file saves the seconds tsx spends compiling every module
 * on each start, and the fault tests start servers often. The bundle lives under apps/api/node_modules
 * (so its packages resolve) with a link to the migrations beside it (the server finds them at `../drizzle`).
 */
function serverFile(): Promise<string> {
  bundled ??= (async () => {
    const root = bundleRoot;
    mkdirSync(join(root, 'dist'), { recursive: true });
    if (!existsSync(join(root, 'drizzle'))) symlinkSync(join(apiDir, 'drizzle'), join(root, 'drizzle'));
    const outfile = join(root, 'dist', 'server.js');
    await build({
      entryPoints: [join(apiDir, 'src', 'server.ts')],
      bundle: true,
      platform: 'node',
      format: 'esm',
      target: 'node20',
      packages: 'external',
      outfile,
      logLevel: 'warning',
    });
    return outfile;
  })();
  return bundled;
}

export interface ServerOptions {
  /** Extra environment (DATABASE_URL, DB_SCHEMA, DATA_DIR, REDIS_URL…); merged over the defaults. */
  env: Record<string, string | undefined>;
  /** Child's output is kept for failure messages; set to also echo it (debugging). */
  echo?: boolean;
}

export interface ServerProcess {
  url: string;
  port: number;
  child: ChildProcess;
  /** stdout and stderr so far. */
  output(): string;
  /** SIGKILL, resolved once the process is gone. */
  kill(): Promise<void>;
  /** SIGTERM (graceful), SIGKILL after 15 s. */
  stop(): Promise<void>;
}

export const TEST_JWT_SECRET = 'fault-test-secret-0123456789abcdef';

/** Spawns `node <bundle of src/server.ts>` and resolves once `/api/health/` answers 200. */
export async function startServer(options: ServerOptions): Promise<ServerProcess> {
  const child = spawn(process.execPath, [await serverFile()], {
    cwd: apiDir,
    env: {
      PATH: process.env.PATH ?? '',
      HOME: process.env.HOME ?? '',
      NODE_ENV: 'development',
      HOST: '127.0.0.1',
      PORT: '0',
      SEED: 'demo',
      LOG_LEVEL: 'warn',
      JWT_SECRET: TEST_JWT_SECRET,
      WEB_DIST_DIR: '/nonexistent',
      ARGON2_MEMORY_KIB: '64',
      ARGON2_TIME_COST: '1',
      MAINTENANCE_INTERVAL_MS: '0',
      NOTIFICATION_JOBS_MS: '0',
      NOTIFICATION_DISPATCH_MS: '200',
      ...options.env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  const collect = (chunk: Buffer) => {
    output += String(chunk);
    if (options.echo) process.stderr.write(chunk);
  };
  child.stderr?.on('data', collect);
  const exited = once(child, 'exit');
  const port = await new Promise<number>((resolve, reject) => {
    const timer = setTimeout(() => {
      child.kill('SIGKILL'); // never leave a half-started server behind
      reject(new Error(`server not listening after 180 s:\n${output}`));
    }, 180_000);
    child.stdout?.on('data', (chunk: Buffer) => {
      collect(chunk);
      const found = /running at http:\/\/localhost:(\d+)/.exec(output);
      if (found) {
        clearTimeout(timer);
        resolve(Number(found[1]));
      }
    });
    child.once('exit', (code, signal) => {
      clearTimeout(timer);
      reject(new Error(`server exited (${code ?? signal}) before it listened:\n${output}`));
    });
  });
  const url = `http://127.0.0.1:${port}`;
  const gone = () => child.exitCode !== null || child.signalCode !== null;
  const health = await fetch(`${url}/api/health/`);
  if (health.status !== 200) {
    child.kill('SIGKILL');
    throw new Error(`health ${health.status} after start:\n${output}`);
  }
  return {
    url,
    port,
    child,
    output: () => output,
    async kill() {
      if (gone()) return;
      child.kill('SIGKILL');
      await exited;
    },
    async stop() {
      if (gone()) return;
      child.kill('SIGTERM');
      const timer = setTimeout(() => child.kill('SIGKILL'), 15_000);
      await exited;
      clearTimeout(timer);
    },
  };
}

/** Where one test's servers keep their data: a PGlite directory, or a PostgreSQL schema (+ Redis prefix). */
export interface ServerData {
  env: Record<string, string | undefined>;
  /** The database as the test process reaches it (PostgreSQL only; PGlite is held by the server). */
  pgPool?: pg.Pool;
  cleanup(): Promise<void>;
}

/**
 * A fresh PGlite data directory in a temporary folder: the migrated cluster the global setup made
 * (`pgliteSnapshot`, a tarball of the data directory) unpacked into it when there is one, so the server
 * skips creating a cluster and migrating; an empty directory otherwise (with DATABASE_URL set).
 */
export function pgliteData(): ServerData {
  const dir = mkdtempSync(join(tmpdir(), 'prepa-fault-'));
  const snapshot = inject('pgliteSnapshot');
  if (snapshot) {
    mkdirSync(join(dir, 'pglite'));
    execFileSync('tar', ['-xf', snapshot, '-C', join(dir, 'pglite')], { stdio: 'ignore' });
  }
  return {
    env: { DATA_DIR: join(dir, 'pglite'), DATABASE_URL: undefined, REDIS_URL: undefined },
    async cleanup() {
      rmSync(dir, { recursive: true, force: true });
    },
  };
}

/**
 * A schema of its own on PostgreSQL (dropped by cleanup) and, with a Redis URL, a key prefix of its
 * own (its keys deleted by cleanup). `serverDatabaseUrl`/`serverRedisUrl` are what the server is
 * given (a proxy in the outage test); the test itself always talks to the real ones.
 */
export function postgresData(
  databaseUrl: string,
  redisUrl?: string,
  via: { serverDatabaseUrl?: string; serverRedisUrl?: string } = {},
): ServerData {
  const id = randomBytes(4).toString('hex');
  const schema = `fault_${id}`;
  const prefix = `prepa-fault:${id}:`;
  const pool = new pg.Pool({ connectionString: databaseUrl, max: 2, options: `-c search_path=${schema}` });
  return {
    env: {
      DATABASE_URL: via.serverDatabaseUrl ?? databaseUrl,
      DB_SCHEMA: schema,
      REDIS_URL: redisUrl ? (via.serverRedisUrl ?? redisUrl) : undefined,
      REDIS_PREFIX: prefix,
    },
    pgPool: pool,
    async cleanup() {
      await pool.query(`DROP SCHEMA IF EXISTS "${schema}" CASCADE`).catch(() => undefined);
      await pool.end();
      if (redisUrl) {
        const redis = new Redis(redisUrl);
        const keys = await redis.keys(`${prefix}*`);
        if (keys.length > 0) await redis.del(...keys);
        await redis.quit();
      }
    },
  };
}

/* ------------------------------------------------------------------ a client of the running server */

export interface Answer<T = Record<string, unknown>> {
  status: number;
  body: T;
  ms: number;
  /** The Location header of a redirect (redirects are not followed). */
  location?: string;
}

/** One JSON request; network failures (the server killed mid-request) come back as status 0. */
export async function call<T = Record<string, unknown>>(
  base: string,
  method: string,
  path: string,
  options: { body?: unknown; headers?: Record<string, string>; raw?: string; timeoutMs?: number } = {},
): Promise<Answer<T>> {
  const started = Date.now();
  const body = options.raw ?? (options.body === undefined ? undefined : JSON.stringify(options.body));
  try {
    const res = await fetch(`${base}${path}`, {
      method,
      headers: {
        'accept-language': 'en',
        ...(body === undefined ? {} : { 'content-type': 'application/json' }),
        ...options.headers,
      },
      body,
      signal: AbortSignal.timeout(options.timeoutMs ?? 30_000),
      redirect: 'manual',
    });
    const text = await res.text();
    // A form post (the sandbox checkout) answers with a redirect; its body is not JSON.
    let parsed: unknown = text;
    try {
      parsed = JSON.parse(text);
    } catch {
      // not JSON (an HTML page): kept as text
    }
    const location = res.headers.get('location') ?? undefined;
    return { status: res.status, body: parsed as T, ms: Date.now() - started, location };
  } catch {
    return { status: 0, body: {} as T, ms: Date.now() - started };
  }
}

export const auth = (access: string) => ({ authorization: `Bearer ${access}` });

export async function loginAs(
  base: string,
  email: string,
  password: string,
): Promise<{ access: string; refresh: string }> {
  const res = await call<{ access: string; refresh: string }>(base, 'POST', '/api/v3/auth/login/', {
    body: { email, password },
  });
  if (res.status !== 200) throw new Error(`login ${email}: ${res.status} ${JSON.stringify(res.body)}`);
  return res.body;
}

/**
 * A secret the server generated and keeps in its database (the payment sandbox's signing key), read
 * from outside: through the pool on PostgreSQL; on PGlite only while no server holds the directory
 * (opening it after a kill -9 also runs PostgreSQL's crash recovery in this process).
 */
export async function readSecret(data: ServerData, name: string): Promise<string> {
  if (data.pgPool) {
    const { rows } = await data.pgPool.query<{ value: string }>(
      'SELECT value FROM app_secrets WHERE name = $1',
      [name],
    );
    if (!rows[0]) throw new Error(`no secret ${name}`);
    return rows[0].value;
  }
  const handle = openDb({ dataDir: data.env.DATA_DIR ?? '' });
  try {
    const [row] = await handle.db.select().from(appSecrets).where(eq(appSecrets.name, name));
    if (!row) throw new Error(`no secret ${name}`);
    return row.value;
  } finally {
    await handle.close();
  }
}

/** A `SocketClient` on a running server's socket path, authenticated with `access`. */
export async function openSocket(
  base: string,
  access: string,
  path = '/ws/notifications/',
): Promise<SocketClient> {
  const ws = new WebSocket(`${base.replace(/^http/, 'ws')}${path}`, { headers: { 'accept-language': 'en' } });
  const client = new SocketClient(ws);
  await once(ws, 'open');
  const reply = await client.request('auth', { token: access });
  if (!reply.ok) throw new Error(`socket auth refused: ${JSON.stringify(reply)}`);
  return client;
}
