import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LIVES_START } from '@prepa/contracts';
import { lifeCharges } from '../../db/schema/index.js';
import { bearer, signedInUser, type TestApp } from '../../../test/app.js';
import { feedTestApp, untold } from '../../../test/feed.js';

/**
 * Issue 11: while the change feed is live, a student's homework lives and pages of their audit are
 * answered from memory until the feed tells of a change to their life charges (migration 0028).
 */
let t: TestApp;

beforeAll(async () => {
  t = await feedTestApp();
});
afterAll(() => t.close());

async function get<T>(access: string, url: string): Promise<T> {
  const res = await t.app.inject({ method: 'GET', url, headers: bearer(access) });
  expect(res.statusCode).toBe(200);
  return res.json() as T;
}
const livesOf = async (access: string) =>
  (await get<{ lives: number }>(access, '/api/v2/students/lives/')).lives;
const auditOf = async (access: string) =>
  await get<{ count: number; lives: number }>(access, '/api/v2/students/audit/life-charges/');
const charge = (userId: number, key: string) => ({
  userId,
  kind: 'CHARGE' as const,
  delta: -1,
  comment: 'Домашнее задание',
  eventKey: key,
});

describe('the lives on the change feed', () => {
  it('keeps the lives and the audit until a charge is told of, for that student only', async () => {
    const [a, b] = [await signedInUser(t.app), await signedInUser(t.app)];
    for (const s of [a, b]) {
      expect(await livesOf(s.access)).toBe(LIVES_START);
      expect(await auditOf(s.access)).toMatchObject({ count: 0, lives: LIVES_START });
    }
    // b charged past the feed: b's kept answers stand (the reads asked the database nothing).
    await untold(t.app, 'life_charges', 'life_charges_notify_change', (tx) =>
      tx.insert(lifeCharges).values(charge(b.id, `silent:${b.id}`)),
    );
    expect(await livesOf(b.access)).toBe(LIVES_START);
    expect(await auditOf(b.access)).toMatchObject({ count: 0 });
    // a charged, told: a's next reads have it; b's kept answers stand.
    await t.app.prepa.db.insert(lifeCharges).values(charge(a.id, `told:${a.id}`));
    await t.app.prepa.changes.settle();
    expect(await livesOf(a.access)).toBe(LIVES_START - 1);
    expect(await auditOf(a.access)).toMatchObject({ count: 1, lives: LIVES_START - 1 });
    expect(await livesOf(b.access)).toBe(LIVES_START);
    // b's next charge told of: both of b's charges show.
    await t.app.prepa.db.insert(lifeCharges).values(charge(b.id, `told:${b.id}`));
    await t.app.prepa.changes.settle();
    expect(await livesOf(b.access)).toBe(LIVES_START - 2);
    expect(await auditOf(b.access)).toMatchObject({ count: 2, lives: LIVES_START - 2 });
  });
});
