import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TaskAnswer } from '@prepa/contracts';
import { bearer, createTestApp, errorOf, signedInUser, type TestApp } from '../../../test/app.js';
import {
  createHomeworkWithTasks,
  enrolledStudent,
  expOf,
  LONG_TASK,
  SHORT_TASK,
} from '../../../test/learning-factories.js';
import { createCatalogue } from '../../../test/shop-factories.js';
import { createRubricReviewer } from '../../adapters/long-answer-reviewer.js';
import { homeworkEvents, homeworkSubmissions } from '../../db/schema/index.js';

/** The teacher's check and the rubric pre-check of long answers (docs/homework.md). */
let t: TestApp;
let typeId = 0;
let productId = 0;
type User = Awaited<ReturnType<typeof signedInUser>>;
let curator: User;
let teacher: User;
const FLAG = 'homework-neuro-precheck';
const db = () => t.app.prepa.db;

beforeAll(async () => {
  t = await createTestApp();
  const cat = await createCatalogue(t.app);
  typeId = cat.mg.productTypeId;
  productId = cat.mg.id;
  curator = await signedInUser(t.app, { role: 'CURATOR_ROLE' });
  teacher = await signedInUser(t.app, { role: 'TEACHER_ROLE' });
}, 60_000);
afterAll(() => t.close());

const student = () => enrolledStudent(t.app, productId);

/** One automatic task (1 point, answer 2.5) and one long answer (4 points: two criteria of 2) with key terms. */
async function createHomework() {
  const { homeworkId, taskIds } = await createHomeworkWithTasks(
    t.app,
    typeId,
    'Тригонометрические уравнения',
    [
      SHORT_TASK,
      {
        ...LONG_TASK,
        points: 4,
        text: 'Решите уравнение cos x = 0 и отберите корни на отрезке.',
        explanation: 'Разбор',
        answerKey: { kind: 'LONG', sample: 'x = π/2 + πk', keyTerms: ['π/2', 'отрезк'] },
        criteria: [
          { id: 'a', title: 'Решение', maxPoints: 2 },
          { id: 'b', title: 'Отбор корней', maxPoints: 2 },
        ],
      },
    ],
  );
  const [shortId, longId] = taskIds as [number, number];
  return { homeworkId, shortId, longId };
}

const FULL =
  'Косинус равен нулю при x = π/2 + πk, k — целое. На отрезке [0; 2π] подходят корни π/2 и 3π/2: ' +
  'оба лежат внутри отрезка, остальные значения k дают точки вне его.';
function answers(h: Awaited<ReturnType<typeof createHomework>>, text: string): Record<string, TaskAnswer> {
  return {
    [String(h.shortId)]: { kind: 'SHORT', value: '2,5' },
    [String(h.longId)]: { kind: 'LONG', text, files: [] },
  };
}

const call = (access: string, method: 'GET' | 'POST', url: string, payload?: object) =>
  t.app.inject({ method, url: `/api${url}`, headers: bearer(access), ...(payload ? { payload } : {}) });
async function handIn(u: User, h: Awaited<ReturnType<typeof createHomework>>, text = FULL) {
  const res = await call(u.access, 'POST', `/v2/homework/${h.homeworkId}/submit/`, {
    answers: answers(h, text),
  });
  expect(res.statusCode, res.body).toBe(200);
  const [sub] = await db()
    .select()
    .from(homeworkSubmissions)
    .where(and(eq(homeworkSubmissions.userId, u.id), eq(homeworkSubmissions.homeworkId, h.homeworkId)));
  return { body: res.json<{ status: string }>(), subId: sub?.id ?? 0 };
}
const exp = (userId: number) => expOf(t.app, userId);
const doneEvents = async (userId: number) =>
  (
    await db()
      .select()
      .from(homeworkEvents)
      .where(and(eq(homeworkEvents.userId, userId), eq(homeworkEvents.kind, 'HOMEWORK_DONE')))
  ).length;

describe('a teacher checks from the curator screens', () => {
  it('DONE → CHECKED_BY_TEACHER with exp credited once; a recheck credits nothing new', async () => {
    await t.app.prepa.flags.set('RU', FLAG, false);
    const u = await student();
    const h = await createHomework();
    const { body, subId } = await handIn(u, h);
    expect(body.status).toBe('DONE');
    const queue = (await call(teacher.access, 'GET', '/v2/curators/homework/queue/')).json<{
      results: { submission_id: number }[];
    }>();
    expect(queue.results.map((r) => r.submission_id)).toContain(subId);

    const url = `/v2/curators/homework/submissions/${subId}/check/`;
    const first = await call(teacher.access, 'POST', url, {
      tasks: [{ task_id: h.longId, criteria: { a: 2, b: 1 }, comment: 'Отбор неполный' }],
    });
    expect(first.json()).toEqual({ status: 'CHECKED_BY_TEACHER', score: 4, max_score: 5, exp_credited: 4 });
    const again = await call(teacher.access, 'POST', url, {
      tasks: [{ task_id: h.longId, criteria: { a: 2, b: 2 }, comment: 'Верно' }],
    });
    expect(again.json()).toMatchObject({ status: 'CHECKED_BY_TEACHER', score: 5, exp_credited: 0 });
    expect(await exp(u.id)).toBe(4);
    expect(await doneEvents(u.id)).toBe(1);
    expect((await call(u.access, 'GET', `/v2/homework/${h.homeworkId}/`)).json()).toMatchObject({
      status: 'CHECKED_BY_TEACHER',
    });
    // A teacher is not a head curator.
    expect((await call(teacher.access, 'GET', '/v2/curators/homework/stats/')).statusCode).toBe(403);
  });
});

describe('the rubric pre-check (homework-neuro-precheck)', () => {
  it('is deterministic and scores from length and key terms', async () => {
    const reviewer = createRubricReviewer();
    const criteria = [
      { id: 'a', title: 'Решение', maxPoints: 2 },
      { id: 'b', title: 'Отбор', maxPoints: 2 },
    ];
    const key = { kind: 'LONG' as const, sample: '', keyTerms: ['π/2', 'отрезк'] };
    const full = await reviewer.review({ criteria, answer: FULL, key });
    expect(full.criteriaScores).toEqual({ a: 2, b: 2 });
    expect(await reviewer.review({ criteria, answer: FULL, key })).toEqual(full);
    expect((await reviewer.review({ criteria, answer: 'не знаю', key })).criteriaScores).toEqual({
      a: 0,
      b: 0,
    });
    const half = await reviewer.review({ criteria, answer: FULL.replaceAll('отрезк', 'промежутк'), key });
    expect(half.criteriaScores).toEqual({ a: 1, b: 1 });
    expect(half.note).toContain('1 из 2');
  });

  it('off: handing in waits for a curator (DONE)', async () => {
    await t.app.prepa.flags.set('RU', FLAG, false);
    const u = await student();
    const { body } = await handIn(u, await createHomework());
    expect(body.status).toBe('DONE');
  });

  it('on: DONE → CHECKED_BY_NEURO with scores for the curator only; confirming → CHECK_BY_NE_AND_CU, exp once', async () => {
    await t.app.prepa.flags.set('RU', FLAG, true);
    const u = await student();
    const h = await createHomework();
    const { body, subId } = await handIn(u, h);
    expect(body).toMatchObject({ status: 'CHECKED_BY_NEURO', exp_credited: 0 });
    expect(await exp(u.id)).toBe(0);

    // The student sees the automatic result only; the long answer still waits.
    const mine = (await call(u.access, 'GET', `/v2/homework/${h.homeworkId}/`)).json<{
      status: string;
      results: { task_id: number; points: number; criteria_scores: object; comment: string }[];
    }>();
    expect(mine.status).toBe('CHECKED_BY_NEURO');
    expect(mine.results.find((r) => r.task_id === h.longId)).toMatchObject({
      points: 0,
      criteria_scores: {},
      comment: '',
    });
    expect((await call(u.access, 'GET', `/v2/homework/${h.homeworkId}/completed/`)).statusCode).toBe(400);

    // The curator sees the preliminary scores and the pre-check's note.
    const seen = (await call(curator.access, 'GET', `/v2/curators/homework/submissions/${subId}/`)).json<{
      status: string;
      tasks: { id: number; result: { points: number; criteria_scores: object; comment: string } }[];
    }>();
    expect(seen.status).toBe('CHECKED_BY_NEURO');
    const pre = seen.tasks.find((x) => x.id === h.longId)?.result;
    expect(pre).toMatchObject({ points: 4, criteria_scores: { a: 2, b: 2 } });
    expect(pre?.comment).toContain('Предварительная оценка по рубрике');

    const confirm = `/v2/curators/homework/submissions/${subId}/confirm/`;
    expect((await call(curator.access, 'POST', confirm)).json()).toEqual({
      status: 'CHECK_BY_NE_AND_CU',
      score: 5,
      max_score: 5,
      exp_credited: 5,
    });
    const twice = await call(curator.access, 'POST', confirm);
    expect(twice.statusCode).toBe(400);
    expect(errorOf(twice).errors[0]?.code).toBe('homework_transition_forbidden');
    expect(await exp(u.id)).toBe(5);
    expect(await doneEvents(u.id)).toBe(1);
    const done = (await call(u.access, 'GET', `/v2/homework/${h.homeworkId}/completed/`)).json<{
      tasks: { result: { points: number } }[];
    }>();
    expect(done.tasks[1]?.result.points).toBe(4);
  });

  it('on: a curator overrides (→ CHECKED_BY_CURATOR) or returns (→ RESENT) pre-checked work', async () => {
    await t.app.prepa.flags.set('RU', FLAG, true);
    const a = await student();
    const h = await createHomework();
    const one = await handIn(a, h);
    expect(one.body.status).toBe('CHECKED_BY_NEURO');
    const override = await call(
      curator.access,
      'POST',
      `/v2/curators/homework/submissions/${one.subId}/check/`,
      {
        tasks: [{ task_id: h.longId, criteria: { a: 1, b: 0 }, comment: 'Отбора нет' }],
      },
    );
    expect(override.json()).toEqual({
      status: 'CHECKED_BY_CURATOR',
      score: 2,
      max_score: 5,
      exp_credited: 2,
    });
    expect(await exp(a.id)).toBe(2);
    expect(
      (await call(curator.access, 'POST', `/v2/curators/homework/submissions/${one.subId}/confirm/`))
        .statusCode,
    ).toBe(400);

    const b = await student();
    const two = await handIn(b, h, 'Ответ: π/2.');
    expect(two.body.status).toBe('CHECKED_BY_NEURO');
    const back = await call(
      curator.access,
      'POST',
      `/v2/curators/homework/submissions/${two.subId}/return/`,
      {
        comment: 'Напишите решение полностью',
      },
    );
    expect(back.json()).toEqual({ status: 'RESENT' });
    expect(await exp(b.id)).toBe(0);
    // Refusing pre-checked work is not in the table.
    const c = await student();
    const three = await handIn(c, h);
    const refuse = await call(
      curator.access,
      'POST',
      `/v2/curators/homework/submissions/${three.subId}/refuse/`,
      {
        comment: 'x',
      },
    );
    expect(refuse.statusCode).toBe(400);
  });
});
