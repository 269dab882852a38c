import { PGlite, types, type QueryOptions } from '@electric-sql/pglite';
import { count, eq, sql } from 'drizzle-orm';
import { drizzle } from 'drizzle-orm/pglite';
import { integer, jsonb, pgTable, serial, text } from 'drizzle-orm/pg-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PreparedPGlite } from './pglite-prepared.js';

// PGlite's own query() is the reference: the named-statement path must answer exactly as it does.
let plain: PGlite;
let fast: PreparedPGlite;

const things = pgTable('things', {
  id: serial('id').primaryKey(),
  name: text('name').notNull().unique(),
  n: integer('n'),
  doc: jsonb('doc'),
});
const DDL = 'CREATE TABLE things (id serial PRIMARY KEY, name text NOT NULL UNIQUE, n integer, doc jsonb)';

beforeAll(async () => {
  plain = new PGlite('memory://');
  fast = new PreparedPGlite('memory://', { maxStatements: 3 });
  await plain.exec(DDL);
  await fast.exec(DDL);
});
afterAll(async () => {
  await plain.close();
  await fast.close();
});

const TYPES = `SELECT $1::int AS i, $2::bigint AS b, $3::numeric AS n, $4::timestamptz AS t, $5::json AS j,
  $6::jsonb AS jb, $7::text[] AS arr, $8::int[] AS ints, $9::text AS s, $10::int AS nothing, now() > $4 AS later`;
// drizzle's array-mode options: timestamps and numeric arrays come back as text.
const ARRAY_MODE: QueryOptions = {
  rowMode: 'array',
  parsers: { [types.TIMESTAMPTZ]: (value: string) => value, [1231]: (value: string) => value },
};

function params(i: number): unknown[] {
  return [
    i,
    BigInt(2) ** BigInt(40) + BigInt(i),
    `${i}.125`,
    new Date(Date.UTC(2026, 10, 27, 4, i)),
    { i, nested: [1, 'two', null] },
    { é: `ünïcødé ${i}`, emoji: '🧪' },
    ['a', `b'${i}"`, null, 'ж'],
    [i, i + 1],
    `text ✓ ${i} — 日本`,
    null,
  ];
}

describe('PreparedPGlite', () => {
  it('answers a repeated query exactly as PGlite, parsing it once', async () => {
    const before = fast.parseCount;
    for (let i = 0; i < 10; i++) {
      for (const options of [undefined, ARRAY_MODE]) {
        const expected = await plain.query(TYPES, params(i), options);
        const actual = await fast.query(TYPES, params(i), options);
        expect(actual).toEqual(expected);
      }
    }
    // The first sighting takes PGlite's path (one Parse), the second parses the named statement once;
    // PGlite alone would parse 20 times.
    expect(fast.parseCount - before).toBe(2);
  });

  it('reports affected rows and returned rows of writes as PGlite', async () => {
    const insert = 'INSERT INTO things (name, n, doc) VALUES ($1, $2, $3) RETURNING id, name, n, doc';
    const update = 'UPDATE things SET n = n + 1 WHERE n >= $1';
    for (let i = 0; i < 5; i++) {
      const row = [`w${i}`, i, { i }];
      expect(await fast.query(insert, row)).toEqual(await plain.query(insert, row));
      expect(await fast.query(update, [2])).toEqual(await plain.query(update, [2]));
    }
  });

  it('surfaces errors with their code and recovers for the next query', async () => {
    const insert = 'INSERT INTO things (name) VALUES ($1)';
    await fast.query(insert, ['dup']);
    await fast.query(insert, ['dup2']);
    for (let i = 0; i < 3; i++) {
      const error = await fast.query(insert, ['dup']).catch((e: unknown) => e);
      expect(error).toMatchObject({ code: '23505', query: insert, params: ['dup'] });
      // Bind fails on the parameter: also a DatabaseError, and the connection is usable after it.
      const bad = await fast.query('SELECT $1::int AS i', ['x']).catch((e: unknown) => e);
      expect(bad).toMatchObject({ code: '22P02' });
      expect((await fast.query<{ i: number }>('SELECT $1::int AS i', [i])).rows).toEqual([{ i }]);
    }
  });

  it('reads a reply of many chunks, and one with a notice, as PGlite', async () => {
    // Far larger than one write of PGlite's output: the reply arrives in several chunks.
    const big = `SELECT g AS id, repeat('ж' || g::text, 40) AS s, g % 3 = 0 AS b FROM generate_series(1, $1::int) g`;
    for (const n of [5000, 0, 7]) {
      for (const options of [undefined, ARRAY_MODE]) {
        expect(await fast.query(big, [n], options)).toEqual(await plain.query(big, [n], options));
        expect(await fast.query(big, [n], options)).toEqual(await plain.query(big, [n], options));
      }
    }
    const fn = `CREATE FUNCTION noisy(x int) RETURNS int LANGUAGE plpgsql AS $$
      BEGIN RAISE NOTICE 'noisy %', x; RETURN x * 2; END $$`;
    await fast.exec(fn);
    await plain.exec(fn);
    for (let i = 0; i < 3; i++) {
      const seen: string[] = [];
      const result = await fast.query('SELECT noisy($1) AS y', [i], {
        onNotice: (n) => seen.push(n.message ?? ''),
      });
      expect(result).toEqual(await plain.query('SELECT noisy($1) AS y', [i]));
      expect(seen).toEqual([`noisy ${i}`]);
    }
  });

  it('prepares again when the statements were deallocated behind its back', async () => {
    const text = 'SELECT $1::text AS s';
    for (let i = 0; i < 3; i++) expect((await fast.query(text, [`a${i}`])).rows).toEqual([{ s: `a${i}` }]);
    await fast.exec('DEALLOCATE ALL');
    const gone = await fast.query(text, ['b']).catch((e: unknown) => e);
    expect(gone).toMatchObject({ code: '26000' });
    expect((await fast.query(text, ['c'])).rows).toEqual([{ s: 'c' }]);
  });

  it('works through drizzle, inside transactions, with rollback', async () => {
    const db = drizzle(fast);
    const byName = (name: string) => db.select().from(things).where(eq(things.name, name));
    const total = async () => (await db.select({ n: count() }).from(things))[0]?.n;
    for (let i = 0; i < 4; i++) await db.insert(things).values({ name: `d${i}`, n: i, doc: { i } });
    expect(await byName('d3')).toEqual([{ id: expect.any(Number), name: 'd3', n: 3, doc: { i: 3 } }]);

    const start = await total();
    const failed = await db
      .transaction(async (tx) => {
        for (let i = 0; i < 4; i++) await tx.insert(things).values({ name: `tx${i}`, n: i });
        expect((await tx.select({ n: count() }).from(things))[0]?.n).toBe((start ?? 0) + 4);
        throw new Error('roll back');
      })
      .catch((e: unknown) => e);
    expect(failed).toEqual(new Error('roll back'));
    expect(await total()).toBe(start);

    // A unique violation inside a transaction: drizzle wraps it, the code is PGlite's.
    const violation = await db
      .transaction(async (tx) => {
        await tx.insert(things).values({ name: 'tx-ok' });
        await tx.insert(things).values({ name: 'd1' });
      })
      .catch((e: unknown) => e);
    expect((violation as { cause?: { code?: string } }).cause?.code).toBe('23505');
    expect(await byName('tx-ok')).toEqual([]);

    await db.transaction(async (tx) => {
      await tx.insert(things).values({ name: 'kept', n: 7 });
      await tx.execute(sql`UPDATE things SET n = ${8} WHERE name = ${'kept'}`);
    });
    expect((await byName('kept'))[0]?.n).toBe(8);
  });

  it('keeps queries exclusive when they run concurrently with a transaction', async () => {
    const db = drizzle(fast);
    const reads = Array.from({ length: 20 }, (_, i) => fast.query<{ i: number }>('SELECT $1::int AS i', [i]));
    const tx = db.transaction(async (t) => {
      await t.insert(things).values({ name: 'concurrent' });
      await t.execute(sql`SELECT pg_sleep(${0.01})`);
      await t.execute(sql`SELECT pg_sleep(${0.01})`);
    });
    const results = await Promise.all(reads);
    await tx;
    expect(results.map((r) => r.rows[0]?.i)).toEqual(Array.from({ length: 20 }, (_, i) => i));
  });

  it('closes the least recently used statement beyond its cap', async () => {
    for (let round = 0; round < 3; round++) {
      for (let k = 0; k < 6; k++) {
        const result = await fast.query<{ k: number }>(`SELECT $1::int + ${k} AS k`, [round]);
        expect(result.rows).toEqual([{ k: round + k }]);
      }
    }
    const { rows } = await fast.query<{ n: number }>('SELECT count(*)::int AS n FROM pg_prepared_statements');
    expect(rows[0]?.n).toBe(3);
  });
});
