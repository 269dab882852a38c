import { sql } from 'drizzle-orm';
import { readMigrationFiles } from 'drizzle-orm/migrator';
import type { Db } from './client.js';

const MIGRATION_LOCK = 727_001;

/**
 * Applies the committed drizzle-kit migrations. Ours rather than drizzle's migrator so that the
 * tables can live in another schema than `public` (one schema per test file on a shared PostgreSQL);
 * an advisory lock keeps several instances starting at once from racing.
 */
export async function runMigrations(db: Db, folder: string, schemaName = 'public'): Promise<number> {
  const migrations = readMigrationFiles({ migrationsFolder: folder });
  const q = `"${schemaName}"`;
  let applied = 0;
  await db.execute(sql.raw(`CREATE SCHEMA IF NOT EXISTS ${q}`));
  await db.transaction(async (tx) => {
    await tx.execute(sql.raw(`SELECT pg_advisory_xact_lock(${MIGRATION_LOCK})`));
    await tx.execute(
      sql.raw(
        `CREATE TABLE IF NOT EXISTS ${q}."__migrations" (id serial PRIMARY KEY, hash text NOT NULL, created_at bigint NOT NULL)`,
      ),
    );
    const result = await tx.execute(
      sql.raw(`SELECT created_at FROM ${q}."__migrations" ORDER BY created_at DESC LIMIT 1`),
    );
    const rows = (result as unknown as { rows: { created_at: string | number }[] }).rows;
    const last = rows[0] ? Number(rows[0].created_at) : -1;
    for (const migration of migrations) {
      if (migration.folderMillis <= last) continue;
      for (const statement of migration.sql) {
        const text = statement.replaceAll('"public".', `${q}.`).trim();
        if (text) await tx.execute(sql.raw(text));
      }
      await tx.execute(
        sql`INSERT INTO ${sql.raw(q)}."__migrations" (hash, created_at) VALUES (${migration.hash}, ${migration.folderMillis})`,
      );
      applied += 1;
    }
  });
  return applied;
}
