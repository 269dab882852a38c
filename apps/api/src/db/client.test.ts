import { sql } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { openDb, type DbHandle } from './client.js';

// Both drivers open their connections with the same session settings; PostgreSQL only with DATABASE_URL.
const handles: DbHandle[] = [];
afterAll(async () => {
  await Promise.all(handles.map((h) => h.close()));
});

const drivers: [string, () => DbHandle][] = [['PGlite', () => openDb({ dataDir: 'memory://' })]];
const url = process.env.DATABASE_URL;
if (url)
  drivers.push(['PostgreSQL', () => openDb({ databaseUrl: url, dataDir: '', dbSchema: 'client_test_none' })]);

async function setting(handle: DbHandle, name: string): Promise<unknown> {
  const rows = (await handle.db.execute(sql`select current_setting(${name}) as value`)) as unknown as
    { rows: { value: unknown }[] } | { value: unknown }[];
  const list = Array.isArray(rows) ? rows : rows.rows;
  return list[0]?.value;
}

describe.each(drivers)('%s connections', (_name, open) => {
  it('plan named statements once (generic plans), keeping the schema search path', async () => {
    const handle = open();
    handles.push(handle);
    expect(await setting(handle, 'plan_cache_mode')).toBe('force_generic_plan');
    if (handle.driver === 'pg') expect(await setting(handle, 'search_path')).toBe('client_test_none');
  });
});
