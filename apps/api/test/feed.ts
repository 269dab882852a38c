import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { AppOverrides } from '../src/app.js';
import type { Db } from '../src/db/client.js';
import { createTestApp, type TestApp } from './app.js';

/** Waits until `check` holds (every 20 ms), or fails after `ms`. */
export async function until(check: () => boolean, ms = 10_000): Promise<void> {
  const started = Date.now();
  while (!check()) {
    if (Date.now() - started > ms) throw new Error('timed out');
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

/**
 * A test app for the change feed's own tests: its requests do not settle the feed first (the feed's
 * timing is what they test), and it is returned once the feed listens.
 */
export async function feedTestApp(overrides: AppOverrides = {}): Promise<TestApp> {
  const t = await createTestApp({}, overrides, undefined, { exactFeedTiming: true });
  await until(() => t.app.prepa.changes.live);
  return t;
}

/**
 * Writes with the feed's trigger `trigger` of `table` off, so nothing tells the app of it: a reader
 * that still answers as before did not ask the database. Settles after.
 */
export async function untold(
  app: FastifyInstance,
  table: string,
  trigger: string,
  write: (tx: Db) => Promise<unknown>,
): Promise<void> {
  await app.prepa.db.transaction(async (tx) => {
    await tx.execute(sql.raw(`ALTER TABLE ${table} DISABLE TRIGGER ${trigger}`));
    await write(tx);
    await tx.execute(sql.raw(`ALTER TABLE ${table} ENABLE TRIGGER ${trigger}`));
  });
  await app.prepa.changes.settle();
}
