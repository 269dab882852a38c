import { rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { TestProject } from 'vitest/node';
import { loadConfig } from '../src/config.js';
import { openDb } from '../src/db/client.js';
import { runMigrations } from '../src/db/migrate.js';

declare module 'vitest' {
  export interface ProvidedContext {
    pgliteSnapshot: string;
  }
}

/**
 * Creating a PGlite cluster costs seconds; on PGlite every test file starts from one migrated
 * snapshot made here instead. Made with DATABASE_URL too: the kill -9 fault test runs on PGlite always,
 * and its server starts from this snapshot (test/server-process.ts).
 */
export default async function setup(project: TestProject) {
  const config = loadConfig({ DATA_DIR: 'memory://', NODE_ENV: 'test' });
  const handle = openDb(config);
  await runMigrations(handle.db, config.migrationsDir);
  const blob = await handle.snapshot?.();
  await handle.close();
  if (!blob) return;
  const file = join(tmpdir(), `prepa-pglite-${process.pid}-${Date.now()}.tar`);
  writeFileSync(file, Buffer.from(await blob.arrayBuffer()));
  project.provide('pgliteSnapshot', file);
  return () => rmSync(file, { force: true });
}
