import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, createTestApp, injectAs, signedInUser, type TestApp } from '../../../test/app.js';
import { SHORT_TASK, createHomeworkWithTasks, enrolledStudent } from '../../../test/learning-factories.js';
import { createCatalogue } from '../../../test/shop-factories.js';
import { classTypes, homework, productTypes } from '../../db/schema/index.js';

const DAY = 86_400_000;
let t: TestApp;
let now = new Date();
let productId = 0;
let typeId = 0;
beforeAll(async () => {
  t = await createTestApp({}, { clock: () => now });
  const cat = await createCatalogue(t.app);
  productId = cat.mg.id;
  typeId = cat.mg.productTypeId;
});
afterAll(() => t.close());

const db = () => t.app.prepa.db;
const list = (access: string, query = '', encoding?: string) =>
  t.app.inject({
    method: 'GET',
    url: `/api/v2/homework/${query}`,
    headers: { ...bearer(access), ...(encoding ? { 'accept-encoding': encoding } : {}) },
  });

/** The list item a student without a submission should see, read from the tables at `at`. */
async function expectedItem(homeworkId: number, at: Date) {
  const [row] = await db()
    .select({
      hw: homework,
      course: productTypes.title,
      classTypeId: productTypes.classTypeId,
      subject: classTypes.title,
    })
    .from(homework)
    .innerJoin(productTypes, eq(productTypes.id, homework.productTypeId))
    .leftJoin(classTypes, eq(classTypes.id, productTypes.classTypeId))
    .where(eq(homework.id, homeworkId));
  if (!row) throw new Error('no homework');
  return {
    id: homeworkId,
    title: row.hw.title,
    deadline: row.hw.deadline.toISOString(),
    product_type_id: typeId,
    course_title: row.course,
    class_type_id: row.classTypeId,
    subject: row.subject,
    lesson_id: null,
    status: row.hw.deadline < at ? 'EXPIRED' : 'UNDONE',
    submission_id: null,
    tasks_count: 2,
    score: null,
    max_score: 3,
  };
}

describe('homework answers shared between reads of the same rows', () => {
  it('shows every field as stored, the status at this moment, and each student their own submission', async () => {
    const soon = await createHomeworkWithTasks(t.app, typeId, 'Логарифмы', [
      SHORT_TASK,
      { ...SHORT_TASK, points: 2 },
    ]);
    const later = await createHomeworkWithTasks(t.app, typeId, 'Степени', [
      SHORT_TASK,
      { ...SHORT_TASK, points: 2 },
    ]);
    // Deadlines with milliseconds, one a day from now and one in two days.
    await db()
      .update(homework)
      .set({ deadline: new Date(now.getTime() + DAY + 123) })
      .where(eq(homework.id, soon.homeworkId));
    await db()
      .update(homework)
      .set({ deadline: new Date(now.getTime() + 2 * DAY + 456) })
      .where(eq(homework.id, later.homeworkId));
    const anna = await enrolledStudent(t.app, productId);
    const boris = await enrolledStudent(t.app, productId);

    const first = await list(anna.access);
    expect(first.statusCode).toBe(200);
    expect(first.json()).toEqual({
      count: 2,
      next: null,
      previous: null,
      results: [await expectedItem(soon.homeworkId, now), await expectedItem(later.homeworkId, now)],
    });
    // Another student with the same rows reads the same bytes.
    expect((await list(boris.access)).body).toBe(first.body);

    // A day and a half later, with no row changed, the first homework is past its deadline.
    const before = now;
    now = new Date(before.getTime() + 1.5 * DAY);
    try {
      const expired = (await list(anna.access)).json();
      expect(expired.results.map((r: { status: string }) => r.status)).toEqual(['EXPIRED', 'UNDONE']);
      expect((await list(boris.access)).json()).toEqual(expired);
    } finally {
      now = before;
    }

    // Anna saves a draft: her list names her submission, Boris's does not.
    const saved = await injectAs(t.app, 'PATCH', `/api/v2/homework/${soon.homeworkId}/draft/`, anna.access, {
      answers: { [String(soon.taskIds[0])]: { kind: 'SHORT', value: '1' } },
    });
    expect(saved.statusCode).toBe(200);
    const annas = (await list(anna.access)).json().results[0];
    expect(annas).toMatchObject({ id: soon.homeworkId, status: 'UNDONE' });
    expect(annas.submission_id).toEqual(expect.any(Number));
    expect((await list(boris.access)).json().results[0]).toEqual(await expectedItem(soon.homeworkId, now));
  });

  it('links each page by its own query, and sends the same page in every encoding', async () => {
    // Enough homework for a page over the 1 KB below which nothing is compressed.
    for (const title of ['Тригонометрия', 'Производная', 'Вероятность']) {
      await createHomeworkWithTasks(t.app, typeId, title, [SHORT_TASK]);
    }
    const student = await enrolledStudent(t.app, productId);
    const all = await list(student.access);
    expect(all.json().count).toBe(5);
    expect(all.body.length).toBeGreaterThan(1024);

    // The same first item under two queries: the links follow each query.
    const plain = (await list(student.access, '?limit=1')).json();
    const filtered = (await list(student.access, '?deadline=upcoming&limit=1')).json();
    expect(filtered.results).toEqual(plain.results);
    expect(plain.next).toBe('/api/v2/homework/?limit=1&offset=1');
    expect(filtered.next).toBe('/api/v2/homework/?deadline=upcoming&limit=1&offset=1');
    const second = (await list(student.access, '?limit=1&offset=1')).json();
    expect(second.previous).toBe('/api/v2/homework/?limit=1&offset=0');

    const identity = await list(student.access);
    const br = await list(student.access, '', 'br');
    const gzip = await list(student.access, '', 'gzip');
    expect(br.headers['content-encoding']).toBe('br');
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(brotliDecompressSync(br.rawPayload).toString()).toBe(identity.body);
    expect(gunzipSync(gzip.rawPayload).toString()).toBe(identity.body);
  });

  it('turns a page at the very millisecond a deadline or its last week begins, however often it was read', async () => {
    const { homeworkId } = await createHomeworkWithTasks(t.app, typeId, 'Стереометрия', [SHORT_TASK]);
    const deadline = now.getTime() + 9 * DAY + 789;
    await db()
      .update(homework)
      .set({ deadline: new Date(deadline) })
      .where(eq(homework.id, homeworkId));
    const student = await enrolledStudent(t.app, productId);
    const statuses = async (query: string) => {
      const res = await list(student.access, query);
      expect(res.statusCode).toBe(200);
      return (res.json() as { results: { id: number; status: string }[] }).results
        .filter((r) => r.id === homeworkId)
        .map((r) => r.status);
    };
    const before = now;
    try {
      // Each moment is read twice, so the second read meets whatever the first one kept.
      const at = async (ms: number, query: string) => {
        now = new Date(ms);
        const first = await statuses(query);
        expect(await statuses(query)).toEqual(first);
        return first;
      };
      const weekStarts = deadline - 7 * DAY;
      expect(await at(weekStarts - 1, '?deadline=week')).toEqual([]);
      expect(await at(weekStarts, '?deadline=week')).toEqual(['UNDONE']);
      expect(await at(deadline, '?deadline=upcoming')).toEqual(['UNDONE']);
      expect(await at(deadline, '?deadline=past')).toEqual([]);
      expect(await at(deadline + 1, '?deadline=upcoming')).toEqual([]);
      expect(await at(deadline + 1, '?deadline=past')).toEqual(['EXPIRED']);
      expect(await at(deadline + 1, '')).toEqual(['EXPIRED']);
      // The clock set back (as after a correction) reads the earlier page again.
      expect(await at(deadline, '')).toEqual(['UNDONE']);
    } finally {
      now = before;
    }
  });

  it("reads a homework page per student: a draft shows only to its author, the deadline's passing to all", async () => {
    const { homeworkId, taskIds } = await createHomeworkWithTasks(t.app, typeId, 'Планиметрия', [
      SHORT_TASK,
      { ...SHORT_TASK, points: 2 },
    ]);
    const anna = await enrolledStudent(t.app, productId);
    const boris = await enrolledStudent(t.app, productId);
    const read = (access: string) => injectAs(t.app, 'GET', `/api/v2/homework/${homeworkId}/`, access);

    const first = await read(anna.access);
    expect(first.statusCode).toBe(200);
    expect(first.json()).toMatchObject({ id: homeworkId, status: 'UNDONE', editable: true, answers: {} });
    expect((await read(boris.access)).body).toBe(first.body);

    const answer = { kind: 'SHORT', value: '2,5' };
    const saved = await injectAs(t.app, 'PATCH', `/api/v2/homework/${homeworkId}/draft/`, anna.access, {
      answers: { [String(taskIds[0])]: answer },
    });
    expect(saved.statusCode).toBe(200);
    const annas = (await read(anna.access)).json();
    expect(annas.answers).toEqual({ [String(taskIds[0])]: answer });
    expect(annas.draft_saved_at).toEqual(expect.any(String));
    expect(annas.submission_id).toEqual(expect.any(Number));
    expect((await read(boris.access)).body).toBe(first.body);

    // Past the deadline nothing is editable any more, for either of them.
    const before = now;
    now = new Date(before.getTime() + 4 * DAY);
    try {
      expect((await read(boris.access)).json()).toMatchObject({ status: 'EXPIRED', editable: false });
      expect((await read(anna.access)).json()).toMatchObject({ status: 'UNDONE', editable: false });
    } finally {
      now = before;
    }
    // A student of another course is still refused.
    const stranger = await signedInUser(t.app);
    expect((await read(stranger.access)).statusCode).toBe(403);
  });
});
