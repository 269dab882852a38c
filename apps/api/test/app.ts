import { randomBytes } from 'node:crypto';
import type { FastifyInstance, InjectOptions, LightMyRequestResponse } from 'fastify';
import { readFileSync } from 'node:fs';
import pg from 'pg';
import { inject } from 'vitest';
import type { Platform, UserRole } from '@prepa/contracts';
import { buildApp, type AppOverrides } from '../src/app.js';
import { loadConfig } from '../src/config.js';
import { users } from '../src/db/schema/index.js';

export interface TestAppOptions {
  /** Requests do not wait for the change feed first (the default does: see createTestApp). */
  exactFeedTiming?: boolean;
}

export interface TestApp {
  app: FastifyInstance;
  close(): Promise<void>;
}

/**
 * A real app on a fresh database: PGlite in memory, or — with DATABASE_URL — its own schema on the
 * shared PostgreSQL, dropped afterwards. Redis (REDIS_URL) keys get a prefix of their own.
 */
export async function createTestApp(
  env: Record<string, string> = {},
  overrides: AppOverrides = {},
  setup?: (app: FastifyInstance) => void,
  options: TestAppOptions = {},
): Promise<TestApp> {
  const id = randomBytes(5).toString('hex');
  const databaseUrl = process.env.DATABASE_URL;
  const schema = databaseUrl ? `test_${id}` : undefined;
  const config = loadConfig({
    NODE_ENV: 'test',
    DATA_DIR: 'memory://',
    SEED: 'none',
    DATABASE_URL: databaseUrl,
    DB_SCHEMA: schema,
    REDIS_URL: process.env.REDIS_URL,
    REDIS_PREFIX: `prepa-test:${id}:`,
    JWT_SECRET: 'test-secret-0123456789abcdef',
    ARGON2_MEMORY_KIB: '64',
    ARGON2_TIME_COST: '1',
    LOG_LEVEL: process.env.LOG_LEVEL ?? 'silent',
    WEB_DIST_DIR: '/nonexistent',
    ...env,
  });
  /** The schema goes whatever happened to the app: a failed start or close must not leave it behind. */
  const dropSchema = async () => {
    if (!databaseUrl || !schema) return;
    const client = new pg.Client({ connectionString: databaseUrl });
    await client.connect();
    try {
      await client.query(`DROP SCHEMA IF EXISTS "${schema}" CASCADE`);
    } finally {
      await client.end();
    }
  };
  let app: FastifyInstance | undefined;
  try {
    app = await buildApp(config, { pgliteSnapshot: databaseUrl ? undefined : snapshot(), ...overrides });
    const built = app;
    // Tests write by SQL (factories, changes "by staff") and read through the API at once: each request
    // first waits for the change feed to have told this app of those writes, as any request made after
    // PostgreSQL delivered them would (milliseconds; at once on PGlite). A write that tells nothing (a
    // missing trigger) is still not seen. Off for tests of the feed's own timing.
    if (!options.exactFeedTiming) built.addHook('onRequest', async () => built.prepa.changes.settle());
    setup?.(app);
    await app.ready();
  } catch (error) {
    await app?.close().catch(() => undefined);
    await dropSchema();
    throw error;
  }
  const started = app;
  return {
    app: started,
    async close() {
      try {
        await started.close();
      } finally {
        await dropSchema();
      }
    },
  };
}

let snapshotBlob: Blob | undefined;
function snapshot(): Blob | undefined {
  const file = inject('pgliteSnapshot');
  if (!file) return undefined;
  snapshotBlob ??= new Blob([readFileSync(file)]);
  return snapshotBlob;
}

let seq = 0;
/** A unique e-mail per call, so tests in one file never share accounts or counters. */
export function uniqueEmail(prefix = 'user'): string {
  seq += 1;
  return `${prefix}${seq}.${randomBytes(3).toString('hex')}@example.com`;
}

let phoneSeq = 0;
export function uniquePhone(): string {
  phoneSeq += 1;
  const n = (Date.now() % 1_000_000) * 100 + (phoneSeq % 100);
  return `+7900${String(n).padStart(7, '0').slice(-7)}`;
}

export interface UserFactoryInput {
  email?: string;
  username?: string | null;
  password?: string;
  role?: UserRole;
  phone?: string | null;
  firstName?: string;
  lastName?: string;
  /** The account's platform (RU unless given); its requests must then carry it (X-Platform in tests). */
  platform?: Platform;
}

export async function createUser(app: FastifyInstance, input: UserFactoryInput = {}) {
  const password = input.password ?? 'secret123';
  const email = input.email ?? uniqueEmail();
  const [user] = await app.prepa.db
    .insert(users)
    .values({
      email,
      username: input.username === undefined ? null : input.username,
      phone: input.phone ?? null,
      role: input.role ?? 'STUDENT_ROLE',
      firstName: input.firstName ?? 'Иван',
      lastName: input.lastName ?? 'Иванов',
      platform: input.platform ?? 'RU',
      passwordHash: await app.prepa.hasher.hash(password),
    })
    .returning({ id: users.id, email: users.email });
  if (!user) throw new Error('user not created');
  return { ...user, password };
}

export interface Tokens {
  access: string;
  refresh: string;
}

/** Logs in on the user's platform (its X-Platform; in production the host decides, see PLATFORM_HOSTS). */
export async function login(
  app: FastifyInstance,
  email: string,
  password: string,
  headers: Record<string, string> = {},
): Promise<Tokens> {
  const res = await app.inject({
    method: 'POST',
    url: '/api/v3/auth/login/',
    payload: { email, password },
    headers,
  });
  if (res.statusCode !== 200) throw new Error(`login failed: ${res.statusCode} ${res.body}`);
  return res.json<Tokens>();
}

/** A signed-in user: created by the factory, logged in through the API. */
export async function signedInUser(
  app: FastifyInstance,
  input: UserFactoryInput = {},
  headers: Record<string, string> = { 'x-platform': input.platform ?? 'RU' },
) {
  const user = await createUser(app, input);
  const tokens = await login(app, user.email, user.password, headers);
  return { ...user, ...tokens };
}

let addressSeq = 0;
/**
 * `n` signed-in students at once, each logged in from an address of its own, so that parallel logins
 * never meet the per-address login limit (50 per 15 min) — for tests racing many students.
 */
export async function signedInUsers(app: FastifyInstance, n: number) {
  return Promise.all(
    Array.from({ length: n }, async () => {
      const user = await createUser(app);
      addressSeq += 1;
      const res = await app.inject({
        method: 'POST',
        url: '/api/v3/auth/login/',
        payload: { email: user.email, password: user.password },
        headers: { 'x-platform': 'RU' },
        remoteAddress: `10.250.${(addressSeq >> 8) % 256}.${addressSeq % 256}`,
      });
      if (res.statusCode !== 200) throw new Error(`login failed: ${res.statusCode} ${res.body}`);
      return { ...user, ...res.json<Tokens>() };
    }),
  );
}

export function bearer(access: string) {
  return { authorization: `Bearer ${access}` };
}

/** A request as a signed-in student (`access`) or a guest, with a JSON body when given. */
export function injectAs(
  app: FastifyInstance,
  method: 'GET' | 'POST' | 'PATCH' | 'DELETE',
  url: string,
  access?: string,
  payload?: object,
) {
  return app.inject({ method, url, ...(payload ? { payload } : {}), headers: access ? bearer(access) : {} });
}

export function post(
  app: FastifyInstance,
  url: string,
  payload?: unknown,
  extra: Partial<InjectOptions> = {},
) {
  return app.inject({
    method: 'POST',
    url,
    ...(payload === undefined ? {} : { payload: payload as object }),
    ...extra,
  });
}

export interface ErrorJson {
  type: string;
  errors: { code: string; detail: string; attr: string | null }[];
}

export function errorOf(res: LightMyRequestResponse): ErrorJson {
  return res.json<ErrorJson>();
}
