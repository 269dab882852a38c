import { sql, type SQL } from 'drizzle-orm';
import type { Db } from '../src/db/client.js';

// Connections plan a named statement once (plan_cache_mode=force_generic_plan, db/client.ts). A generic
// plan knows no parameter's value: these helpers show the plan such a statement gets.

function literal(value: unknown): string {
  if (typeof value === 'number' || typeof value === 'boolean') return String(value);
  return `'${String(value).replaceAll("'", "''")}'`;
}

/** The generic plan of `query` on `db` as EXPLAIN prints it, with sequential scans disabled. */
export async function genericPlan(
  db: Db,
  query: { toSQL(): { sql: string; params: unknown[] } },
): Promise<string> {
  const { sql: text, params } = query.toSQL();
  return db.transaction(async (tx) => {
    const run = async (statement: SQL) => {
      const result = (await tx.execute(statement)) as unknown as { rows: Record<string, unknown>[] };
      return result.rows;
    };
    await run(sql`set local enable_seqscan = off`);
    await run(sql.raw(`prepare generic_probe as ${text}`));
    const args = params.length ? `(${params.map(literal).join(', ')})` : '';
    const rows = await run(sql.raw(`explain execute generic_probe${args}`));
    await run(sql.raw('deallocate generic_probe'));
    return rows.map((r) => String(Object.values(r)[0])).join('\n');
  });
}
