import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ledgerEntries } from '../../db/schema/index.js';
import { bearer, signedInUser, type TestApp } from '../../../test/app.js';
import { feedTestApp } from '../../../test/feed.js';
import { RATING_KEPT_MS } from './service.js';

/**
 * Issue 11: while the change feed is live, the leaderboard (one query over every student's exp) is
 * kept for RATING_KEPT_MS, except that a student whose own exp changed gets a new one at once.
 */
let t: TestApp;
let now = new Date();

beforeAll(async () => {
  t = await feedTestApp({ clock: () => now });
});
afterAll(() => t.close());

type Student = Awaited<ReturnType<typeof signedInUser>>;
async function expIn(viewer: Student, of: Student): Promise<number | undefined> {
  const res = await t.app.inject({
    method: 'GET',
    url: '/api/v2/students/rating/',
    headers: bearer(viewer.access),
  });
  expect(res.statusCode).toBe(200);
  return (res.json() as { results: { student_id: number; exp: number }[] }).results.find(
    (r) => r.student_id === of.id,
  )?.exp;
}
const earn = async (u: Student, amount: number, key: string) => {
  await t.app.prepa.db
    .insert(ledgerEntries)
    .values({ userId: u.id, currency: 'exp', amount, reason: 'LESSON_WATCHED', eventKey: key });
  await t.app.prepa.changes.settle();
};

describe('the leaderboard on the change feed', () => {
  it('shows a student their own exp at once and others’ within RATING_KEPT_MS', async () => {
    const [a, b] = [await signedInUser(t.app), await signedInUser(t.app)];
    expect(await expIn(a, a)).toBe(0);
    expect(await expIn(b, a)).toBe(0);
    await earn(a, 40, `lesson:${a.id}`);
    // a's own exp changed: a's next read is a new leaderboard…
    expect(await expIn(a, a)).toBe(40);
    // …which b is shown too, being kept; b's own change reads again as well.
    expect(await expIn(b, a)).toBe(40);
    await earn(a, 10, `lesson:${a.id}:2`);
    await earn(b, 5, `lesson:${b.id}`);
    expect(await expIn(b, b)).toBe(5);
    expect(await expIn(b, a)).toBe(50);
    // a earns again while b's view is kept: b sees the old figure until the period ends.
    await earn(a, 100, `lesson:${a.id}:3`);
    expect(await expIn(b, a)).toBe(50);
    now = new Date(now.getTime() + RATING_KEPT_MS);
    expect(await expIn(b, a)).toBe(150);
  });
});
