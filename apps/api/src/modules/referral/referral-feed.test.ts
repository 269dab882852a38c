import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ledgerEntries, users } from '../../db/schema/index.js';
import { bearer, signedInUser, type TestApp } from '../../../test/app.js';
import { feedTestApp, untold } from '../../../test/feed.js';

/**
 * Issue 11: while the change feed is live, a student's referral programme and bonus history are
 * answered from memory until the feed tells of a change to their account (a social account connected
 * hands out the link), their ledger or the flags (migrations 0020, 0022, 0030, 0031).
 */
let t: TestApp;

beforeAll(async () => {
  t = await feedTestApp();
});
afterAll(() => t.close());

type Student = Awaited<ReturnType<typeof signedInUser>>;
async function get<T>(s: Student, url: string): Promise<T> {
  const res = await t.app.inject({
    method: 'GET',
    url,
    headers: { ...bearer(s.access), 'x-platform': 'RU' },
  });
  expect(res.statusCode).toBe(200);
  return res.json() as T;
}
const programme = (s: Student) =>
  get<{ referral_id: string | null; balance: number }>(s, '/api/v2/students/referral/');
const bonuses = async (s: Student) =>
  (await get<{ results: { amount: number }[] }>(s, '/api/v2/students/referral/history/')).results.map(
    (r) => r.amount,
  );
const bonus = (userId: number, amount: number, key: string) => ({
  userId,
  currency: 'bonuses' as const,
  amount,
  reason: 'REFERRAL' as const,
  eventKey: key,
});

describe('the referral programme on the change feed', () => {
  it('keeps the programme and the history until a change is told of, for that student only', async () => {
    const [a, b] = [await signedInUser(t.app), await signedInUser(t.app)];
    for (const s of [a, b]) {
      expect(await programme(s)).toMatchObject({ referral_id: null, balance: 0 });
      expect(await bonuses(s)).toEqual([]);
    }
    // b's bonus and Telegram past the feed: b's kept answers stand (the reads asked the database nothing).
    await untold(t.app, 'ledger_entries', 'ledger_entries_notify_change', (tx) =>
      tx.insert(ledgerEntries).values(bonus(b.id, 500, `silent:${b.id}`)),
    );
    await untold(t.app, 'users', 'users_notify_change', (tx) =>
      tx.update(users).set({ telegram: 'b_student' }).where(eq(users.id, b.id)),
    );
    expect(await programme(b)).toMatchObject({ referral_id: null, balance: 0 });
    expect(await bonuses(b)).toEqual([]);
    // a's told of: a's next reads have the link and the bonus; b's kept answers stand.
    await t.app.prepa.db.update(users).set({ telegram: 'a_student' }).where(eq(users.id, a.id));
    await t.app.prepa.changes.settle();
    expect(await programme(a)).toMatchObject({ referral_id: expect.any(String), balance: 0 });
    await t.app.prepa.db.insert(ledgerEntries).values(bonus(a.id, 300, `told:${a.id}`));
    await t.app.prepa.changes.settle();
    expect(await programme(a)).toMatchObject({ referral_id: expect.any(String), balance: 300 });
    expect(await bonuses(a)).toEqual([300]);
    expect(await programme(b)).toMatchObject({ referral_id: null, balance: 0 });
    // b's next bonus told of: both of b's show, and b's link (Telegram was connected).
    await t.app.prepa.db.insert(ledgerEntries).values(bonus(b.id, 200, `told:${b.id}`));
    await t.app.prepa.changes.settle();
    expect(await bonuses(b)).toEqual([200, 500]);
    expect(await programme(b)).toMatchObject({ referral_id: expect.any(String), balance: 700 });
  });
});
