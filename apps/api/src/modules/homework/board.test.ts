import { eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, createTestApp, injectAs, type TestApp } from '../../../test/app.js';
import {
  SHORT_TASK,
  createHomeworkWithTasks,
  enrol,
  enrolledStudent,
} from '../../../test/learning-factories.js';
import { genericPlan } from '../../../test/plans.js';
import { createCatalogue } from '../../../test/shop-factories.js';
import { classTypes, homework, homeworkTasks, productTypes } from '../../db/schema/index.js';
import { boardStudentQuery } from './board.js';

// The list reads each course's homework from a board kept in memory (`board.ts`) under the stamps of
// the homework tables and of the catalogue: every change to what it shows must reach the next read,
// and the filters and order it applies in memory must be the list's.

const DAY = 86_400_000;
let t: TestApp;
const now = new Date();
let math: Awaited<ReturnType<typeof createCatalogue>>;
let physics: Awaited<ReturnType<typeof createCatalogue>>;
beforeAll(async () => {
  t = await createTestApp({}, { clock: () => now });
  math = await createCatalogue(t.app);
  physics = await createCatalogue(t.app);
});
afterAll(() => t.close());

const db = () => t.app.prepa.db;
interface Item {
  id: number;
  title: string;
  course_title: string;
  subject: string;
  status: string;
  tasks_count: number;
  max_score: number;
}
async function list(access: string, query = ''): Promise<{ count: number; results: Item[] }> {
  const res = await t.app.inject({
    method: 'GET',
    url: `/api/v2/homework/${query}`,
    headers: bearer(access),
  });
  expect(res.statusCode).toBe(200);
  return res.json();
}
const ids = (page: { results: Item[] }) => page.results.map((r) => r.id);

async function homeworkDue(typeId: number, title: string, inMs: number): Promise<number> {
  const { homeworkId } = await createHomeworkWithTasks(t.app, typeId, title, [SHORT_TASK]);
  await db()
    .update(homework)
    .set({ deadline: new Date(now.getTime() + inMs) })
    .where(eq(homework.id, homeworkId));
  return homeworkId;
}

describe('the homework board', () => {
  it('shows a change of the homework, its tasks, its course or its subject at the next read', async () => {
    const { homeworkId } = await createHomeworkWithTasks(t.app, math.mg.productTypeId, 'Логарифмы', [
      SHORT_TASK,
    ]);
    const student = await enrolledStudent(t.app, math.mg.id);
    const item = async () => (await list(student.access)).results.find((r) => r.id === homeworkId);
    expect(await item()).toMatchObject({ title: 'Логарифмы', tasks_count: 1, max_score: 1 });

    await db().update(homework).set({ title: 'Логарифмы и степени' }).where(eq(homework.id, homeworkId));
    expect(await item()).toMatchObject({ title: 'Логарифмы и степени' });

    await db()
      .insert(homeworkTasks)
      .values({ ...SHORT_TASK, topic: 'Степени', homeworkId, position: 2, points: 3 });
    expect(await item()).toMatchObject({ tasks_count: 2, max_score: 4 });

    await db()
      .update(productTypes)
      .set({ title: 'Профильная математика' })
      .where(eq(productTypes.id, math.mg.productTypeId));
    await db().update(classTypes).set({ title: 'Алгебра' }).where(eq(classTypes.id, math.subject.id));
    expect(await item()).toMatchObject({ course_title: 'Профильная математика', subject: 'Алгебра' });

    await db().delete(homework).where(eq(homework.id, homeworkId));
    expect(await item()).toBeUndefined();
  });

  it('shows a change of the homework or its tasks at the next read of the homework', async () => {
    const { homeworkId, taskIds } = await createHomeworkWithTasks(t.app, math.mg.productTypeId, 'Векторы', [
      SHORT_TASK,
    ]);
    const student = await enrolledStudent(t.app, math.mg.id);
    const read = async () => {
      const res = await injectAs(t.app, 'GET', `/api/v2/homework/${homeworkId}/`, student.access);
      expect(res.statusCode).toBe(200);
      return res.json() as { title: string; tasks: { id: number; text: string }[]; max_score: number };
    };
    expect(await read()).toMatchObject({
      title: 'Векторы',
      max_score: 1,
      tasks: [{ text: SHORT_TASK.text }],
    });

    await db()
      .update(homeworkTasks)
      .set({ text: 'Найдите длину вектора.' })
      .where(eq(homeworkTasks.id, taskIds[0]!));
    expect((await read()).tasks).toEqual([expect.objectContaining({ text: 'Найдите длину вектора.' })]);

    await db()
      .insert(homeworkTasks)
      .values({ ...SHORT_TASK, topic: 'Векторы', homeworkId, position: 2, points: 2 });
    await db().update(homework).set({ title: 'Векторы и координаты' }).where(eq(homework.id, homeworkId));
    // Another homework of the board, as untouched by the student, is an answer of its own.
    const other = await createHomeworkWithTasks(t.app, math.mg.productTypeId, 'Матрицы', [SHORT_TASK]);
    await read();
    const otherRead = await injectAs(t.app, 'GET', `/api/v2/homework/${other.homeworkId}/`, student.access);
    expect(otherRead.json()).toMatchObject({ id: other.homeworkId, title: 'Матрицы' });

    const changed = await read();
    expect(changed).toMatchObject({ title: 'Векторы и координаты', max_score: 3 });
    expect(changed.tasks).toHaveLength(2);

    await db().delete(homework).where(eq(homework.id, homeworkId));
    const gone = await injectAs(t.app, 'GET', `/api/v2/homework/${homeworkId}/`, student.access);
    expect(gone.statusCode).toBe(404);
  });

  it('filters by subject, status and deadline, orders by deadline (the past newest first) and pages', async () => {
    const typeIds = [math.mg.productTypeId, physics.mg.productTypeId];
    await db().delete(homework).where(inArray(homework.productTypeId, typeIds));
    const longAgo = await homeworkDue(math.mg.productTypeId, 'Давно', -2 * DAY);
    const yesterday = await homeworkDue(physics.mg.productTypeId, 'Вчера', -DAY);
    const soonA = await homeworkDue(math.mg.productTypeId, 'Скоро А', 3 * DAY);
    const soonB = await homeworkDue(physics.mg.productTypeId, 'Скоро Б', 3 * DAY);
    const later = await homeworkDue(math.mg.productTypeId, 'Позже', 10 * DAY);
    const student = await enrolledStudent(t.app, math.mg.id);
    const both = await enrolledStudent(t.app, physics.mg.id);

    // Only the courses a student is enrolled in, soonest first.
    expect(ids(await list(student.access))).toEqual([longAgo, soonA, later]);
    expect(ids(await list(both.access))).toEqual([yesterday, soonB]);

    await enrol(t.app, both.id, math.mg.id);
    // Equal deadlines by id; the past newest first; the week up to seven days ahead.
    expect(ids(await list(both.access))).toEqual([longAgo, yesterday, soonA, soonB, later]);
    expect(ids(await list(both.access, '?deadline=past'))).toEqual([yesterday, longAgo]);
    expect(ids(await list(both.access, '?deadline=upcoming'))).toEqual([soonA, soonB, later]);
    expect(ids(await list(both.access, '?deadline=week'))).toEqual([soonA, soonB]);
    expect(ids(await list(both.access, `?class_type=${physics.subject.id}`))).toEqual([yesterday, soonB]);
    expect(ids(await list(both.access, '?status=EXPIRED'))).toEqual([longAgo, yesterday]);
    expect(ids(await list(both.access, `?status=UNDONE&class_type=${math.subject.id}`))).toEqual([
      soonA,
      later,
    ]);
    const page = await list(both.access, '?deadline=upcoming&limit=2&offset=1');
    expect(page.count).toBe(3);
    expect(ids(page)).toEqual([soonB, later]);

    // A handed-in homework shows its status and leaves the UNDONE filter.
    const sent = await injectAs(t.app, 'POST', `/api/v2/homework/${soonA}/submit/`, both.access, {
      answers: {},
    });
    expect(sent.statusCode).toBeLessThan(300);
    const status = (await list(both.access)).results.find((r) => r.id === soonA)?.status;
    expect(status).not.toBe('UNDONE');
    expect(ids(await list(both.access, '?status=UNDONE'))).toEqual([soonB, later]);
  });

  it("reads a student's submissions through homework_submissions_student_idx, whatever the student", async () => {
    const plan = await genericPlan(db(), boardStudentQuery(db(), 7, new Date('2026-11-27T12:00:00Z')));
    expect(plan).toContain('homework_submissions_student_idx');
    expect(plan).not.toContain('Seq Scan');
  });
});
