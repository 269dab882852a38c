import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { lessons, lessonWatches } from '../../db/schema/index.js';
import { bearer, type TestApp } from '../../../test/app.js';
import { feedTestApp, untold } from '../../../test/feed.js';
import { createRecordedLesson, enrolledStudent } from '../../../test/learning-factories.js';
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
