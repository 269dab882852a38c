import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import type { TestApp } from '../../test/app.js';
import { feedTestApp, until } from '../../test/feed.js';
import { changeChannel } from './change-feed.js';

/**
 * Issue 11: the change feed tells this instance what any connection committed, and is not trusted
 * (version null: readers ask the database) while its PostgreSQL connection is lost, until it listens
 * again by itself.
 */
const databaseUrl = process.env.DATABASE_URL;
let t: TestApp;

beforeAll(async () => {
  t = await feedTestApp();
});
afterAll(() => t.close());

describe('the change feed', () => {
  it("tells a student's enrolments and the catalogue apart, and moves only what changed", async () => {
    const feed = t.app.prepa.changes;
    const before = {
      a: feed.version('owned', 1),
      b: feed.version('owned', 2),
      cat: feed.version('catalogue'),
    };
    expect(before.a).not.toBeNull();
    const channel = changeChannel(databaseUrl ? await schemaOf(t) : 'public');
    await t.app.prepa.db.execute(sql`SELECT pg_notify(${channel}, 'owned:1')`);
    await feed.settle();
    expect(feed.version('owned', 1)).not.toBe(before.a);
    expect(feed.version('owned', 2)).toBe(before.b);
    expect(feed.version('catalogue')).toBe(before.cat);
    // A kind without an id (TRUNCATE) moves every id of that kind.
    await t.app.prepa.db.execute(sql`SELECT pg_notify(${channel}, 'owned')`);
    await feed.settle();
    expect(feed.version('owned', 2)).not.toBe(before.b);
    expect(feed.version('catalogue')).toBe(before.cat);
  });

  it.runIf(databaseUrl)(
    'goes not live when its connection is cut (readers ask the database), and listens again by itself',
    async () => {
      const feed = t.app.prepa.changes;
      const old = feed.version('catalogue');
      const admin = new pg.Client({ connectionString: databaseUrl });
      await admin.connect();
      try {
        const cut = await admin.query(
          `SELECT pg_terminate_backend(pid) AS cut FROM pg_stat_activity WHERE application_name = $1`,
          [changeChannel(await schemaOf(t))],
        );
        expect(cut.rows).toEqual([{ cut: true }]);
      } finally {
        await admin.end();
      }
      await until(() => !feed.live);
      expect(feed.version('catalogue')).toBeNull();
      await feed.settle(); // not live: returns at once
      await until(() => feed.live);
      // A new epoch: nothing read before the cut is served again.
      expect(feed.version('catalogue')).not.toBe(old);
    },
  );

  it.runIf(databaseUrl)('settles after a change committed by another connection', async () => {
    const feed = t.app.prepa.changes;
    const schema = await schemaOf(t);
    const before = feed.version('owned', 77);
    const other = new pg.Client({ connectionString: databaseUrl });
    await other.connect();
    try {
      await other.query(`SELECT pg_notify($1, 'owned:77')`, [changeChannel(schema)]);
    } finally {
      await other.end();
    }
    await feed.settle();
    expect(feed.version('owned', 77)).not.toBe(before);
  });
});

async function schemaOf(app: TestApp): Promise<string> {
  const rows = (await app.app.prepa.db.execute(sql`SELECT current_schema() AS name`)) as unknown as
    { rows: { name: string }[] } | { name: string }[];
  const list = Array.isArray(rows) ? rows : rows.rows;
  return list[0]?.name ?? 'public';
}
