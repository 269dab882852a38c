import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { lessonMaterials, lessonRatings, lessons, lessonWatches } from '../../db/schema/index.js';
import { bearer, signedInUser, type TestApp } from '../../../test/app.js';
import { feedTestApp, untold } from '../../../test/feed.js';
import { createRecordedLesson, enrol, enrolledStudent } from '../../../test/learning-factories.js';
import { createCatalogue } from '../../../test/shop-factories.js';

/**
 * Issue 11: while the change feed is live, a student's course list is answered from memory until the
 * feed tells of a change to the lessons or modules, their watched lessons (migration 0033), what they
 * own or the catalogue, or the next lesson starts.
 */
let t: TestApp;
let cat: Awaited<ReturnType<typeof createCatalogue>>;
let moduleId: number;
let recorded: number;

beforeAll(async () => {
  t = await feedTestApp();
  cat = await createCatalogue(t.app);
  ({ moduleId, lessonId: recorded } = await createRecordedLesson(t.app, cat.mg.productTypeId));
});
afterAll(() => t.close());

type Course = { lessons_count: number; watched_count: number; next_lesson_at: string | null };
async function course(access: string): Promise<Course | undefined> {
  const res = await t.app.inject({
    method: 'GET',
    url: '/api/v2/students/courses/',
    headers: bearer(access),
  });
  expect(res.statusCode).toBe(200);
  return (res.json() as { results: Course[] }).results[0];
}
const watch = (userId: number) => ({ lessonId: recorded, userId, mode: 'recorded' as const, exp: 0 });

describe('the course list on the change feed', () => {
  it('keeps a student’s courses until a watch or a lesson is told of, for that student only', async () => {
    const [a, b] = [await enrolledStudent(t.app, cat.mg.id), await enrolledStudent(t.app, cat.mg.id)];
    await t.app.prepa.changes.settle();
    for (const s of [a, b])
      expect(await course(s.access)).toMatchObject({ lessons_count: 1, watched_count: 0 });
    // b's watch past the feed: b's kept list stands (the read asked the database nothing).
    await untold(t.app, 'lesson_watches', 'lesson_watches_notify_change', (tx) =>
      tx.insert(lessonWatches).values(watch(b.id)),
    );
    expect(await course(b.access)).toMatchObject({ watched_count: 0 });
    // a's watch told of: a's next read counts it; b's kept list stands.
    await t.app.prepa.db.insert(lessonWatches).values(watch(a.id));
    await t.app.prepa.changes.settle();
    expect(await course(a.access)).toMatchObject({ watched_count: 1 });
    expect(await course(b.access)).toMatchObject({ watched_count: 0 });
    // A lesson scheduled 1.5 s from now (told to everyone): both see it, and once it has started no
    // lesson is next, with no write in between.
    await t.app.prepa.db.insert(lessons).values({
      moduleId,
      title: 'Окружности',
      startsAt: new Date(Date.now() + 1_500),
      durationMinutes: 90,
      accessHash: `hash-next-${Date.now()}`,
    });
    await t.app.prepa.changes.settle();
    expect(await course(b.access)).toMatchObject({ lessons_count: 2, watched_count: 1 });
    expect((await course(a.access))?.next_lesson_at).not.toBeNull();
    await new Promise((resolve) => setTimeout(resolve, 1_600));
    expect((await course(a.access))?.next_lesson_at).toBeNull();
  });
});

describe('a course’s modules and a module’s lessons on the change feed', () => {
  type Modules = { results: { id: number; watched_count: number }[] };
  type ModuleLessons = { results: { id: number; state: string; watched: boolean }[] };
  const read = async <T>(url: string, access: string): Promise<T> => {
    const res = await t.app.inject({ method: 'GET', url, headers: bearer(access) });
    expect(res.statusCode, res.body).toBe(200);
    return res.json<T>();
  };
  const modulesOf = (access: string) =>
    read<Modules>(`/api/v2/lessons/product-types/${cat.mg.productTypeId}/modules/`, access);
  const lessonsOf = (access: string) =>
    read<ModuleLessons>(`/api/v2/lessons/modules/${moduleId}/lessons/`, access);
  const watchedOf = async (access: string) =>
    (await modulesOf(access)).results.find((m) => m.id === moduleId);

  it('keeps them until the student’s watch is told of, and moves a lesson’s state when it starts', async () => {
    const [a, b] = [await enrolledStudent(t.app, cat.mg.id), await enrolledStudent(t.app, cat.mg.id)];
    await t.app.prepa.changes.settle();
    for (const s of [a, b]) {
      expect(await watchedOf(s.access)).toMatchObject({ watched_count: 0 });
      expect((await lessonsOf(s.access)).results.find((l) => l.id === recorded)?.watched).toBe(false);
    }
    await untold(t.app, 'lesson_watches', 'lesson_watches_notify_change', (tx) =>
      tx.insert(lessonWatches).values(watch(b.id)),
    );
    expect(await watchedOf(b.access)).toMatchObject({ watched_count: 0 });
    expect((await lessonsOf(b.access)).results.find((l) => l.id === recorded)?.watched).toBe(false);
    await t.app.prepa.db.insert(lessonWatches).values(watch(a.id));
    await t.app.prepa.changes.settle();
    expect(await watchedOf(a.access)).toMatchObject({ watched_count: 1 });
    expect((await lessonsOf(a.access)).results.find((l) => l.id === recorded)?.watched).toBe(true);
    expect(await watchedOf(b.access)).toMatchObject({ watched_count: 0 });
    // A lesson starting in 1.5 s: upcoming, then live once it has started, with no write in between.
    const [soon] = await t.app.prepa.db
      .insert(lessons)
      .values({
        moduleId,
        title: 'Параметры',
        startsAt: new Date(Date.now() + 1_500),
        durationMinutes: 90,
        accessHash: `hash-soon-${Date.now()}`,
      })
      .returning();
    await t.app.prepa.changes.settle();
    const stateOf = async () => (await lessonsOf(a.access)).results.find((l) => l.id === soon?.id)?.state;
    expect(await stateOf()).toBe('upcoming');
    await new Promise((resolve) => setTimeout(resolve, 1_600));
    expect(await stateOf()).toBe('live');
  });
});

describe('a lesson’s page on the change feed', () => {
  type Page = {
    state: string;
    my_rating: number | null;
    materials: { id: number; url: string; expires_at: string }[];
  };
  const page = (access: string, id = recorded) =>
    t.app.inject({ method: 'GET', url: `/api/v2/lessons/${id}/`, headers: bearer(access) });
  const pageOf = async (access: string, id = recorded): Promise<Page> => {
    const res = await page(access, id);
    expect(res.statusCode, res.body).toBe(200);
    return res.json<Page>();
  };

  it('keeps it until the student’s rating, a material or an enrolment is told of; links and state by the clock', async () => {
    const [a, b] = [await enrolledStudent(t.app, cat.mg.id), await enrolledStudent(t.app, cat.mg.id)];
    const c = await signedInUser(t.app);
    await t.app.prepa.changes.settle();
    for (const s of [a, b]) expect(await pageOf(s.access)).toMatchObject({ my_rating: null, materials: [] });
    // Not enrolled: refused, and the refusal is kept only until an enrolment is told of.
    expect((await page(c.access)).statusCode).toBe(404);
    await enrol(t.app, c.id, cat.mg.id);
    await t.app.prepa.changes.settle();
    expect(await pageOf(c.access)).toMatchObject({ my_rating: null });

    // b's rating past the feed: b's kept page stands.
    await untold(t.app, 'lesson_ratings', 'lesson_ratings_notify_change', (tx) =>
      tx.insert(lessonRatings).values({ lessonId: recorded, userId: b.id, value: 2 }),
    );
    expect((await pageOf(b.access)).my_rating).toBeNull();
    // a rates through the API: a's next page has it, b's kept page stands.
    const rated = await t.app.inject({
      method: 'PUT',
      url: `/api/v2/lessons/${recorded}/rating/`,
      headers: bearer(a.access),
      payload: { value: 5 },
    });
    expect(rated.statusCode, rated.body).toBe(200);
    await t.app.prepa.changes.settle();
    expect((await pageOf(a.access)).my_rating).toBe(5);
    expect((await pageOf(b.access)).my_rating).toBeNull();

    // A material past the feed is not shown; one told of is shown to every student, its link signed
    // at each read (a later second, a later expiry) and opening the file.
    await untold(t.app, 'lesson_materials', 'lesson_materials_notify_change', (tx) =>
      tx.insert(lessonMaterials).values({
        lessonId: recorded,
        kind: 'SUMMARY',
        title: 'Конспект',
        fileName: 'notes.txt',
        contentType: 'text/plain',
        size: 2,
        data: Buffer.from('hi'),
      }),
    );
    expect((await pageOf(a.access)).materials).toEqual([]);
    await t.app.prepa.db.insert(lessonMaterials).values({
      lessonId: recorded,
      kind: 'SUMMARY',
      title: 'Задачи',
      fileName: 'tasks.txt',
      contentType: 'text/plain',
      size: 2,
      data: Buffer.from('ok'),
    });
    await t.app.prepa.changes.settle();
    const first = (await pageOf(b.access)).materials;
    expect(first).toHaveLength(2);
    await new Promise((resolve) => setTimeout(resolve, 1_100));
    const later = (await pageOf(b.access)).materials;
    expect(Date.parse(later[0]?.expires_at ?? '')).toBeGreaterThan(Date.parse(first[0]?.expires_at ?? ''));
    const file = await t.app.inject({ method: 'GET', url: later[0]?.url ?? '' });
    expect(file.statusCode).toBe(200);

    // A lesson starting in 1.5 s: its page says upcoming, then live, with no write in between.
    const [soon] = await t.app.prepa.db
      .insert(lessons)
      .values({
        moduleId,
        title: 'Векторы',
        startsAt: new Date(Date.now() + 1_500),
        durationMinutes: 90,
        accessHash: `hash-page-${Date.now()}`,
      })
      .returning();
    await t.app.prepa.changes.settle();
    expect((await pageOf(a.access, soon?.id)).state).toBe('upcoming');
    await new Promise((resolve) => setTimeout(resolve, 1_600));
    expect((await pageOf(a.access, soon?.id)).state).toBe('live');
  });
});
