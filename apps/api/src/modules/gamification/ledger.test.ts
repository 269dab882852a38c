import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, createTestApp, signedInUser, type TestApp } from '../../../test/app.js';
import { currencyLimits } from '../../db/schema/index.js';
import { creditLedger, lessonWatched, type LedgerCredit } from './index.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const credit = (c: LedgerCredit) => t.app.prepa.db.transaction((tx) => creditLedger(tx, c));
const get = (url: string, access: string) => t.app.inject({ method: 'GET', url, headers: bearer(access) });

describe('ledger', () => {
  it('credits the same reward event once, even when delivered twice', async () => {
    const u = await signedInUser(t.app);
    const first = await t.app.prepa.db.transaction((tx) =>
      lessonWatched(tx, { userId: u.id, lessonId: 7, exp: 30 }),
    );
    const again = await t.app.prepa.db.transaction((tx) =>
      lessonWatched(tx, { userId: u.id, lessonId: 7, exp: 30 }),
    );
    expect(first).toEqual({ credited: true, amount: 30 });
    expect(again).toEqual({ credited: false, amount: 0 });
    const balance = (await get('/api/v2/students/student-balance/', u.access)).json();
    expect(balance.balance.exp).toBe(30);
    const history = (await get('/api/v2/students/exp-history/', u.access)).json();
    expect(history).toMatchObject({
      count: 1,
      results: [{ currency: 'exp', amount: 30, reason: 'LESSON_WATCHED' }],
    });
  });

  it('credits once when the same event arrives 50 times at the same moment', async () => {
    const u = await signedInUser(t.app);
    const event = {
      userId: u.id,
      currency: 'umcoins' as const,
      amount: 7,
      reason: 'REFERRAL' as const,
      eventKey: `race:${u.id}`,
    };
    // Ten connections open first (on PostgreSQL), so that the 50 overlap rather than queue for new ones.
    await Promise.all(Array.from({ length: 10 }, () => t.app.prepa.db.execute(sql`select pg_sleep(0.05)`)));
    const results = await Promise.all(Array.from({ length: 50 }, () => credit(event)));
    expect(results.filter((r) => r.credited)).toHaveLength(1);
    expect((await get('/api/v2/students/student-balance/', u.access)).json().balance.umcoins).toBe(7);
  });

  it('respects the limits and shows them, null meaning unlimited', async () => {
    const u = await signedInUser(t.app);
    await t.app.prepa.db.insert(currencyLimits).values({ userId: u.id, currency: 'umcoins', max: 15 });
    await credit({
      userId: u.id,
      currency: 'umcoins',
      amount: 10,
      reason: 'REFERRAL',
      eventKey: `ref:${u.id}:1`,
    });
    const cut = await credit({
      userId: u.id,
      currency: 'umcoins',
      amount: 10,
      reason: 'REFERRAL',
      eventKey: `ref:${u.id}:2`,
    });
    expect(cut).toEqual({ credited: true, amount: 5 });
    const body = (await get('/api/v2/students/student-balance/', u.access)).json();
    expect(body.balance).toEqual({ exp: 0, umcoins: 15, medals: 0, keys: 0, bonuses: 0 });
    expect(body.limits).toEqual({ umcoins: 15, medals: null, keys: null, exp: null, strike: null });
    expect(body.medals_locked).toBe(true);
  });

  it('never lets a debit take a balance below zero', async () => {
    const u = await signedInUser(t.app);
    await expect(
      credit({ userId: u.id, currency: 'keys', amount: -1, reason: 'PURCHASE', eventKey: `spend:${u.id}` }),
    ).rejects.toMatchObject({ code: 'insufficient_balance' });
  });

  it('levels up once and reports progress to the next level', async () => {
    const u = await signedInUser(t.app);
    await credit({ userId: u.id, currency: 'exp', amount: 150, reason: 'PURCHASE', eventKey: `p:${u.id}:1` });
    await credit({ userId: u.id, currency: 'exp', amount: 50, reason: 'PURCHASE', eventKey: `p:${u.id}:2` });
    const level = (await get('/api/students/next-level/', u.access)).json();
    expect(level).toMatchObject({
      current: { order: 2 },
      next: { order: 3, exp_required: 300 },
      exp: 200,
      progress: 0.5,
    });
    const coins = (await get('/api/v2/students/balance-history/', u.access)).json();
    expect(coins.results.filter((e: { reason: string }) => e.reason === 'LEVEL_UP')).toHaveLength(1);

    const dropped = await t.app.inject({
      method: 'POST',
      url: '/api/v2/students/drop-level-progress/',
      headers: bearer(u.access),
    });
    expect(dropped.json()).toMatchObject({ exp: 100, progress: 0 });
    await credit({ userId: u.id, currency: 'exp', amount: 1, reason: 'PURCHASE', eventKey: `p:${u.id}:3` });
    const after = (await get('/api/v2/students/balance-history/', u.access)).json();
    expect(after.results.filter((e: { reason: string }) => e.reason === 'LEVEL_UP')).toHaveLength(1);
  });

  it('shows each student only their own history and ranks by exp', async () => {
    const a = await signedInUser(t.app);
    const b = await signedInUser(t.app);
    await credit({
      userId: a.id,
      currency: 'exp',
      amount: 5000,
      reason: 'PURCHASE',
      eventKey: `p:${a.id}:x`,
    });
    const hist = (await get('/api/v2/students/exp-history/', b.access)).json();
    expect(hist.count).toBe(0);
    const rating = (await get('/api/v2/students/rating/?neighbours=true', a.access)).json();
    expect(rating.results.find((r: { is_me: boolean }) => r.is_me)).toMatchObject({
      student_id: a.id,
      exp: 5000,
    });
    expect((await get('/api/v2/students/exp-history/?limit=0', a.access)).statusCode).toBe(400);
  });

  it('lists levels publicly with a limit', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/v2/core/levels/?limit=2' });
    expect(res.json().results).toHaveLength(2);
  });
});
