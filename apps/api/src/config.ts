import { randomBytes } from 'node:crypto';
import { availableParallelism } from 'node:os';
import { fileURLToPath } from 'node:url';
import { z } from 'zod';
import {
  ACCESS_TOKEN_TTL_SECONDS,
  DEFAULT_PLATFORM,
  OTP_REQUESTS_PER_IP_PER_HOUR,
  platformSchema,
  type Platform,
} from '@prepa/contracts';

const bool = z
  .enum(['1', '0', 'true', 'false', 'yes', 'no', 'on', 'off'])
  .transform((v) => ['1', 'true', 'yes', 'on'].includes(v));
const empty = (v: unknown) => (v === '' ? undefined : v);

/**
 * `PLATFORM_HOSTS`: comma-separated `host=PLATFORM` pairs (`prepa.kz=KZ,one.prepa.ru=ONE`); host names
 * are matched without the port, case-insensitively; `*=KZ` changes the platform of unlisted hosts (RU).
 */
const platformHosts = z.string().transform((text, ctx) => {
  const hosts: Record<string, Platform> = {};
  for (const pair of text.split(',')) {
    if (pair.trim() === '') continue;
    const [host = '', platform = '', extra] = pair.split('=').map((p) => p.trim());
    const parsed = platformSchema.safeParse(platform.toUpperCase());
    if (!/^(\*|[a-z0-9.-]+)$/i.test(host) || !parsed.success || extra !== undefined) {
      ctx.addIssue({ code: 'custom', message: `expected host=RU|KZ|ONE|ACADEMY, got "${pair.trim()}"` });
      return z.NEVER;
    }
    hosts[host.toLowerCase()] = parsed.data;
  }
  return hosts;
});

const envSchema = z.object({
  NODE_ENV: z.preprocess(empty, z.enum(['development', 'production', 'test']).default('development')),
  PORT: z.preprocess(empty, z.coerce.number().int().min(0).max(65535).default(3000)),
  HOST: z.preprocess(empty, z.string().default('127.0.0.1')),
  DATABASE_URL: z.preprocess(empty, z.string().optional()),
  DATA_DIR: z.preprocess(empty, z.string().default('./.data/pglite')),
  /** Schema that holds every table; tests use one per file on a shared PostgreSQL. */
  DB_SCHEMA: z.preprocess(
    empty,
    z
      .string()
      .regex(/^[a-z_][a-z0-9_]*$/)
      .optional(),
  ),
  REDIS_URL: z.preprocess(empty, z.string().optional()),
  REDIS_PREFIX: z.preprocess(empty, z.string().max(100).default('prepa:')),
  SEED: z.preprocess(empty, z.enum(['demo', 'none']).default('demo')),
  DEV_OUTBOX: z.preprocess(empty, bool.optional()),
  JWT_SECRET: z.preprocess(empty, z.string().min(16).optional()),
  PAYMENT_PROVIDER: z.preprocess(empty, z.enum(['sandbox']).default('sandbox')),
  /** Who pre-scores long homework answers where homework-neuro-precheck is on (adapters/long-answer-reviewer.ts). */
  LONG_ANSWER_REVIEWER: z.preprocess(empty, z.enum(['rubric', 'none']).default('rubric')),
  LOG_LEVEL: z.preprocess(
    empty,
    z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).optional(),
  ),
  WEB_DIST_DIR: z.preprocess(empty, z.string().optional()),
  PUBLIC_URL: z.preprocess(empty, z.url().optional()),
  ACCESS_TOKEN_TTL: z.preprocess(empty, z.coerce.number().int().min(1).default(ACCESS_TOKEN_TTL_SECONDS)),
  /** argon2id cost; tests lower it to stay fast. */
  ARGON2_MEMORY_KIB: z.preprocess(empty, z.coerce.number().int().min(8).default(19456)),
  ARGON2_TIME_COST: z.preprocess(empty, z.coerce.number().int().min(1).default(2)),
  /** How many argon2id hashes run at once; by default one less than the cores (at least one). */
  ARGON2_CONCURRENCY: z.preprocess(
    empty,
    z.coerce
      .number()
      .int()
      .min(1)
      .max(64)
      .default(Math.max(1, availableParallelism() - 1)),
  ),
  /** The hashing threads' CPU priority (Linux nice): above 0 the event loop wins when cores are busy. */
  ARGON2_NICE: z.preprocess(empty, z.coerce.number().int().min(0).max(19).default(10)),
  /**
   * The share of the time each hashing slot may hash (0.05–1) while the event loop serves other
   * requests: after a hash of t ms the slot rests t·(1/duty − 1) ms before the next one, so a burst of
   * logins queues instead of keeping a core (and the cache a memory-hard hash fills) busy. The answer
   * of the hash itself is not delayed, and logins alone never rest (modules/auth/crypto.ts).
   */
  ARGON2_DUTY: z.preprocess(empty, z.coerce.number().min(0.05).max(1).default(0.33)),
  TRUST_PROXY: z.preprocess(empty, bool.default(false)),
  BODY_LIMIT_BYTES: z.preprocess(
    empty,
    z.coerce
      .number()
      .int()
      .min(1024)
      .default(1024 * 1024),
  ),
  PLATFORM_HOSTS: z.preprocess(empty, platformHosts.optional()),
  /** Whether `X-Platform` may choose the platform: on by default outside production, never in it. */
  ALLOW_PLATFORM_HEADER: z.preprocess(empty, bool.optional()),
  /** SMS codes one IP may request per hour (journeys that register many students from 127.0.0.1 raise it). */
  OTP_PER_IP_PER_HOUR: z.preprocess(
    empty,
    z.coerce.number().int().min(1).default(OTP_REQUESTS_PER_IP_PER_HOUR),
  ),
  /** How often the maintenance jobs run (abandoned card payments, ended subscriptions); 0 turns them off. */
  MAINTENANCE_INTERVAL_MS: z.preprocess(empty, z.coerce.number().int().min(0).optional()),
  /** How often undelivered notifications are looked for (ms); 0 = only when a test asks. */
  NOTIFICATION_DISPATCH_MS: z.preprocess(empty, z.coerce.number().int().min(0).optional()),
  /** How often the scheduled notification jobs (lesson reminders, products ending…) run (ms). */
  NOTIFICATION_JOBS_MS: z.preprocess(empty, z.coerce.number().int().min(0).optional()),
  /** How long a session lookup is kept in memory (ms; modules/auth/session-cache.ts); 0 turns it off. */
  SESSION_CACHE_MS: z.preprocess(empty, z.coerce.number().int().min(0).max(60_000).default(10_000)),
  /** Web push VAPID keys; without them a pair is generated once and kept in the database. */
  VAPID_PUBLIC_KEY: z.preprocess(empty, z.string().optional()),
  VAPID_PRIVATE_KEY: z.preprocess(empty, z.string().optional()),
  VAPID_SUBJECT: z.preprocess(empty, z.string().default('mailto:support@prepa.example')),
  /** Tests only: push subscriptions may name `http://127.0.0.1` (a local push service); never in production. */
  WEB_PUSH_ALLOW_LOOPBACK: z.preprocess(empty, bool.optional()),
});

export interface Config {
  nodeEnv: 'development' | 'production' | 'test';
  port: number;
  host: string;
  databaseUrl?: string;
  dataDir: string;
  dbSchema?: string;
  redisUrl?: string;
  redisPrefix: string;
  seed: 'demo' | 'none';
  devOutbox: boolean;
  jwtSecret?: string;
  paymentProvider: 'sandbox';
  longAnswerReviewer: 'rubric' | 'none';
  logLevel: string;
  /** Built SPA served in production; absent directory means "API only". */
  webDistDir: string;
  /** Drizzle migrations; resolved next to the server file (src/ and dist/ sit at the same depth). */
  migrationsDir: string;
  publicUrl?: string;
  accessTokenTtlSeconds: number;
  argon2: { memoryCost: number; timeCost: number; concurrency: number; nice: number; duty: number };
  trustProxy: boolean;
  bodyLimit: number;
  maintenanceIntervalMs: number;
  notificationDispatchMs: number;
  notificationJobsMs: number;
  /** How long a session lookup is kept in memory; 0: not at all. */
  sessionCacheMs: number;
  vapid: { publicKey?: string; privateKey?: string; subject: string };
  /** Push subscriptions may name `http://127.0.0.1` (tests' local push service); always false in production. */
  webPushAllowLoopback: boolean;
  /** Host name (lower case, no port) → platform; `*` is the platform of unlisted hosts. */
  platformHosts: Readonly<Record<string, Platform>>;
  /** Development and tests: `X-Platform` overrides the host's platform (never in production). */
  allowPlatformHeader: boolean;
  otpPerIpPerHour: number;
}

const appRoot = new URL('..', import.meta.url);

export function loadConfig(env: Record<string, string | undefined> = process.env): Config {
  const parsed = envSchema.safeParse(env);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`);
    throw new Error(`Invalid configuration:\n${lines.join('\n')}`);
  }
  const e = parsed.data;
  return {
    nodeEnv: e.NODE_ENV,
    port: e.PORT,
    host: e.HOST,
    databaseUrl: e.DATABASE_URL,
    dataDir: e.DATA_DIR,
    dbSchema: e.DB_SCHEMA,
    redisUrl: e.REDIS_URL,
    redisPrefix: e.REDIS_PREFIX,
    seed: e.SEED,
    devOutbox: e.DEV_OUTBOX ?? e.NODE_ENV !== 'production',
    jwtSecret: e.JWT_SECRET,
    paymentProvider: e.PAYMENT_PROVIDER,
    longAnswerReviewer: e.LONG_ANSWER_REVIEWER,
    logLevel: e.LOG_LEVEL ?? (e.NODE_ENV === 'test' ? 'silent' : 'info'),
    webDistDir: e.WEB_DIST_DIR ?? fileURLToPath(new URL('../web/dist', appRoot)),
    migrationsDir: fileURLToPath(new URL('drizzle', appRoot)),
    publicUrl: e.PUBLIC_URL,
    accessTokenTtlSeconds: e.ACCESS_TOKEN_TTL,
    argon2: {
      memoryCost: e.ARGON2_MEMORY_KIB,
      timeCost: e.ARGON2_TIME_COST,
      concurrency: e.ARGON2_CONCURRENCY,
      nice: e.ARGON2_NICE,
      duty: e.ARGON2_DUTY,
    },
    trustProxy: e.TRUST_PROXY,
    bodyLimit: e.BODY_LIMIT_BYTES,
    maintenanceIntervalMs: e.MAINTENANCE_INTERVAL_MS ?? (e.NODE_ENV === 'test' ? 0 : 5 * 60 * 1000),
    notificationDispatchMs: e.NOTIFICATION_DISPATCH_MS ?? (e.NODE_ENV === 'test' ? 0 : 300),
    notificationJobsMs: e.NOTIFICATION_JOBS_MS ?? (e.NODE_ENV === 'test' ? 0 : 60_000),
    sessionCacheMs: e.SESSION_CACHE_MS,
    vapid: { publicKey: e.VAPID_PUBLIC_KEY, privateKey: e.VAPID_PRIVATE_KEY, subject: e.VAPID_SUBJECT },
    webPushAllowLoopback: e.NODE_ENV !== 'production' && (e.WEB_PUSH_ALLOW_LOOPBACK ?? false),
    platformHosts: { '*': DEFAULT_PLATFORM, ...e.PLATFORM_HOSTS },
    allowPlatformHeader: e.NODE_ENV !== 'production' && (e.ALLOW_PLATFORM_HEADER ?? true),
    otpPerIpPerHour: e.OTP_PER_IP_PER_HOUR,
  };
}

/** A throw-away secret, for tests and `memory://` databases. */
export function randomSecret(): string {
  return randomBytes(32).toString('base64url');
}
