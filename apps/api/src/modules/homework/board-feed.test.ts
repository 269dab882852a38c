import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { injectAs, signedInUser, type TestApp } from '../../../test/app.js';
import { feedTestApp, untold } from '../../../test/feed.js';
import { SHORT_TASK, createHomeworkWithTasks, enrolledStudent } from '../../../test/learning-factories.js';
import { createCatalogue } from '../../../test/shop-factories.js';
import { enrollments, homeworkSubmissions, homeworkTasks } from '../../db/schema/index.js';

/**
 * Issue 11: while the change feed is live, a student's part of the homework list and of a homework's
 * read (their courses and submissions) is kept in memory until the triggers of migrations 0019 and 0020
 * tell of a change to their enrolments or submissions, or an enrolment ends.
 */
let t: TestApp;
let math: Awaited<ReturnType<typeof createCatalogue>>;

beforeAll(async () => {
  t = await feedTestApp();
  math = await createCatalogue(t.app);
});
afterAll(() => t.close());

const settled = () => t.app.prepa.changes.settle();
const db = () => t.app.prepa.db;

describe('the homework reads on the change feed', () => {
  it("keep a student's submission until the feed tells of a change to their submissions", async () => {
    const { homeworkId, taskIds } = await createHomeworkWithTasks(t.app, math.mg.productTypeId, 'Дроби', [
      SHORT_TASK,
    ]);
    const student = await enrolledStudent(t.app, math.mg.id);
    const saved = await injectAs(t.app, 'PATCH', `/api/v2/homework/${homeworkId}/draft/`, student.access, {
      answers: { [String(taskIds[0])]: { kind: 'SHORT', value: '2.5' } },
    });
    expect(saved.statusCode).toBe(200);
    const read = async () => {
      const res = await injectAs(t.app, 'GET', `/api/v2/homework/${homeworkId}/`, student.access);
      expect(res.statusCode).toBe(200);
      return res.json() as { answers: Record<string, unknown>; status: string };
    };
    const status = async () => {
      const res = await injectAs(t.app, 'GET', '/api/v2/homework/', student.access);
      return (res.json() as { results: { id: number; status: string }[] }).results.find(
        (r) => r.id === homeworkId,
      )?.status;
    };
    expect((await read()).answers).toEqual({ [String(taskIds[0])]: { kind: 'SHORT', value: '2.5' } });
    expect(await status()).toBe('UNDONE');

    const mine = and(
      eq(homeworkSubmissions.userId, student.id),
      eq(homeworkSubmissions.homeworkId, homeworkId),
    );
    await untold(t.app, 'homework_submissions', 'homework_submissions_notify_change', (tx) =>
      tx
        .update(homeworkSubmissions)
        .set({
          answers: { [String(taskIds[0])]: { kind: 'SHORT', value: '7' } },
          status: 'DONE',
          submittedAt: new Date(),
          score: 1,
        })
        .where(mine),
    );
    // Kept: the reads asked the database nothing.
    expect((await read()).answers).toEqual({ [String(taskIds[0])]: { kind: 'SHORT', value: '2.5' } });
    expect(await status()).toBe('UNDONE');

    // Told: both reads ask again.
    await db().update(homeworkSubmissions).set({ curatorComment: 'Хорошо' }).where(mine);
    await settled();
    expect((await read()).answers).toEqual({ [String(taskIds[0])]: { kind: 'SHORT', value: '7' } });
    expect(await status()).toBe('DONE');
  });

  it('drop a course from the list and the courses when its enrolment ends, with no write in between', async () => {
    const { homeworkId } = await createHomeworkWithTasks(t.app, math.mg.productTypeId, 'Степени', [
      SHORT_TASK,
    ]);
    const student = await signedInUser(t.app);
    // The courses with homework (the list's filter) go by the same enrolment.
    const courses = async () =>
      (
        (await injectAs(t.app, 'GET', '/api/v2/homework/types/', student.access)).json() as {
          results: { id: number }[];
        }
      ).results.map((r) => r.id);
    expect(await courses()).toEqual([]);
    await db()
      .insert(enrollments)
      .values({
        userId: student.id,
        productId: math.mg.id,
        startsAt: new Date(),
        endsAt: new Date(Date.now() + 1_500),
        grantKey: `test:${student.id}:short`,
        source: 'COUPON',
      });
    await settled();
    const listed = async () =>
      (
        (await injectAs(t.app, 'GET', '/api/v2/homework/', student.access)).json() as {
          results: { id: number }[];
        }
      ).results.map((r) => r.id);
    expect(await listed()).toContain(homeworkId);
    expect(await courses()).toEqual([math.mg.productTypeId]);
    await new Promise((resolve) => setTimeout(resolve, 1_600));
    expect(await listed()).not.toContain(homeworkId);
    expect(await courses()).toEqual([]);
    // And its read is refused (not enrolled, nothing handed in).
    expect((await injectAs(t.app, 'GET', `/api/v2/homework/${homeworkId}/`, student.access)).statusCode).toBe(
      403,
    );
  });

  it('keep the topics every student sees until the feed tells of a change to the homework', async () => {
    const student = await signedInUser(t.app);
    const topics = async () => {
      const res = await injectAs(t.app, 'GET', '/api/v2/core/class-type-topics/', student.access);
      expect(res.statusCode).toBe(200);
      return (res.json() as { results: { topics: string[] }[] }).results.flatMap((r) => r.topics).sort();
    };
    await createHomeworkWithTasks(t.app, math.mg.productTypeId, 'Темы', [SHORT_TASK]);
    await settled();
    expect(await topics()).toEqual(['Уравнения']);
    // Renamed past the feed: the kept answer stands (the read asked the database nothing).
    await untold(t.app, 'homework_tasks', 'homework_tasks_homework_changed', (tx) =>
      tx.update(homeworkTasks).set({ topic: 'Дроби' }),
    );
    expect(await topics()).toEqual(['Уравнения']);
    // A new homework is told of: the next read sees both topics.
    await createHomeworkWithTasks(t.app, math.mg.productTypeId, 'Ещё темы', [SHORT_TASK]);
    await settled();
    expect(await topics()).toEqual(['Дроби', 'Уравнения'].sort());
  });
});

describe('a checked homework’s page on the change feed', () => {
  it('keeps the checked work and its tasks until the feed tells of a change to the homework or the submission', async () => {
    const { homeworkId, taskIds } = await createHomeworkWithTasks(t.app, math.mg.productTypeId, 'Проценты', [
      SHORT_TASK,
    ]);
    const student = await enrolledStudent(t.app, math.mg.id);
    const answers = { [String(taskIds[0])]: { kind: 'SHORT', value: '2.5' } };
    const sent = await injectAs(t.app, 'POST', `/api/v2/homework/${homeworkId}/submit/`, student.access, {
      answers,
    });
    expect(sent.json()).toMatchObject({ status: 'CHECKED_BY_SITE' });
    type Completed = { tasks: { explanation: string; result: { is_correct: boolean } | null }[] };
    const page = async () => {
      const res = await injectAs(t.app, 'GET', `/api/v2/homework/${homeworkId}/completed/`, student.access);
      expect(res.statusCode, res.body).toBe(200);
      return (res.json() as Completed).tasks[0];
    };
    await settled();
    expect(await page()).toMatchObject({ explanation: 'Разбор', result: { is_correct: true } });
    const mine = and(
      eq(homeworkSubmissions.userId, student.id),
      eq(homeworkSubmissions.homeworkId, homeworkId),
    );
    // The explanation and the result changed past the feed: the kept page stands.
    await untold(t.app, 'homework_tasks', 'homework_tasks_homework_changed', (tx) =>
      tx
        .update(homeworkTasks)
        .set({ explanation: 'Новый разбор' })
        .where(eq(homeworkTasks.homeworkId, homeworkId)),
    );
    await untold(t.app, 'homework_submissions', 'homework_submissions_notify_change', (tx) =>
      tx
        .update(homeworkSubmissions)
        .set({
          results: [
            {
              taskId: taskIds[0] ?? 0,
              isCorrect: false,
              points: 0,
              maxPoints: 1,
              criteriaScores: {},
              comment: '',
              fixedAt: null,
            },
          ],
        })
        .where(mine),
    );
    expect(await page()).toMatchObject({ explanation: 'Разбор', result: { is_correct: true } });
    // A change to the student's submission told of: the next read has both.
    await db().update(homeworkSubmissions).set({ curatorComment: 'Проверено' }).where(mine);
    await settled();
    expect(await page()).toMatchObject({ explanation: 'Новый разбор', result: { is_correct: false } });
  });
});
