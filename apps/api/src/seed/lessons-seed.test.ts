import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { count } from 'drizzle-orm';
import { bearer, createTestApp, login, type TestApp } from '../../test/app.js';
import { lessonMaterials, lessons } from '../db/schema/index.js';
import { DEMO_PASSWORD } from './index.js';
import { lessonsSeed } from './lessons.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ SEED: 'demo' });
});
afterAll(() => t.close());

const get = (url: string, access: string) => t.app.inject({ method: 'GET', url, headers: bearer(access) });

describe('demo lessons', () => {
  it('gives the demo student two courses with modules, a live lesson, all providers and this month’s timetable', async () => {
    const { access } = await login(t.app, 'student@example.com', DEMO_PASSWORD);
    const courses = (await get('/api/v2/students/courses/', access)).json();
    const withLessons = courses.results.filter((c: { modules_count: number }) => c.modules_count >= 2);
    expect(withLessons.map((c: { title: string }) => c.title).sort()).toEqual(
      ['Математика ЕГЭ', 'Предбанник: Русский язык'].sort(),
    );
    const providers = new Set<string>();
    let live = 0;
    for (const c of courses.results) {
      const mods = (await get(`/api/v2/lessons/product-types/${c.product_type_id}/modules/`, access)).json();
      for (const m of mods.results) {
        const ls = (await get(`/api/v2/lessons/modules/${m.id}/lessons/`, access)).json();
        for (const l of ls.results) {
          const d = (await get(`/api/v2/lessons/${l.id}/`, access)).json();
          providers.add(d.video.provider);
          if (d.state === 'live') live += 1;
          expect(d.materials.length).toBeGreaterThanOrEqual(2);
        }
      }
    }
    expect([...providers].sort()).toEqual(['gcore', 'kinescope', 'youtube']);
    expect(live).toBe(1);
    const now = new Date();
    const parts = new Intl.DateTimeFormat('en-CA', {
      timeZone: 'Europe/Moscow',
      year: 'numeric',
      month: '2-digit',
    }).formatToParts(now);
    const year = parts.find((p) => p.type === 'year')?.value;
    const month = Number(parts.find((p) => p.type === 'month')?.value);
    const tt = (await get(`/api/students/timetable/?type=month&year=${year}&month=${month}`, access)).json();
    expect(tt.results.some((e: { state: string }) => e.state === 'live')).toBe(true);
  });

  it('is idempotent', async () => {
    const db = t.app.prepa.db;
    const before = [
      (await db.select({ n: count() }).from(lessons))[0]?.n,
      (await db.select({ n: count() }).from(lessonMaterials))[0]?.n,
    ];
    await lessonsSeed.run({ db, hashPassword: async (p) => p });
    const after = [
      (await db.select({ n: count() }).from(lessons))[0]?.n,
      (await db.select({ n: count() }).from(lessonMaterials))[0]?.n,
    ];
    expect(after).toEqual(before);
  });
});
