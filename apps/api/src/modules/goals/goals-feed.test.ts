import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { classTypes, enrollments, extraGoals, studentSubjects } from '../../db/schema/index.js';
import { bearer, type TestApp } from '../../../test/app.js';
import { createGoalSubject, goalStudent } from '../../../test/goals-factories.js';
import { createCatalogue, enrolmentRow } from '../../../test/shop-factories.js';
import { feedTestApp, untold } from '../../../test/feed.js';

/**
 * Issue 11: while the change feed is live, a student's goals, subjects and points goals (also in their
 * progress), the subjects of their goals and purchases, and the extra goals are answered from memory
 * until the feed tells of a change to what they are read from (migrations 0024, 0025, 0027 and the
 * catalogue), or a course the student owns ends.
 */
let t: TestApp;
let year: number;
let maths: number;
let physics: number;

beforeAll(async () => {
  t = await feedTestApp();
  ({ year, maths } = await createGoalSubject(t.app));
  const [p] = await t.app.prepa.db
    .insert(classTypes)
    .values({ title: 'Физика', color: '#0f766e', order: 2 })
    .returning();
  physics = p?.id ?? 0;
  await t.app.prepa.changes.settle();
});
afterAll(() => t.close());

async function get<T>(access: string, url: string): Promise<T> {
  const res = await t.app.inject({ method: 'GET', url, headers: bearer(access) });
  expect(res.statusCode).toBe(200);
  return res.json() as T;
}
type Listed = { results: { id: number; title: string }[] };
const goalSubjects = async (access: string) =>
  (await get<{ goals: { class_type_id: number }[] }>(access, '/api/v2/umits/goal/')).goals.map(
    (g) => g.class_type_id,
  );
const subjectTitles = async (access: string) =>
  (await get<Listed>(access, '/api/v2/students/class-types/')).results.map((r) => r.title);
const pointsGoals = async (access: string) =>
  (await get<{ results: { goal: number }[] }>(access, '/api/umits/individual-program/v1/goals/')).results.map(
    (r) => r.goal,
  );
const goalAndPurchase = async (access: string) =>
  (await get<Listed>(access, '/api/v2/umits/goal/goal-and-purchase-class-types/')).results.map((r) => r.id);
const progressGoals = async (access: string) =>
  (await get<{ subjects: { goal: number }[] }>(access, '/api/v2/students/current-progress/')).subjects.map(
    (r) => r.goal,
  );
const extra = async (access: string) =>
  (await get<Listed>(access, '/api/v2/umits/goal/extra-goals/')).results.map((r) => r.title);

describe('the goals on the change feed', () => {
  it('keeps a student’s goals and subjects until a change to them is told, for that student only', async () => {
    const [a, b] = [await goalStudent(t.app, year, maths), await goalStudent(t.app, year, maths)];
    for (const s of [a, b]) {
      expect(await goalSubjects(s.access)).toEqual([maths]);
      expect(await subjectTitles(s.access)).toEqual(['Математика']);
      expect(await pointsGoals(s.access)).toHaveLength(1);
      expect(await progressGoals(s.access)).toHaveLength(1);
    }
    // b's subject removed past the feed: b's kept answers stand (the reads asked the database nothing).
    await untold(t.app, 'student_subjects', 'student_subjects_notify_change', (tx) =>
      tx.delete(studentSubjects).where(eq(studentSubjects.userId, b.id)),
    );
    expect(await goalSubjects(b.access)).toEqual([maths]);
    expect(await subjectTitles(b.access)).toEqual(['Математика']);
    expect(await pointsGoals(b.access)).toHaveLength(1);
    expect(await progressGoals(b.access)).toHaveLength(1);
    // a's points goal saved through the API: it answers the new goal, and so do a's next reads.
    const res = await t.app.inject({
      method: 'PATCH',
      url: '/api/umits/individual-program/v1/goals/',
      headers: bearer(a.access),
      payload: [{ class_type: maths, goal: 90, current_result: null, is_priority: true }],
    });
    expect(res.statusCode).toBe(200);
    expect((res.json() as { results: { goal: number }[] }).results.map((r) => r.goal)).toEqual([90]);
    expect(await pointsGoals(a.access)).toEqual([90]);
    expect(await progressGoals(a.access)).toEqual([90]);
    expect(await pointsGoals(b.access)).toHaveLength(1);
    // A subject for b told of: b's next reads have it (and no longer the one removed past the feed).
    await t.app.prepa.db.insert(studentSubjects).values({ userId: b.id, classTypeId: physics });
    await t.app.prepa.changes.settle();
    expect(await goalSubjects(b.access)).toEqual([physics]);
    expect(await subjectTitles(b.access)).toEqual(['Физика']);
    // A subject renamed (the catalogue is told): everyone's next read has the new title.
    await t.app.prepa.db.update(classTypes).set({ title: 'Алгебра' }).where(eq(classTypes.id, maths));
    await t.app.prepa.changes.settle();
    expect(await subjectTitles(a.access)).toEqual(['Алгебра']);
  });

  it('adds a bought course’s subject, and drops it when its enrolment ends with no write in between', async () => {
    const shop = await createCatalogue(t.app);
    const u = await goalStudent(t.app, year, maths);
    await t.app.prepa.changes.settle();
    expect(await goalAndPurchase(u.access)).toEqual([maths]);
    await t.app.prepa.db
      .insert(enrollments)
      .values(enrolmentRow(u.id, shop.mg.id, new Date(Date.now() + 1_500)));
    await t.app.prepa.changes.settle();
    expect(await goalAndPurchase(u.access)).toEqual([maths, shop.subject.id]);
    await new Promise((resolve) => setTimeout(resolve, 1_600));
    expect(await goalAndPurchase(u.access)).toEqual([maths]);
  });

  it('keeps the extra goals until a change to them is told', async () => {
    const u = await goalStudent(t.app, year, maths);
    const before = await extra(u.access);
    await untold(t.app, 'extra_goals', 'extra_goals_notify_change', (tx) =>
      tx.insert(extraGoals).values({ title: 'Олимпиада', order: 1 }),
    );
    expect(await extra(u.access)).toEqual(before);
    await t.app.prepa.db.insert(extraGoals).values({ title: 'Поступить в МГУ', order: 2 });
    await t.app.prepa.changes.settle();
    expect(await extra(u.access)).toEqual([...before, 'Олимпиада', 'Поступить в МГУ']);
  });
});
