import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { keysToSnake, type TaskAnswer } from '@prepa/contracts';
import { bearer, createTestApp, errorOf, signedInUser, type TestApp } from '../../../test/app.js';
import { expOf } from '../../../test/learning-factories.js';
import { createCatalogue } from '../../../test/shop-factories.js';
import {
  cardPacks,
  cards,
  enrollments,
  homework,
  homeworkEvents,
  homeworkSubmissions,
  homeworkTasks,
  lifeCharges,
  notifications,
} from '../../db/schema/index.js';
import { runMaintenance } from '../jobs/index.js';
import { homeworkDeadlineReminders, homeworkDeadlines } from './index.js';

let t: TestApp;
let now = new Date();
let typeId = 0;
let productId = 0;
let curator: Awaited<ReturnType<typeof signedInUser>>;
let headCurator: Awaited<ReturnType<typeof signedInUser>>;
beforeAll(async () => {
  t = await createTestApp({}, { clock: () => now });
  const cat = await createCatalogue(t.app);
  typeId = cat.mg.productTypeId;
  productId = cat.mg.id;
  curator = await signedInUser(t.app, { role: 'CURATOR_ROLE' });
  headCurator = await signedInUser(t.app, { role: 'HEAD_CURATOR' });
});
afterAll(() => t.close());

const db = () => t.app.prepa.db;
const DAY = 86_400_000;

async function enrolledStudent() {
  const u = await signedInUser(t.app);
  await db()
    .insert(enrollments)
    .values({
      userId: u.id,
      productId,
      startsAt: new Date(now.getTime() - 30 * DAY),
      endsAt: new Date(now.getTime() + 60 * DAY),
      grantKey: `test:${u.id}`,
      source: 'COUPON',
    });
  return u;
}

/** A homework with automatic tasks (and a long answer when `long`). */
async function createHomework(opts: { long?: boolean; deadline?: Date } = {}) {
  const [hw] = await db()
    .insert(homework)
    .values({
      productTypeId: typeId,
      title: 'Показательные уравнения',
      deadline: opts.deadline ?? new Date(now.getTime() + 3 * DAY),
    })
    .returning();
  if (!hw) throw new Error('no homework');
  const base = { homeworkId: hw.id, topic: 'Уравнения', hint: null, theoryUrl: null, explanation: 'Разбор' };
  const tasks = await db()
    .insert(homeworkTasks)
    .values([
      {
        ...base,
        position: 1,
        kind: 'SHORT',
        examTaskNumber: 6,
        points: 1,
        star: true,
        text: 'Решите уравнение 2x = 5.',
        payload: { kind: 'SHORT', answerType: 'number' },
        answerKey: { kind: 'SHORT', accepted: ['2.5'] },
      },
      {
        ...base,
        position: 2,
        kind: 'SINGLE',
        examTaskNumber: 4,
        points: 1,
        text: 'Выберите верное.',
        payload: { kind: 'SINGLE', options: ['a', 'b', 'c'] },
        answerKey: { kind: 'SINGLE', choice: 1 },
      },
      {
        ...base,
        position: 3,
        kind: 'ORDERING',
        examTaskNumber: 5,
        points: 2,
        text: 'Расположите по возрастанию.',
        payload: { kind: 'ORDERING', items: ['3', '1', '2'] },
        answerKey: { kind: 'ORDERING', order: [1, 2, 0] },
      },
      ...(opts.long
        ? [
            {
              ...base,
              position: 4,
              kind: 'LONG' as const,
              examTaskNumber: 13,
              points: 2,
              text: 'Решите уравнение и отберите корни.',
              payload: { kind: 'LONG' as const },
              answerKey: { kind: 'LONG' as const, sample: 'x = 1' },
              criteria: [
                { id: 'a', title: 'Решение', maxPoints: 1 },
                { id: 'b', title: 'Отбор корней', maxPoints: 1 },
              ],
            },
          ]
        : []),
    ])
    .returning();
  return { hw, tasks };
}

type Tasks = Awaited<ReturnType<typeof createHomework>>['tasks'];
const id = (tasks: Tasks, pos: number) => String(tasks.find((x) => x.position === pos)?.id);
function answers(tasks: Tasks, right: boolean): Record<string, TaskAnswer> {
  const out: Record<string, TaskAnswer> = {
    [id(tasks, 1)]: { kind: 'SHORT', value: right ? ' 2,50 ' : '3' },
    [id(tasks, 2)]: { kind: 'SINGLE', choice: 1 },
    [id(tasks, 3)]: { kind: 'ORDERING', order: right ? [1, 2, 0] : [0, 1, 2] },
  };
  if (tasks.some((x) => x.position === 4)) out[id(tasks, 4)] = { kind: 'LONG', text: 'x = 1', files: [] };
  return out;
}

const get = (access: string, url: string) =>
  t.app.inject({ method: 'GET', url: `/api${url}`, headers: bearer(access) });
const send = (access: string, method: 'POST' | 'PATCH', url: string, payload: object) =>
  t.app.inject({ method, url: `/api${url}`, headers: bearer(access), payload });
const submit = (access: string, hwId: number, a: Record<string, TaskAnswer>) =>
  send(access, 'POST', `/v2/homework/${hwId}/submit/`, { answers: a });
const statusOf = async (subId: number) =>
  (await db().select().from(homeworkSubmissions).where(eq(homeworkSubmissions.id, subId)))[0]?.status;
const exp = (userId: number) => expOf(t.app, userId);

describe('student homework', () => {
  it('lists the homework of enrolled courses with filters and refuses a student not enrolled (403)', async () => {
    const u = await enrolledStudent();
    const { hw } = await createHomework();
    const list = await get(u.access, '/v2/homework/?status=UNDONE&deadline=upcoming');
    expect(list.statusCode).toBe(200);
    expect(list.json().results.map((r: { id: number }) => r.id)).toContain(hw.id);
    expect((await get(u.access, '/v2/homework/?status=CHECKED')).json().results).toEqual([]);

    const stranger = await signedInUser(t.app);
    expect((await get(stranger.access, '/v2/homework/')).json()).toMatchObject({ count: 0, results: [] });
    const refused = await get(stranger.access, `/v2/homework/${hw.id}/`);
    expect(refused.statusCode).toBe(403);
    expect(errorOf(refused).errors[0]?.code).toBe('permission_denied');
    expect((await get(u.access, '/v2/homework/999999/')).statusCode).toBe(404);
  });

  it('gives the same count on every page of the list, also past its end', async () => {
    const u = await enrolledStudent();
    await createHomework();
    await createHomework();
    const all = (await get(u.access, '/v2/homework/?limit=100')).json();
    expect(all.count).toBe(all.results.length);
    expect(all.count).toBeGreaterThanOrEqual(2);
    const first = (await get(u.access, '/v2/homework/?limit=1')).json();
    expect(first).toMatchObject({ count: all.count, results: [{ id: all.results[0].id }] });
    const past = (await get(u.access, `/v2/homework/?limit=1&offset=${all.count}`)).json();
    expect(past).toMatchObject({ count: all.count, results: [] });
  });

  it('reads the tasks with the homework, every field as stored, in position order', async () => {
    const u = await enrolledStudent();
    const { hw } = await createHomework();
    const stored = await db()
      .select()
      .from(homeworkTasks)
      .where(eq(homeworkTasks.homeworkId, hw.id))
      .orderBy(homeworkTasks.position);
    expect(stored.length).toBeGreaterThan(1);
    const detail = (await get(u.access, `/v2/homework/${hw.id}/`)).json();
    expect(detail.tasks).toEqual(
      stored.map((x) => ({
        id: x.id,
        position: x.position,
        kind: x.kind,
        exam_task_number: x.examTaskNumber,
        topic: x.topic,
        points: x.points,
        star: x.star,
        text: x.text,
        hint: x.hint,
        theory_url: x.theoryUrl,
        payload: keysToSnake(x.payload),
        criteria: keysToSnake(x.criteria),
      })),
    );
  });

  it('keeps the draft across reloads, checks automatic tasks with normalisation and credits exp once', async () => {
    const u = await enrolledStudent();
    const { hw, tasks } = await createHomework();
    const detail = (await get(u.access, `/v2/homework/${hw.id}/`)).json();
    expect(detail.tasks[0]).not.toHaveProperty('answer_key');
    const draft = await send(u.access, 'PATCH', `/v2/homework/${hw.id}/draft/`, {
      answers: { [id(tasks, 1)]: { kind: 'SHORT', value: '2,5' } },
    });
    expect(draft.statusCode).toBe(200);
    const reloaded = (await get(u.access, `/v2/homework/${hw.id}/`)).json();
    expect(reloaded.answers[id(tasks, 1)]).toEqual({ kind: 'SHORT', value: '2,5' });
    expect(reloaded.editable).toBe(true);
    // The completed view stays closed before the check.
    expect((await get(u.access, `/v2/homework/${hw.id}/completed/`)).statusCode).toBe(400);

    const res = await submit(u.access, hw.id, answers(tasks, true));
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ status: 'CHECKED_BY_SITE', score: 4, max_score: 4, exp_credited: 9 });
    expect(await exp(u.id)).toBe(9);
    const again = await submit(u.access, hw.id, answers(tasks, true));
    expect(again.statusCode).toBe(400);
    expect(errorOf(again).errors[0]?.code).toBe('homework_transition_forbidden');
    const draftAfter = await send(u.access, 'PATCH', `/v2/homework/${hw.id}/draft/`, { answers: {} });
    expect(errorOf(draftAfter).errors[0]?.code).toBe('homework_transition_forbidden');
    expect(await exp(u.id)).toBe(9);

    const completed = (await get(u.access, `/v2/homework/${hw.id}/completed/`)).json();
    expect(completed.passed).toBe(true);
    expect(completed.tasks[0]).toMatchObject({
      explanation: 'Разбор',
      key: { accepted: ['2.5'] },
      result: { is_correct: true },
    });
  });

  it('refuses an answer of the wrong kind and another task', async () => {
    const u = await enrolledStudent();
    const { hw, tasks } = await createHomework();
    const wrongKind = await send(u.access, 'PATCH', `/v2/homework/${hw.id}/draft/`, {
      answers: { [id(tasks, 1)]: { kind: 'SINGLE', choice: 0 } },
    });
    expect(wrongKind.statusCode).toBe(400);
    const other = await send(u.access, 'PATCH', `/v2/homework/${hw.id}/draft/`, {
      answers: { '999999': { kind: 'SINGLE', choice: 0 } },
    });
    expect(other.statusCode).toBe(400);
  });

  it('work on bugs re-asks only the wrong tasks, records task-fixed, ends CHECKED; a life is charged once', async () => {
    const u = await enrolledStudent();
    const { hw, tasks } = await createHomework();
    const res = (await submit(u.access, hw.id, answers(tasks, false))).json();
    expect(res).toMatchObject({ status: 'CHECKED_BY_SITE', score: 1 });
    expect(await db().select().from(lifeCharges).where(eq(lifeCharges.userId, u.id))).toHaveLength(1);
    const bugs = (await get(u.access, `/v2/homework/${hw.id}/work-on-bugs/`)).json();
    expect(bugs.tasks.map((x: { position: number }) => x.position)).toEqual([1, 3]);
    const fix = (taskPos: number, answer: TaskAnswer) =>
      send(u.access, 'POST', `/v2/homework/${hw.id}/work-on-bugs/`, {
        task_id: Number(id(tasks, taskPos)),
        answer,
      });
    expect((await fix(1, { kind: 'SHORT', value: '7' })).json()).toMatchObject({
      is_correct: false,
      remaining: 2,
    });
    expect((await fix(1, { kind: 'SHORT', value: '2.5' })).json()).toMatchObject({
      is_correct: true,
      remaining: 1,
    });
    expect((await fix(1, { kind: 'SHORT', value: '2.5' })).statusCode).toBe(400);
    expect((await fix(2, { kind: 'SINGLE', choice: 1 })).statusCode).toBe(400);
    expect((await fix(3, { kind: 'ORDERING', order: [1, 2, 0] })).json()).toMatchObject({
      status: 'CHECKED',
      remaining: 0,
    });
    const fixed = await db()
      .select()
      .from(homeworkEvents)
      .where(and(eq(homeworkEvents.userId, u.id), eq(homeworkEvents.kind, 'TASK_FIXED')));
    expect(fixed).toHaveLength(2);
    expect(await db().select().from(lifeCharges).where(eq(lifeCharges.userId, u.id))).toHaveLength(1);
  });

  it("hides another student's submission (404) and does not let them change it", async () => {
    const a = await enrolledStudent();
    const b = await enrolledStudent();
    const { hw, tasks } = await createHomework();
    await submit(a.access, hw.id, answers(tasks, true));
    const [sub] = await db().select().from(homeworkSubmissions).where(eq(homeworkSubmissions.userId, a.id));
    expect((await get(a.access, `/v2/homework/submissions/${sub?.id}/print/`)).statusCode).toBe(200);
    expect((await get(b.access, `/v2/homework/submissions/${sub?.id}/print/`)).statusCode).toBe(404);
    // b's own submit writes b's row only.
    await send(b.access, 'PATCH', `/v2/homework/${hw.id}/draft/`, {
      answers: { [id(tasks, 1)]: { kind: 'SHORT', value: '0' } },
    });
    const [still] = await db()
      .select()
      .from(homeworkSubmissions)
      .where(eq(homeworkSubmissions.id, sub?.id ?? 0));
    expect(still?.answers[id(tasks, 1)]).toEqual({ kind: 'SHORT', value: ' 2,50 ' });
    expect((await get(b.access, `/v2/curators/homework/queue/`)).statusCode).toBe(403);
  });
});

describe('curators', () => {
  it('queue → check by criteria → recheck; return for rework → resubmit; refuse → reopen', async () => {
    const u = await enrolledStudent();
    const { hw, tasks } = await createHomework({ long: true });
    const res = (await submit(u.access, hw.id, answers(tasks, true))).json();
    expect(res.status).toBe('DONE');
    const [sub] = await db().select().from(homeworkSubmissions).where(eq(homeworkSubmissions.userId, u.id));
    const subId = sub?.id ?? 0;
    const queue = (await get(curator.access, '/v2/curators/homework/queue/')).json();
    expect(queue.results.map((r: { submission_id: number }) => r.submission_id)).toContain(subId);
    expect(queue.results[0]).toHaveProperty('deadline');

    // Return for rework (DONE → RESENT), the student resubmits (RESENT → DONE).
    const back = await send(curator.access, 'POST', `/v2/curators/homework/submissions/${subId}/return/`, {
      comment: 'Допишите отбор корней',
    });
    expect(back.json()).toEqual({ status: 'RESENT' });
    expect((await get(u.access, `/v2/homework/${hw.id}/`)).json().editable).toBe(true);
    expect((await submit(u.access, hw.id, answers(tasks, true))).json().status).toBe('DONE');

    const longId = Number(id(tasks, 4));
    const over = await send(curator.access, 'POST', `/v2/curators/homework/submissions/${subId}/check/`, {
      tasks: [{ task_id: longId, criteria: { a: 2 }, comment: '' }],
    });
    expect(over.statusCode).toBe(400);
    const checked = await send(curator.access, 'POST', `/v2/curators/homework/submissions/${subId}/check/`, {
      tasks: [{ task_id: longId, criteria: { a: 1, b: 1 }, comment: 'Верно' }],
    });
    expect(checked.json()).toMatchObject({
      status: 'CHECKED_BY_CURATOR',
      score: 6,
      max_score: 6,
      exp_credited: 11,
    });
    const recheck = await send(curator.access, 'POST', `/v2/curators/homework/submissions/${subId}/check/`, {
      tasks: [{ task_id: longId, criteria: { a: 1, b: 0 }, comment: 'Отбор неполный' }],
    });
    expect(recheck.json()).toMatchObject({ status: 'CHECKED_BY_CURATOR', score: 5, exp_credited: 0 });
    expect(await exp(u.id)).toBe(11);
    // The student was told of each verdict, about this homework (the bell's redirect goes to it).
    const told = await db()
      .select({ type: notifications.type, itemId: notifications.itemId, params: notifications.params })
      .from(notifications)
      .where(eq(notifications.userId, u.id))
      .orderBy(notifications.id);
    expect(told.filter((n) => n.type.startsWith('homework_'))).toEqual([
      { type: 'homework_returned', itemId: hw.id, params: { title: hw.title } },
      { type: 'homework_checked', itemId: hw.id, params: { title: hw.title, points: 6, maxPoints: 6 } },
      { type: 'homework_rechecked', itemId: hw.id, params: { title: hw.title, points: 5, maxPoints: 6 } },
    ]);
    const done = await db()
      .select()
      .from(homeworkEvents)
      .where(and(eq(homeworkEvents.userId, u.id), eq(homeworkEvents.kind, 'HOMEWORK_DONE')));
    expect(done).toHaveLength(1);
    const completed = (await get(u.access, `/v2/homework/${hw.id}/completed/`)).json();
    expect(completed.tasks[3].result).toMatchObject({
      points: 1,
      comment: 'Отбор неполный',
      criteria_scores: { a: 1, b: 0 },
    });

    // CHECKED_BY_CURATOR → RESENT is allowed (recheck after rework); refusing a checked work is not.
    const refuse = await send(curator.access, 'POST', `/v2/curators/homework/submissions/${subId}/refuse/`, {
      comment: 'x',
    });
    expect(refuse.statusCode).toBe(400);
    expect(errorOf(refuse)).toMatchObject({
      type: 'client_error',
      errors: [{ code: 'homework_transition_forbidden', attr: null }],
    });

    const stats = (await get(headCurator.access, '/v2/curators/homework/stats/')).json();
    expect(stats.results.find((r: { curator_id: number }) => r.curator_id === curator.id)).toMatchObject({
      checked: 1,
    });
    expect((await get(curator.access, '/v2/curators/homework/stats/')).statusCode).toBe(403);
  });

  it('refuses (DONE → REFUSED) and reopens (REFUSED → RESENT)', async () => {
    const u = await enrolledStudent();
    const { hw, tasks } = await createHomework({ long: true });
    await submit(u.access, hw.id, answers(tasks, true));
    const [sub] = await db().select().from(homeworkSubmissions).where(eq(homeworkSubmissions.userId, u.id));
    const url = `/v2/curators/homework/submissions/${sub?.id}`;
    expect((await send(curator.access, 'POST', `${url}/refuse/`, { comment: 'Списано' })).json()).toEqual({
      status: 'REFUSED',
    });
    expect((await get(u.access, `/v2/homework/${hw.id}/`)).json()).toMatchObject({
      status: 'REFUSED',
      editable: false,
      curator_comment: 'Списано',
    });
    expect(
      (await send(curator.access, 'POST', `${url}/return/`, { comment: 'Сделайте сами' })).json(),
    ).toEqual({ status: 'RESENT' });
    expect(await statusOf(sub?.id ?? 0)).toBe('RESENT');
    const seen = (await get(u.access, `/v2/homework/${hw.id}/`)).json();
    expect(seen).toMatchObject({ status: 'RESENT', editable: true, curator_comment: 'Сделайте сами' });
  });

  it('50 concurrent checks of one submission: one takes it from DONE, the rest recheck (or 404 for another curator); exp and HOMEWORK_DONE once', async () => {
    const u = await enrolledStudent();
    const { hw, tasks } = await createHomework({ long: true });
    await submit(u.access, hw.id, answers(tasks, true));
    const [sub] = await db().select().from(homeworkSubmissions).where(eq(homeworkSubmissions.userId, u.id));
    const body = { tasks: [{ task_id: Number(id(tasks, 4)), criteria: { a: 1, b: 1 }, comment: '' }] };
    const results = await Promise.all(
      Array.from({ length: 50 }, (_, i) =>
        send(
          (i % 2 ? headCurator : curator).access,
          'POST',
          `/v2/curators/homework/submissions/${sub?.id}/check/`,
          body,
        ),
      ),
    );
    // The first check moves DONE → CHECKED_BY_CURATOR and takes the work; the others are rechecks of the
    // same marks (200), except that a curator no longer sees work the head curator took first (404).
    results.forEach((r, i) => {
      if (r.statusCode === 200) return;
      expect([i % 2, r.statusCode], r.body).toEqual([0, 404]);
      expect(errorOf(r).errors[0]?.code).toBe('not_found');
    });
    expect(results.filter((r) => r.statusCode === 200).length).toBeGreaterThanOrEqual(25);
    expect(await statusOf(sub?.id ?? 0)).toBe('CHECKED_BY_CURATOR');
    expect(await exp(u.id)).toBe(11);
    const done = await db()
      .select()
      .from(homeworkEvents)
      .where(and(eq(homeworkEvents.userId, u.id), eq(homeworkEvents.kind, 'HOMEWORK_DONE')));
    expect(done).toHaveLength(1);
    // Exactly one check took the work from DONE: the others ran after it, as rechecks.
    const taken = await db()
      .select()
      .from(homeworkEvents)
      .where(
        and(
          eq(homeworkEvents.submissionId, sub?.id ?? 0),
          eq(homeworkEvents.kind, 'STATUS_CHANGED'),
          eq(homeworkEvents.fromStatus, 'DONE'),
        ),
      );
    expect(taken).toHaveLength(1);
  });
});

describe('deadlines', () => {
  it('the job expires UNDONE work and work never opened, once across runs; late writes are refused', async () => {
    const opened = await enrolledStudent();
    const never = await enrolledStudent();
    const { hw, tasks } = await createHomework({ deadline: new Date(now.getTime() + DAY) });
    await send(opened.access, 'PATCH', `/v2/homework/${hw.id}/draft/`, {
      answers: { [id(tasks, 1)]: { kind: 'SHORT', value: '1' } },
    });
    const deadlines = await homeworkDeadlines(
      db(),
      never.id,
      new Date(now.getTime()),
      new Date(now.getTime() + 2 * DAY),
      now,
    );
    expect(deadlines.map((d) => d.homeworkId)).toContain(hw.id);

    const before = now;
    now = new Date(before.getTime() + 2 * DAY);
    try {
      const late = await submit(opened.access, hw.id, answers(tasks, true));
      expect(errorOf(late).errors[0]?.code).toBe('homework_transition_forbidden');
      const [r1, r2] = await Promise.all([runMaintenance(db(), now), runMaintenance(db(), now)]);
      expect((r1?.expiredHomework ?? 0) + (r2?.expiredHomework ?? 0)).toBeGreaterThanOrEqual(2);
      const rows = await db()
        .select()
        .from(homeworkSubmissions)
        .where(eq(homeworkSubmissions.homeworkId, hw.id));
      const mine = rows.filter((r) => r.userId === opened.id || r.userId === never.id);
      expect(mine.map((r) => r.status)).toEqual(['EXPIRED', 'EXPIRED']);
      expect((await runMaintenance(db(), now)).expiredHomework).toBe(0);
      const list = (await get(never.access, '/v2/homework/?status=EXPIRED')).json();
      expect(list.results.map((r: { id: number }) => r.id)).toContain(hw.id);
      // No life is taken by the expiry itself.
      expect(await db().select().from(lifeCharges).where(eq(lifeCharges.userId, never.id))).toHaveLength(0);
    } finally {
      now = before;
    }
  });

  it('exposes the reference lists', async () => {
    const u = await enrolledStudent();
    await createHomework();
    expect((await get(u.access, '/v2/homework/types/')).json().results[0]).toMatchObject({ id: typeId });
    const numbers = (await get(u.access, '/v2/core/course-type-task-numbers/')).json();
    expect(
      numbers.results.find((r: { product_type_id: number }) => r.product_type_id === typeId).numbers,
    ).toEqual([4, 5, 6, 13]);
    const topics = (await get(u.access, '/v2/core/class-type-topics/')).json();
    expect(topics.results[0].topics).toContain('Уравнения');
  });
});

describe('homework in the other learning areas', () => {
  it('turns wrong automatic answers into cards of the student\'s "my mistakes" pack, once', async () => {
    await db()
      .insert(cardPacks)
      .values({ title: 'Профиль', subject: 'EGE_MATH_PROFILE', productId, slug: `hw-test-pack-${productId}` })
      .onConflictDoNothing();
    const u = await enrolledStudent();
    const { hw, tasks } = await createHomework();
    expect((await submit(u.access, hw.id, answers(tasks, false))).json()).toMatchObject({
      status: 'CHECKED_BY_SITE',
    });
    const mine = async () =>
      db()
        .select({ front: cards.front, back: cards.back, taskNumber: cards.taskNumber })
        .from(cards)
        .innerJoin(cardPacks, eq(cardPacks.id, cards.packId))
        .where(eq(cardPacks.slug, `mistakes:${u.id}:EGE_MATH_PROFILE`));
    const made = await mine();
    // Tasks 1 (short answer) and 3 (ordering) were wrong; the single choice was right.
    expect(made.map((c) => c.taskNumber).sort()).toEqual([5, 6]);
    expect(made[0]).toMatchObject({ back: 'Разбор' });
    // Work on bugs does not add them again.
    await send(u.access, 'POST', `/v2/homework/${hw.id}/work-on-bugs/`, {
      task_id: Number(tasks.find((x) => x.position === 1)?.id),
      answer: { kind: 'SHORT', value: '2.5' },
    });
    expect(await mine()).toHaveLength(2);
  });

  it("puts the deadlines of the student's homework on the timetable of their month", async () => {
    const u = await enrolledStudent();
    const deadline = new Date(now.getTime() + 2 * DAY);
    const { hw } = await createHomework({ deadline });
    const local = new Date(deadline.getTime() + 3 * 3_600_000); // Moscow, UTC+3
    const res = await get(
      u.access,
      `/students/timetable/?type=month&year=${local.getUTCFullYear()}&month=${local.getUTCMonth() + 1}`,
    );
    expect(res.statusCode).toBe(200);
    expect(res.json().results).toContainEqual(
      expect.objectContaining({ kind: 'homework_deadline', id: hw.id, link: `/homework/${hw.id}` }),
    );
  });

  it('reminds a day before the deadline whoever has not handed in, once; a run of low or high scores is told once', async () => {
    const mine = (userId: number) =>
      db().select().from(notifications).where(eq(notifications.userId, userId));
    const typesOf = async (userId: number) => (await mine(userId)).map((n) => n.type);
    const remindersOf = async (userId: number, hwId: number) =>
      (await mine(userId)).filter((n) => n.type === 'homework_deadline_soon' && n.itemId === hwId);
    const idle = await enrolledStudent();
    const done = await enrolledStudent();
    const soon = await createHomework({ deadline: new Date(now.getTime() + 5 * 3_600_000) });
    const later = await createHomework({ deadline: new Date(now.getTime() + 2 * DAY) });
    expect((await submit(done.access, soon.hw.id, answers(soon.tasks, true))).statusCode).toBe(200);

    expect(await homeworkDeadlineReminders(db(), now)).toBeGreaterThan(0);
    expect(await remindersOf(idle.id, soon.hw.id)).toHaveLength(1);
    expect(await remindersOf(idle.id, later.hw.id)).toHaveLength(0);
    expect(await remindersOf(done.id, soon.hw.id)).toHaveLength(0);
    // A second run (another instance, the next hour) adds nothing for the same deadline.
    await homeworkDeadlineReminders(db(), new Date(now.getTime() + 3_600_000));
    expect(await remindersOf(idle.id, soon.hw.id)).toHaveLength(1);
    // The server's scheduled jobs include it.
    expect(Object.keys(await t.app.prepa.runNotificationJobs(new Date(now.getTime() + 7_200_000)))).toContain(
      'homework-deadlines',
    );

    // Three site-checked homework in a row at 25 % of the points: one low-score notice; a fourth adds none.
    const struggling = await enrolledStudent();
    for (let i = 0; i < 4; i += 1) {
      const { hw, tasks } = await createHomework();
      expect((await submit(struggling.access, hw.id, answers(tasks, false))).json()).toMatchObject({
        score: 1,
      });
      const lows = (await typesOf(struggling.id)).filter((x) => x === 'homework_low_score_streak');
      expect(lows).toHaveLength(i < 2 ? 0 : 1);
    }
    expect(await typesOf(struggling.id)).not.toContain('homework_high_score_streak');
    const strong = await enrolledStudent();
    for (let i = 0; i < 3; i += 1) {
      const { hw, tasks } = await createHomework();
      await submit(strong.access, hw.id, answers(tasks, true));
    }
    expect((await typesOf(strong.id)).filter((x) => x === 'homework_high_score_streak')).toHaveLength(1);
  });
});
