import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { bearer, createTestApp, errorOf, signedInUser, type TestApp } from '../../../test/app.js';
import { classTypeGoalSettings, classTypes, classYears, examResults } from '../../db/schema/index.js';

let t: TestApp;
let now = new Date('2026-11-22T10:00:00Z');
let year: number;
let maths: number;
let physics: number;
let other: number;
beforeAll(async () => {
  t = await createTestApp({}, { clock: () => now });
  const db = t.app.prepa.db;
  const [y] = await db
    .insert(classYears)
    .values({ title: '11 класс', order: 11, educationLevel: 'EGE' })
    .returning();
  const [m, p, o] = await db
    .insert(classTypes)
    .values([
      { title: 'Математика', color: '#4f46e5', order: 1 },
      { title: 'Физика', color: '#059669', order: 2 },
      { title: 'История', color: '#aa0000', order: 3 },
    ])
    .returning();
  if (!y || !m || !p || !o) throw new Error('fixtures');
  [year, maths, physics, other] = [y.id, m.id, p.id, o.id];
  await db
    .insert(classTypeGoalSettings)
    .values({ classTypeId: maths, classYearId: year, maxPoints: 80, step: 1, defaultPoints: 60 });
});
afterAll(() => t.close());

const BASE = '/api/students/exam-results';
const call = (method: 'GET' | 'POST' | 'PATCH', url: string, access: string, payload?: unknown) =>
  t.app.inject({
    method,
    url,
    headers: bearer(access),
    ...(payload === undefined ? {} : { payload: payload as object }),
  });

interface Item {
  id: number;
  class_type: { id: number; title: string };
  status: string;
  points: number | null;
  max_points: number;
  is_visible: boolean;
  other_date: boolean;
  feedback: string | null;
}
interface Results {
  exam_year: number;
  class_year_grade: number | null;
  results_available: boolean;
  needs_filling: boolean;
  class_types: Item[];
}

/** A student who chose maths and physics in the 11th class. */
async function withSubjects(subjects = [maths, physics]) {
  const u = await signedInUser(t.app);
  const res = await call('PATCH', '/api/v2/umits/goal/', u.access, {
    class_year_id: year,
    goals: subjects.map((id) => ({ class_type_id: id })),
  });
  expect(res.statusCode).toBe(200);
  return u;
}
async function results(access: string): Promise<Results> {
  const res = await call('GET', `${BASE}/`, access);
  expect(res.statusCode).toBe(200);
  return res.json<Results>();
}
function itemOf(r: Results, classType: number): Item {
  const item = r.class_types.find((c) => c.class_type.id === classType);
  if (!item) throw new Error(`no result for ${classType}`);
  return item;
}

describe('student exam results', () => {
  it('requires a signed-in student', async () => {
    expect((await t.app.inject({ method: 'GET', url: `${BASE}/` })).statusCode).toBe(401);
    const manager = await signedInUser(t.app, { role: 'MANAGER_ROLE' });
    expect((await call('GET', `${BASE}/`, manager.access)).statusCode).toBe(403);
  });

  it('gives a student without subjects an empty list', async () => {
    now = new Date('2026-11-22T10:00:00Z');
    const u = await signedInUser(t.app);
    expect(await results(u.access)).toEqual({
      exam_year: 2027,
      class_year_grade: null,
      results_available: false,
      needs_filling: false,
      class_types: [],
    });
  });

  it('creates GOOD_LUCK rows for the chosen subjects once, with the points scale of the class year', async () => {
    now = new Date('2026-11-22T10:00:00Z');
    const u = await withSubjects();
    const first = await results(u.access);
    expect(first).toMatchObject({
      exam_year: 2027,
      class_year_grade: 11,
      results_available: true,
      needs_filling: false,
    });
    expect(first.class_types).toEqual([
      {
        id: expect.any(Number),
        class_type: { id: maths, title: 'Математика' },
        status: 'GOOD_LUCK',
        points: null,
        max_points: 80,
        is_visible: true,
        other_date: false,
        feedback: null,
      },
      expect.objectContaining({ class_type: { id: physics, title: 'Физика' }, max_points: 100 }),
    ]);
    const again = await results(u.access);
    expect(again.class_types.map((c) => c.id)).toEqual(first.class_types.map((c) => c.id));
    const rows = await t.app.prepa.db.select().from(examResults).where(eq(examResults.userId, u.id));
    expect(rows).toHaveLength(2);
  });

  it('counts the exam year in the platform zone: 1 August in Moscow starts the next one', async () => {
    const u = await withSubjects([maths]);
    now = new Date('2027-07-31T20:59:00Z'); // 23:59 in Moscow
    expect((await results(u.access)).exam_year).toBe(2027);
    now = new Date('2027-07-31T21:00:00Z'); // 00:00 on 1 August in Moscow
    const next = await results(u.access);
    expect(next.exam_year).toBe(2028);
    expect(next.class_types).toHaveLength(1);
    const rows = await t.app.prepa.db.select().from(examResults).where(eq(examResults.userId, u.id));
    expect(rows.map((r) => r.examYear).sort()).toEqual([2027, 2028]);
    now = new Date('2026-11-22T10:00:00Z');
  });

  it('needs filling in the exam season until every visible result sat on its day is answered', async () => {
    const u = await withSubjects();
    now = new Date('2027-05-31T12:00:00Z');
    expect((await results(u.access)).needs_filling).toBe(false);
    now = new Date('2027-06-10T12:00:00Z');
    const r = await results(u.access);
    expect(r.needs_filling).toBe(true);
    expect(
      (await call('POST', `${BASE}/points/`, u.access, { class_type: maths, points: 70 })).statusCode,
    ).toBe(200);
    expect((await results(u.access)).needs_filling).toBe(true);
    const ph = itemOf(r, physics);
    const other = await call('POST', `${BASE}/${ph.id}/other-date/`, u.access, { other_date: true });
    expect(other.json()).toMatchObject({ id: ph.id, other_date: true, status: 'GOOD_LUCK' });
    expect((await results(u.access)).needs_filling).toBe(false);
    await call('POST', `${BASE}/${ph.id}/other-date/`, u.access, { other_date: false });
    expect((await results(u.access)).needs_filling).toBe(true);
    const hidden = await call('POST', `${BASE}/${ph.id}/visibility/`, u.access, { is_visible: false });
    expect(hidden.json()).toMatchObject({ id: ph.id, is_visible: false });
    expect((await results(u.access)).needs_filling).toBe(false);
    now = new Date('2026-11-22T10:00:00Z');
  });

  it('takes points within the scale (AWAITING) or "no points" (NO_POINTS)', async () => {
    const u = await withSubjects();
    const tooHigh = await call('POST', `${BASE}/points/`, u.access, { class_type: maths, points: 81 });
    expect(tooHigh.statusCode).toBe(400);
    expect(errorOf(tooHigh)).toMatchObject({
      type: 'validation_error',
      errors: [{ attr: 'points', code: 'max_value', detail: 'Баллы от 0 до 80' }],
    });
    const negative = await call('POST', `${BASE}/points/`, u.access, { class_type: maths, points: -1 });
    expect(negative.statusCode).toBe(400);
    expect(errorOf(negative).errors[0]).toMatchObject({ attr: 'points' });
    const fraction = await call('POST', `${BASE}/points/`, u.access, { class_type: maths, points: 1.5 });
    expect(fraction.statusCode).toBe(400);
    const missing = await call('POST', `${BASE}/points/`, u.access, { points: 10 });
    expect(errorOf(missing).errors[0]).toMatchObject({ attr: 'class_type', code: 'required' });
    const notChosen = await call('POST', `${BASE}/points/`, u.access, { class_type: other, points: 10 });
    expect(notChosen.statusCode).toBe(400);
    expect(errorOf(notChosen).errors[0]).toMatchObject({ attr: 'class_type' });

    const ok = await call('POST', `${BASE}/points/`, u.access, { class_type: maths, points: 80 });
    expect(ok.statusCode).toBe(200);
    expect(ok.json()).toMatchObject({ class_type: { id: maths }, points: 80, status: 'AWAITING' });
    const none = await call('POST', `${BASE}/points/`, u.access, { class_type: physics, points: null });
    expect(none.json()).toMatchObject({ class_type: { id: physics }, points: null, status: 'NO_POINTS' });
    const r = await results(u.access);
    expect(r.class_types.map((c) => [c.status, c.points])).toEqual([
      ['AWAITING', 80],
      ['NO_POINTS', null],
    ]);
  });

  it('keeps an answered subject dropped from the goals, forgets an untouched one', async () => {
    const u = await withSubjects();
    await call('POST', `${BASE}/points/`, u.access, { class_type: maths, points: 50 });
    await call('PATCH', '/api/v2/students/class-types/', u.access, { class_types: [other] });
    const r = await results(u.access);
    expect(r.class_types.map((c) => c.class_type.id)).toEqual([maths, other]);
  });

  it('changes visibility, other date and feedback of own rows only', async () => {
    const a = await withSubjects();
    const b = await withSubjects();
    const mine = itemOf(await results(a.access), maths);
    for (const [path, body] of [
      [`${mine.id}/visibility/`, { is_visible: false }],
      [`${mine.id}/other-date/`, { other_date: true }],
    ] as const) {
      expect((await call('POST', `${BASE}/${path}`, b.access, body)).statusCode).toBe(404);
      expect((await call('POST', `${BASE}/${path}`, a.access, body)).statusCode).toBe(200);
    }
    const foreign = await call('POST', `${BASE}/feedback/`, b.access, { id: mine.id, text: 'Hi' });
    expect(foreign.statusCode).toBe(404);
    expect(errorOf(foreign).type).toBe('client_error');
    expect(
      (await call('POST', `${BASE}/999999/visibility/`, a.access, { is_visible: true })).statusCode,
    ).toBe(404);
    const bad = await call('POST', `${BASE}/${mine.id}/visibility/`, a.access, { is_visible: 'yes' });
    expect(bad.statusCode).toBe(400);
    expect(errorOf(bad).errors[0]).toMatchObject({ attr: 'is_visible' });

    const empty = await call('POST', `${BASE}/feedback/`, a.access, { id: mine.id, text: '   ' });
    expect(empty.statusCode).toBe(400);
    expect(errorOf(empty).errors[0]).toMatchObject({ attr: 'text', code: 'required' });
    const long = await call('POST', `${BASE}/feedback/`, a.access, { id: mine.id, text: 'x'.repeat(2001) });
    expect(errorOf(long).errors[0]).toMatchObject({ attr: 'text', code: 'max_length' });
    const fb = await call('POST', `${BASE}/feedback/`, a.access, { id: mine.id, text: ' Было сложно ' });
    expect(fb.json()).toMatchObject({
      id: mine.id,
      feedback: 'Было сложно',
      is_visible: false,
      other_date: true,
    });

    const theirs = itemOf(await results(b.access), maths);
    expect(theirs).toMatchObject({ is_visible: true, other_date: false, feedback: null });
  });

  it('lets a manager confirm or reject a filled result; a confirmed one is locked', async () => {
    const u = await withSubjects();
    const manager = await signedInUser(t.app, { role: 'MANAGER_ROLE' });
    const r = await results(u.access);
    const m = itemOf(r, maths);
    const url = `/api/v2/managers/exam-results/${m.id}/`;

    expect((await call('PATCH', url, u.access, { status: 'CONFIRMED' })).statusCode).toBe(403);
    const head = await signedInUser(t.app, { role: 'TEACHER_ROLE' });
    expect((await call('PATCH', url, head.access, { status: 'CONFIRMED' })).statusCode).toBe(403);
    const early = await call('PATCH', url, manager.access, { status: 'CONFIRMED' });
    expect(early.statusCode).toBe(400);
    expect(errorOf(early).errors[0]).toMatchObject({ attr: 'status', code: 'invalid' });
    const badStatus = await call('PATCH', url, manager.access, { status: 'AWAITING' });
    expect(badStatus.statusCode).toBe(400);
    expect(
      (await call('PATCH', '/api/v2/managers/exam-results/999999/', manager.access, { status: 'CONFIRMED' }))
        .statusCode,
    ).toBe(404);

    await call('POST', `${BASE}/points/`, u.access, { class_type: maths, points: 40 });
    const rejected = await call('PATCH', url, manager.access, { status: 'NOT_CONFIRMED' });
    expect(rejected.json()).toMatchObject({ id: m.id, status: 'NOT_CONFIRMED', points: 40 });
    const again = await call('POST', `${BASE}/points/`, u.access, { class_type: maths, points: 45 });
    expect(again.json()).toMatchObject({ status: 'AWAITING', points: 45 });
    const confirmed = await call('PATCH', url, manager.access, { status: 'CONFIRMED' });
    expect(confirmed.json()).toMatchObject({ status: 'CONFIRMED', points: 45, max_points: 80 });
    const locked = await call('POST', `${BASE}/points/`, u.access, { class_type: maths, points: 50 });
    expect(locked.statusCode).toBe(400);
    expect(errorOf(locked).errors[0]).toMatchObject({ attr: 'points', code: 'invalid' });
    const [row] = await t.app.prepa.db
      .select()
      .from(examResults)
      .where(and(eq(examResults.userId, u.id), eq(examResults.classTypeId, maths)));
    expect(row).toMatchObject({ status: 'CONFIRMED', points: 45 });
  });
});
