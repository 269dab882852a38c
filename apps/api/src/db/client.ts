import { mkdirSync } from 'node:fs';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import pg from 'pg';
import { PGlite } from '@electric-sql/pglite';
import { createPgChangeFeed, createPgliteChangeFeed, type ChangeFeed } from './change-feed.js';
import { PreparedPGlite } from './pglite-prepared.js';
import * as schema from './schema/index.js';

export type Db = PgDatabase<PgQueryResultHKT, typeof schema>;

export interface DbHandle {
  db: Db;
  driver: 'pglite' | 'pg';
  /** The schema that holds the tables (`public` unless isolated, e.g. per test file). */
  schemaName: string;
  close(): Promise<void>;
  /** Starts listening to the database's change feed (change-feed.ts); the caller closes it. */
  changeFeed(onError: (error: unknown) => void): Promise<ChangeFeed>;
  /** PGlite only: the data directory as a tarball (tests start from a migrated snapshot). */
  snapshot?(): Promise<Blob>;
}

export interface DbOptions {
  databaseUrl?: string;
  dataDir: string;
  dbSchema?: string;
  /** PGlite only: start from this data-directory tarball instead of an empty cluster. */
  pgliteSnapshot?: Blob;
  /** node-postgres only: an idle pooled connection failed (the server went away); the pool replaces it. */
  onIdleError?: (error: Error) => void;
}

/** How long a request waits for a PostgreSQL connection before it fails (503) rather than hangs. */
export const PG_CONNECT_TIMEOUT_MS = 3000;

/**
 * Session settings of every connection, as `-c name=value` start-up options.
 *
 * `plan_cache_mode=force_generic_plan`: a named statement (drizzle's `.prepare(name)` on PostgreSQL,
 * every repeated SQL text on PGlite) is planned once per connection, not at every execution. By
 * default PostgreSQL plans the first five executions with the values and keeps planning them when the
 * generic plan's estimate is higher: the homework list did (the same plan, 1.1 ms of planning for
 * 0.15 ms of execution, per request). Our parameterised statements are keyed reads and writes of a
 * student's rows, whose best plan does not depend on the values.
 */
export const SESSION_SETTINGS: readonly (readonly [string, string])[] = [
  ['plan_cache_mode', 'force_generic_plan'],
];
const startOptions = SESSION_SETTINGS.flatMap(([name, value]) => ['-c', `${name}=${value}`]);

/** node-postgres when a URL is given, else PGlite (WASM PostgreSQL) on a directory or in memory. */
export function openDb(options: DbOptions): DbHandle {
  if (options.databaseUrl) {
    const schemaName = options.dbSchema ?? 'public';
    const pool = new pg.Pool({
      connectionString: options.databaseUrl,
      max: 10,
      connectionTimeoutMillis: PG_CONNECT_TIMEOUT_MS,
      options: [...startOptions, ...(options.dbSchema ? ['-c', `search_path=${options.dbSchema}`] : [])].join(
        ' ',
      ),
    });
    // Without a listener, an idle client's error (PostgreSQL restarted, the network cut) is an
    // uncaught 'error' event and ends the process.
    pool.on('error', (error) => options.onIdleError?.(error));
    // The pool listens only while a client is idle: a client checked out (a transaction between two
    // statements) whose connection drops emits 'error' with no listener, which also ended the process
    // (seen in CI's outage test). The query or transaction in flight still fails on its own.
    pool.on('connect', (client) => client.on('error', (error) => options.onIdleError?.(error)));
    const db = drizzlePg(pool, { schema }) as unknown as Db;
    const connectionString = options.databaseUrl;
    return {
      db,
      driver: 'pg',
      schemaName,
      close: () => pool.end(),
      changeFeed: async (onError) =>
        createPgChangeFeed({
          connectionString,
          schemaName,
          connectTimeoutMs: PG_CONNECT_TIMEOUT_MS,
          onError,
        }),
    };
  }
  const dir = options.dataDir;
  if (!dir.startsWith('memory://')) mkdirSync(dir, { recursive: true });
  const client = new PreparedPGlite(dir, {
    startParams: [...PGlite.defaultStartParams, ...startOptions],
    ...(options.pgliteSnapshot ? { loadDataDir: options.pgliteSnapshot } : {}),
  });
  const db = drizzlePglite(client, { schema }) as unknown as Db;
  return {
    db,
    driver: 'pglite',
    schemaName: 'public',
    close: () => client.close(),
    changeFeed: () => createPgliteChangeFeed(client, 'public'),
    snapshot: () => client.dumpDataDir('none'),
  };
}

export { schema };
