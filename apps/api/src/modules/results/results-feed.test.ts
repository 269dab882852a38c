import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { examResults, studentProfiles } from '../../db/schema/index.js';
import { bearer, type TestApp } from '../../../test/app.js';
import { createGoalSubject, goalStudent } from '../../../test/goals-factories.js';
import { feedTestApp, untold } from '../../../test/feed.js';

/**
 * Issue 11: while the change feed is live, a student's exam results (a Home section) are answered from
 * memory until the feed tells of a change to their results, goals, subjects or zone, the scales or the
 * catalogue (migrations 0024–0026), or the student's local day ends (the exam year turns on 1 August).
 */
let t: TestApp;
let now = new Date();
let year: number;
let maths: number;

beforeAll(async () => {
  t = await feedTestApp({ clock: () => now });
  ({ year, maths } = await createGoalSubject(t.app));
  await t.app.prepa.changes.settle();
});
afterAll(() => t.close());

interface Results {
  exam_year: number;
  class_types: { id: number; points: number | null; status: string }[];
}

async function results(access: string): Promise<Results> {
  const res = await t.app.inject({
    method: 'GET',
    url: '/api/students/exam-results/',
    headers: bearer(access),
  });
  expect(res.statusCode).toBe(200);
  return res.json() as Results;
}
const points = async (access: string) => (await results(access)).class_types.map((r) => r.points);

/** A Moscow student with maths as their goal, set through the API. */
async function mathsStudent() {
  const u = await goalStudent(t.app, year, maths);
  await t.app.prepa.db
    .insert(studentProfiles)
    .values({ userId: u.id, timeZone: 'Europe/Moscow' })
    .onConflictDoUpdate({ target: studentProfiles.userId, set: { timeZone: 'Europe/Moscow' } });
  await t.app.prepa.changes.settle();
  return u;
}

describe('the exam results on the change feed', () => {
  it('keeps the list until the results are told to have changed, for that student only', async () => {
    now = new Date('2026-11-29T12:00:00Z');
    const [a, b] = [await mathsStudent(), await mathsStudent()];
    // The first read makes the rows, which tell of themselves: the second reads again, then is kept.
    expect(await points(a.access)).toEqual([null]);
    expect(await points(b.access)).toEqual([null]);
    await t.app.prepa.changes.settle();
    expect(await points(a.access)).toEqual([null]);
    expect(await points(b.access)).toEqual([null]);
    // Points written past the feed: the kept lists stand (the reads asked the database nothing).
    await untold(t.app, 'exam_results', 'exam_results_notify_change', (tx) =>
      tx.update(examResults).set({ points: 50, status: 'AWAITING' }).where(eq(examResults.userId, b.id)),
    );
    expect(await points(b.access)).toEqual([null]);
    // Points entered through the API by a: a's next read has them; b's kept list stands.
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/students/exam-results/points/',
      headers: bearer(a.access),
      payload: { class_type: maths, points: 72 },
    });
    expect(res.statusCode).toBe(200);
    expect(await points(a.access)).toEqual([72]);
    expect(await points(b.access)).toEqual([null]);
  });

  it('turns to the next exam year at midnight on 1 August, with no write in between', async () => {
    now = new Date('2027-07-31T20:59:00Z'); // 23:59 on 31 July in Moscow
    const u = await mathsStudent();
    expect((await results(u.access)).exam_year).toBe(2027);
    await t.app.prepa.changes.settle();
    expect((await results(u.access)).exam_year).toBe(2027);
    now = new Date('2027-07-31T21:01:00Z'); // 00:01 on 1 August
    expect((await results(u.access)).exam_year).toBe(2028);
  });
});
