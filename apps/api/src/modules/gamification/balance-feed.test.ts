import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { currencyLimits, ledgerEntries } from '../../db/schema/index.js';
import { bearer, signedInUser, type TestApp } from '../../../test/app.js';
import { feedTestApp, untold } from '../../../test/feed.js';

/**
 * Issue 11: while the change feed is live, a student's balance and pages of their history are answered
 * from memory until the trigger of migration 0020 tells of a change to their ledger, limits or profile.
 */
let t: TestApp;

beforeAll(async () => {
  t = await feedTestApp();
});
afterAll(() => t.close());

const balanceOf = async (access: string) => {
  const res = await t.app.inject({
    method: 'GET',
    url: '/api/v2/students/student-balance/',
    headers: bearer(access),
  });
  expect(res.statusCode).toBe(200);
  return res.json() as { balance: Record<string, number>; limits: Record<string, number | null> };
};

const credit = (userId: number, amount: number, key: string) =>
  t.app.prepa.db
    .insert(ledgerEntries)
    .values({ userId, currency: 'umcoins', amount, reason: 'PURCHASE', eventKey: key });

/** A credit written past the feed (its trigger off): nothing tells the app of it. */
const silentCredit = (userId: number, amount: number, key: string) =>
  untold(t.app, 'ledger_entries', 'ledger_entries_notify_change', (tx) =>
    tx
      .insert(ledgerEntries)
      .values({ userId, currency: 'umcoins', amount, reason: 'PURCHASE', eventKey: key }),
  );

describe('the balance on the change feed', () => {
  it('keeps the answer until the ledger is told to have changed, for that student only', async () => {
    const [a, b] = [await signedInUser(t.app), await signedInUser(t.app)];
    expect((await balanceOf(a.access)).balance.umcoins).toBe(0);
    expect((await balanceOf(b.access)).balance.umcoins).toBe(0);
    // Written past the feed: the kept answers stand (the read asked the database nothing).
    await untold(t.app, 'ledger_entries', 'ledger_entries_notify_change', (tx) =>
      tx.insert(ledgerEntries).values([
        { userId: a.id, currency: 'umcoins', amount: 5, reason: 'test', eventKey: `silent:${a.id}` },
        { userId: b.id, currency: 'umcoins', amount: 5, reason: 'test', eventKey: `silent:${b.id}` },
      ]),
    );
    expect((await balanceOf(a.access)).balance.umcoins).toBe(0);
    // Told for a: a's next read sees both entries; b's kept answer stands.
    await credit(a.id, 2, `told:${a.id}`);
    await t.app.prepa.changes.settle();
    expect((await balanceOf(a.access)).balance.umcoins).toBe(7);
    expect((await balanceOf(b.access)).balance.umcoins).toBe(0);
  });

  it('keeps each page of the currency history until the ledger is told to have changed', async () => {
    const [a, b] = [await signedInUser(t.app), await signedInUser(t.app)];
    const page = async (access: string, query = '') => {
      const res = await t.app.inject({
        method: 'GET',
        url: `/api/v2/students/balance-history/${query}`,
        headers: bearer(access),
      });
      expect(res.statusCode).toBe(200);
      return (res.json() as { results: { amount: number }[] }).results.map((r) => r.amount);
    };
    await credit(a.id, 3, `first:${a.id}`);
    await credit(b.id, 3, `first:${b.id}`);
    await t.app.prepa.changes.settle();
    expect(await page(a.access)).toEqual([3]);
    expect(await page(b.access)).toEqual([3]);
    expect(await page(a.access, '?limit=1&offset=1')).toEqual([]);
    await silentCredit(b.id, 4, `silent:${b.id}`);
    expect(await page(b.access)).toEqual([3]);
    // Told for a: each of a's pages is read again; b's kept page stands until b's ledger is told of.
    await credit(a.id, 8, `second:${a.id}`);
    await t.app.prepa.changes.settle();
    expect(await page(a.access)).toEqual([8, 3]);
    expect(await page(a.access, '?limit=1&offset=1')).toEqual([3]);
    expect(await page(b.access)).toEqual([3]);
    // Only first pages are kept (a client walking offsets costs reads, not memory): past the feed, a's
    // first page stands and a later page has the new entry.
    await silentCredit(a.id, 6, `silent:${a.id}`);
    expect(await page(a.access)).toEqual([8, 3]);
    expect(await page(a.access, '?limit=1&offset=1')).toEqual([8]);
    await credit(b.id, 1, `second:${b.id}`);
    await t.app.prepa.changes.settle();
    expect(await page(b.access)).toEqual([1, 4, 3]);
  });

  it('shows a limit written by SQL once the feed has told of it', async () => {
    const u = await signedInUser(t.app);
    expect((await balanceOf(u.access)).limits.umcoins).toBeNull();
    await t.app.prepa.db.insert(currencyLimits).values({ userId: u.id, currency: 'umcoins', max: 15 });
    await t.app.prepa.changes.settle();
    expect((await balanceOf(u.access)).limits.umcoins).toBe(15);
  });
});
