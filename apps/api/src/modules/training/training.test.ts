import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { LevelTestResult, TrainingSettings } from '@prepa/contracts';
import { bearer, createTestApp, errorOf, signedInUser, type TestApp } from '../../../test/app.js';
import { createCatalogue } from '../../../test/shop-factories.js';
import {
  cardPacks,
  cards,
  enrollments,
  ledgerEntries,
  levelTestTasks,
  levelTests,
} from '../../db/schema/index.js';
import { and, eq } from 'drizzle-orm';
import { addMistakeCard } from './index.js';

/** A fixed clock the tests move forward. 2026-11-23 10:00 UTC: the exam year is 2027. */
let now = new Date('2026-11-23T10:00:00Z');
const clock = () => now;
const DAY = 86_400_000;

let t: TestApp;
let catalogue: Awaited<ReturnType<typeof createCatalogue>>;
let packId = 0;
let cardIds: number[] = [];

async function enrol(userId: number, productId: number) {
  await t.app.prepa.db.insert(enrollments).values({
    userId,
    productId,
    startsAt: new Date('2026-01-01T00:00:00Z'),
    endsAt: new Date('2030-01-01T00:00:00Z'),
    grantKey: `test:${userId}:${productId}`,
    source: 'PURCHASE',
  });
}

async function enrolledStudent() {
  const s = await signedInUser(t.app);
  await enrol(s.id, catalogue.mg.id);
  return s;
}

const get = (url: string, access: string) => t.app.inject({ method: 'GET', url, headers: bearer(access) });
const postJson = (url: string, access: string, payload?: object) =>
  t.app.inject({ method: 'POST', url, headers: bearer(access), ...(payload ? { payload } : {}) });
const grade = (access: string, cardId: number, g: string, sessionId = 'session-0001') =>
  postJson(`/api/v1/training/cards/${cardId}/review/`, access, { grade: g, session_id: sessionId });

beforeAll(async () => {
  t = await createTestApp({}, { clock });
  catalogue = await createCatalogue(t.app);
  const db = t.app.prepa.db;
  const [pack] = await db
    .insert(cardPacks)
    .values({
      title: 'Профильная математика',
      subject: 'EGE_MATH_PROFILE',
      productId: catalogue.mg.id,
      slug: 'p1',
    })
    .returning();
  packId = pack?.id ?? 0;
  const rows = await db
    .insert(cards)
    .values(
      Array.from({ length: 12 }, (_, i) => ({
        packId,
        front: `Вопрос ${i + 1}`,
        back: `Ответ ${i + 1}`,
        subject: 'EGE_MATH_PROFILE' as const,
        taskNumber: (i % 12) + 1,
        sourceKey: `t:${i}`,
        order: i,
      })),
    )
    .returning({ id: cards.id });
  cardIds = rows.map((r) => r.id);
});
afterAll(() => t.close());

describe('training: access', () => {
  it('refuses a student not enrolled in the product, with the standard body', async () => {
    const outsider = await signedInUser(t.app);
    const next = await get(`/api/v1/training/cards/?pack_id=${packId}`, outsider.access);
    expect(next.statusCode).toBe(403);
    expect(errorOf(next).errors[0]?.code).toBe('permission_denied');
    expect((await grade(outsider.access, cardIds[0] ?? 0, 'good')).statusCode).toBe(403);
    const settings = await get(`/api/v1/training/settings/?product_id=${catalogue.mg.id}`, outsider.access);
    expect(settings.statusCode).toBe(403);
    const own = await get('/api/v1/training/settings/', outsider.access);
    expect(own.json<TrainingSettings>().packs).toEqual([]);
  });

  it('lists the packs of owned products with their counters and exam date', async () => {
    const s = await enrolledStudent();
    const res = await get(`/api/v1/training/settings/?product_id=${catalogue.mg.id}`, s.access);
    expect(res.statusCode).toBe(200);
    const body = res.json<{
      packs: { id: number; cards_count: number; exam_date: string; counters: object }[];
    }>();
    expect(body.packs[0]).toMatchObject({
      id: packId,
      cards_count: 12,
      exam_date: '2027-06-08',
      counters: {
        new_cards_count: 12,
        learning_cards_count: 0,
        known_cards_count: 0,
        favorite_cards_count: 0,
      },
    });
  });

  it("keeps a student's review log and mistakes pack away from another student", async () => {
    const a = await enrolledStudent();
    const b = await enrolledStudent();
    const card = cardIds[0] ?? 0;
    expect((await grade(a.access, card, 'good')).statusCode).toBe(200);
    const bLog = await get(`/api/v1/training/cards/${card}/reviews/`, b.access);
    expect(bLog.json<{ results: unknown[] }>().results).toEqual([]);
    const aLog = await get(`/api/v1/training/cards/${card}/reviews/`, a.access);
    expect(aLog.json<{ results: unknown[] }>().results).toHaveLength(1);
    const b2 = await get(`/api/v1/training/cards/?pack_id=${packId}`, b.access);
    expect(b2.json<{ counters: { new_cards_count: number } }>().counters.new_cards_count).toBe(12);

    const mistake = await t.app.prepa.db.transaction((tx) =>
      addMistakeCard(tx, a.id, {
        subject: 'EGE_RUSSIAN',
        taskNumber: 9,
        front: 'Пол..жить',
        back: 'положить',
        sourceKey: 'hw:1:9',
      }),
    );
    const again = await t.app.prepa.db.transaction((tx) =>
      addMistakeCard(tx, a.id, {
        subject: 'EGE_RUSSIAN',
        taskNumber: 9,
        front: 'x',
        back: 'y',
        sourceKey: 'hw:1:9',
      }),
    );
    expect(again).toEqual({ ...mistake, created: false });
    expect((await get(`/api/v1/training/cards/?pack_id=${mistake.packId}`, b.access)).statusCode).toBe(404);
    expect((await grade(b.access, mistake.cardId, 'good')).statusCode).toBe(404);
    expect((await get(`/api/v1/training/cards/${mistake.cardId}/reviews/`, b.access)).statusCode).toBe(404);
    const mine = await get(`/api/v1/training/cards/?pack_id=${mistake.packId}`, a.access);
    expect(mine.statusCode).toBe(200);
    const settings = await get('/api/v1/training/settings/', a.access);
    expect(settings.json<{ packs: { is_mistakes: boolean }[] }>().packs.some((p) => p.is_mistakes)).toBe(
      true,
    );
  });
});

describe('training: scheduling', () => {
  it('lengthens the interval with every "good" and moves the counters', async () => {
    // After the 2026 exams: no exam date ahead until August, and next year's is far away.
    now = new Date('2026-06-20T08:00:00Z');
    const s = await enrolledStudent();
    const card = cardIds[1] ?? 0;
    const intervals: number[] = [];
    let statuses: string[] = [];
    for (let i = 0; i < 5; i += 1) {
      const res = await grade(s.access, card, 'good');
      expect(res.statusCode).toBe(200);
      const body = res.json<{
        interval_days: number;
        capped_by_exam: boolean;
        card: { status: string; due: string };
      }>();
      expect(body.capped_by_exam).toBe(false);
      intervals.push(body.interval_days);
      statuses = [...statuses, body.card.status];
      now = new Date(body.card.due);
    }
    expect(statuses[0]).toBe('learning_cards');
    expect(statuses.at(-1)).toBe('known_cards');
    for (let i = 1; i < intervals.length; i += 1) {
      expect(intervals[i]).toBeGreaterThan(intervals[i - 1] ?? 0);
    }
    expect(intervals.at(-1)).toBeGreaterThan(30);
    now = new Date('2026-11-23T10:00:00Z');
  });

  it('caps the interval so the review lands before the exam', async () => {
    // Ten days before the main ЕГЭ mathematics day (8 June 2027): FSRS would go far beyond it.
    now = new Date('2027-05-29T09:00:00Z');
    const s = await enrolledStudent();
    const card = cardIds[2] ?? 0;
    let last: { capped_by_exam: boolean; card: { due: string }; interval_days: number } | undefined;
    for (let i = 0; i < 4; i += 1) {
      const res = await grade(s.access, card, 'easy');
      last = res.json();
      if (last?.capped_by_exam) break;
      now = new Date(last?.card.due ?? now);
    }
    expect(last?.capped_by_exam).toBe(true);
    const due = new Date(last?.card.due ?? 0);
    expect(due.getTime()).toBeLessThan(Date.parse('2027-06-08T00:00:00+03:00'));
    expect(due.toISOString().slice(0, 10)).toBe('2027-06-07');
    const log = await get(`/api/v1/training/cards/${card}/reviews/`, s.access);
    expect(log.json<{ results: { capped_by_exam: boolean }[] }>().results[0]?.capped_by_exam).toBe(true);
    now = new Date('2026-11-23T10:00:00Z');
  });

  it('toggles a favourite and counts it', async () => {
    const s = await enrolledStudent();
    const card = cardIds[3] ?? 0;
    const on = await postJson(`/api/v1/training/cards/${card}/favorite/`, s.access);
    expect(on.json()).toMatchObject({
      is_favorite: true,
      counters: { favorite_cards_count: 1, new_cards_count: 12 },
    });
    const fav = await get(`/api/v1/training/cards/?pack_id=${packId}&training_type=favorite_cards`, s.access);
    expect(fav.json<{ results: { id: number }[] }>().results.map((c) => c.id)).toEqual([card]);
    const off = await postJson(`/api/v1/training/cards/${card}/favorite/`, s.access);
    expect(off.json()).toMatchObject({ is_favorite: false, counters: { favorite_cards_count: 0 } });
  });
});

describe('training: the daily action', () => {
  async function expRows(userId: number) {
    return t.app.prepa.db
      .select()
      .from(ledgerEntries)
      .where(and(eq(ledgerEntries.userId, userId), eq(ledgerEntries.reason, 'CARDS_LEARNED')));
  }

  it('rewards five cards a day once, and a session result sums it up', async () => {
    const s = await enrolledStudent();
    const credited: number[] = [];
    for (const id of cardIds.slice(0, 7)) {
      const res = await grade(s.access, id, 'good', 'session-daily');
      credited.push(res.json<{ daily: { exp_credited: number } }>().daily.exp_credited);
    }
    expect(credited).toEqual([0, 0, 0, 0, 15, 0, 0]);
    expect(await expRows(s.id)).toHaveLength(1);
    const actions = await get('/api/v2/students/daily-actions/', s.access);
    expect(
      actions.json<{ results: { action: string; progress: number; done: boolean }[] }>().results,
    ).toEqual([
      expect.objectContaining({ action: 'watchLesson', progress: 0, done: false }),
      expect.objectContaining({ action: 'solveFiveTasks', progress: 0, done: false }),
      expect.objectContaining({ action: 'learnFiveCards', progress: 5, done: true }),
    ]);
    const result = await get('/api/v1/training/result/?session_id=session-daily', s.access);
    expect(result.json()).toMatchObject({
      reviewed: 7,
      grades: { good: 7 },
      counters: { new_cards_count: 5, learning_cards_count: 7 },
      daily: { learned_today: 7, done: true },
    });
    // The next local day earns it again.
    now = new Date(now.getTime() + DAY);
    for (const id of cardIds.slice(5, 10)) await grade(s.access, id, 'good', 'session-next');
    expect(await expRows(s.id)).toHaveLength(2);
    now = new Date('2026-11-23T10:00:00Z');
  });

  it('credits once when reviews race', async () => {
    const s = await enrolledStudent();
    const responses = await Promise.all(
      cardIds.slice(0, 10).map((id) => grade(s.access, id, 'good', 'session-race')),
    );
    expect(responses.map((r) => r.statusCode)).toEqual(Array(10).fill(200));
    expect(await expRows(s.id)).toHaveLength(1);
    const counters = await get(`/api/v1/training/counters/?pack_id=${packId}`, s.access);
    expect(counters.json()).toMatchObject({ new_cards_count: 2, learning_cards_count: 10 });
  });
});

describe('level tests', () => {
  it('scores answers with normalisation and recommends a course', async () => {
    const db = t.app.prepa.db;
    const [test] = await db
      .insert(levelTests)
      .values({
        slug: 'lt-math',
        title: 'Тест уровня',
        subject: 'EGE_MATH_PROFILE',
        productTypeId: catalogue.mg.productTypeId,
        recommendations: [
          { level: 'basic', productId: catalogue.mg.id },
          { level: 'middle', productId: catalogue.mg.id },
          { level: 'advanced', productId: catalogue.mgFull.id },
        ],
      })
      .returning();
    const testId = test?.id ?? 0;
    await db.insert(levelTestTasks).values([
      { testId, order: 1, kind: 'short_answer', text: '0,5 + 0,25', answers: ['0.75'] },
      {
        testId,
        order: 2,
        kind: 'single_choice',
        text: '2 + 2',
        options: [
          { id: 1, text: '3', correct: false },
          { id: 2, text: '4', correct: true },
        ],
      },
      {
        testId,
        order: 3,
        kind: 'multiple_choice',
        text: 'Простые числа',
        options: [
          { id: 1, text: '2', correct: true },
          { id: 2, text: '4', correct: false },
          { id: 3, text: '5', correct: true },
        ],
      },
      { testId, order: 4, kind: 'short_answer', text: 'Ёлка?', answers: ['ёлка'] },
    ]);
    const s = await enrolledStudent();
    const list = await get('/api/v1/student-level-tests/', s.access);
    expect(list.json<{ results: { id: number }[] }>().results.map((r) => r.id)).toContain(testId);
    const got = await get(`/api/v1/student-level-tests/${testId}/test/`, s.access);
    expect(got.body).not.toContain('correct');
    const tasks = (got.json<{ tasks: { id: number }[] }>().tasks ?? []).map((x) => x.id);
    const submit = await postJson(`/api/v1/student-level-tests/${testId}/test/`, s.access, {
      answers: [
        { task: tasks[0], text: ' 0,75 ' },
        { task: tasks[1], options: [2] },
        { task: tasks[2], options: [1, 3] },
        { task: tasks[3], text: 'ЕЛКА' },
      ],
    });
    expect(submit.statusCode).toBe(200);
    expect(submit.json()).toMatchObject({
      score: 4,
      max_score: 4,
      percent: 100,
      level: 'advanced',
      recommendation: { product_id: catalogue.mgFull.id, sys_course_type_code: 'MASTER_GROUP' },
    });
    const weak = await postJson(`/api/v1/student-level-tests/${testId}/test/`, s.access, {
      answers: [{ task: tasks[2], options: [1] }],
    });
    expect(weak.json<LevelTestResult>()).toMatchObject({ score: 0, level: 'basic' });
    expect((await get('/api/v1/student-level-tests/999999/test/', s.access)).statusCode).toBe(404);
  });
});
