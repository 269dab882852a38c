import { mkdirSync } from 'node:fs';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import pg from 'pg';
import { PreparedPGlite } from './pglite-prepared.js';
import * as schema from './schema/index.js';

export type Db = PgDatabase<PgQueryResultHKT, typeof schema>;

export interface DbHandle {
  db: Db;
  driver: 'pglite' | 'pg';
  /** The schema that holds the tables (`public` unless isolated, e.g. per test file). */
  schemaName: string;
  close(): Promise<void>;
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

/** node-postgres when a URL is given, else PGlite (WASM PostgreSQL) on a directory or in memory. */
export function openDb(options: DbOptions): DbHandle {
  if (options.databaseUrl) {
    const schemaName = options.dbSchema ?? 'public';
    const pool = new pg.Pool({
      connectionString: options.databaseUrl,
      max: 10,
      connectionTimeoutMillis: PG_CONNECT_TIMEOUT_MS,
      ...(options.dbSchema ? { options: `-c search_path=${options.dbSchema}` } : {}),
    });
    // Without a listener, an idle client's error (PostgreSQL restarted, the network cut) is an
    // uncaught 'error' event and ends the process.
    pool.on('error', (error) => options.onIdleError?.(error));
    // The pool listens only while a client is idle: a client checked out (a transaction between two
    // statements) whose connection drops emits 'error' with no listener, which also ended the process
    // (seen in CI's outage test). The query or transaction in flight still fails on its own.
    pool.on('connect', (client) => client.on('error', (error) => options.onIdleError?.(error)));
    const db = drizzlePg(pool, { schema }) as unknown as Db;
    return { db, driver: 'pg', schemaName, close: () => pool.end() };
  }
  const dir = options.dataDir;
  if (!dir.startsWith('memory://')) mkdirSync(dir, { recursive: true });
  const client = new PreparedPGlite(
    dir,
    options.pgliteSnapshot ? { loadDataDir: options.pgliteSnapshot } : {},
  );
  const db = drizzlePglite(client, { schema }) as unknown as Db;
  return {
    db,
    driver: 'pglite',
    schemaName: 'public',
    close: () => client.close(),
    snapshot: () => client.dumpDataDir('none'),
  };
}

export { schema };
