import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { LESSON_EXP_LIVE, LESSON_EXP_RECORDED, MATERIAL_LINK_TTL_SECONDS } from '@prepa/contracts';
import { bearer, createTestApp, errorOf, signedInUser, type TestApp } from '../../../test/app.js';
import { createCatalogue } from '../../../test/shop-factories.js';
import {
  activityEvents,
  enrollments,
  ledgerEntries,
  lessonMaterials,
  lessonModules,
  lessons,
} from '../../db/schema/index.js';
import { lessonAccess } from './access.js';
import { pendingLessonDoneModals } from './service.js';

let now = new Date('2026-11-15T12:00:00Z');
let t: TestApp;
let cat: Awaited<ReturnType<typeof createCatalogue>>;
const ids = { recorded: 0, live: 0, upcoming: 0, module: 0, material: 0, lateMoscow: 0, type: 0 };

beforeAll(async () => {
  t = await createTestApp({}, { clock: () => now });
  cat = await createCatalogue(t.app);
  const db = t.app.prepa.db;
  ids.type = cat.mg.productTypeId;
  const [mod] = await db
    .insert(lessonModules)
    .values({ productTypeId: ids.type, title: 'Планиметрия', order: 1 })
    .returning();
  ids.module = mod!.id;
  const lesson = async (title: string, startsAt: string, hash: string, videoUrl: string | null = null) => {
    const [row] = await db
      .insert(lessons)
      .values({
        moduleId: mod!.id,
        title,
        startsAt: new Date(startsAt),
        durationMinutes: 90,
        accessHash: hash,
        videoUrl,
      })
      .returning();
    return row!.id;
  };
  ids.recorded = await lesson(
    'Треугольники',
    '2026-11-10T15:00:00Z',
    'hash-recorded-1',
    'https://youtu.be/dQw4w9WgXcQ',
  );
  ids.live = await lesson('Окружности', '2026-11-15T11:30:00Z', 'hash-live-0001');
  ids.upcoming = await lesson('Площади', '2026-11-20T15:00:00Z', 'hash-upcoming-1');
  // 30 Nov 22:30 UTC = 1 Dec 01:30 in Moscow, 1 Dec 03:30 in Almaty: December's in both.
  ids.lateMoscow = await lesson('Итоговое занятие', '2026-11-30T22:30:00Z', 'hash-late-00001');
  // 31 Oct 20:30 UTC = 23:30 in Moscow (October) but 1 Nov 01:30 in Almaty (November).
  await lesson('Вводное занятие', '2026-10-31T20:30:00Z', 'hash-early-0001');
  const [m] = await db
    .insert(lessonMaterials)
    .values({
      lessonId: ids.recorded,
      kind: 'SUMMARY',
      title: 'Конспект',
      fileName: 'konspekt.txt',
      contentType: 'text/plain; charset=utf-8',
      size: 6,
      data: Buffer.from('Синус'),
    })
    .returning();
  ids.material = m!.id;
});
afterAll(() => t.close());

const get = (url: string, access?: string) =>
  t.app.inject({ method: 'GET', url, headers: access ? bearer(access) : {} });
const send = (method: 'POST' | 'PUT' | 'PATCH', url: string, access: string, payload?: object) =>
  t.app.inject({ method, url, headers: bearer(access), ...(payload ? { payload } : {}) });

async function enrolledStudent(platform: 'RU' | 'KZ' = 'RU') {
  const u = await signedInUser(t.app, { platform });
  await t.app.prepa.db.insert(enrollments).values({
    userId: u.id,
    productId: cat.mg.id,
    startsAt: new Date('2026-11-01T00:00:00Z'),
    endsAt: new Date('2026-12-01T00:00:00Z'),
    grantKey: `test:${u.id}`,
    source: 'PURCHASE',
  });
  return u;
}
const kz = { 'x-platform': 'KZ' };

describe('who sees lessons', () => {
  it('an enrolled student sees the course, its modules, lessons and a lesson with its player', async () => {
    const u = await enrolledStudent();
    const courses = (await get('/api/v2/students/courses/', u.access)).json();
    expect(courses.results).toHaveLength(1);
    expect(courses.results[0]).toMatchObject({ product_type_id: ids.type, lessons_count: 5 });
    const mods = (await get(`/api/v2/lessons/product-types/${ids.type}/modules/`, u.access)).json();
    expect(mods.results[0]).toMatchObject({ title: 'Планиметрия', lessons_count: 5, watched_count: 0 });
    const list = (await get(`/api/v2/lessons/modules/${ids.module}/lessons/`, u.access)).json();
    expect(list.results.map((l: { state: string }) => l.state)).toContain('live');
    const lesson = (await get(`/api/v2/lessons/${ids.recorded}/`, u.access)).json();
    expect(lesson).toMatchObject({
      state: 'recorded',
      role: 'student',
      video: { provider: 'youtube', embed_url: 'https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ' },
    });
    expect(lesson.materials[0]).toMatchObject({ kind: 'SUMMARY', file_name: 'konspekt.txt' });
    const byHash = await get('/api/v2/lessons/access/hash-recorded-1/', u.access);
    expect(byHash.json().id).toBe(ids.recorded);
    expect(await lessonAccess(t.app.prepa.db, u.id, ids.live, now)).toEqual({
      lessonId: ids.live,
      productTypeId: ids.type,
      state: 'live',
      role: 'student',
    });
  });

  it('a student not enrolled gets 404 everywhere; an expired enrolment no longer opens lessons', async () => {
    const u = await signedInUser(t.app);
    expect((await get('/api/v2/students/courses/', u.access)).json().results).toEqual([]);
    for (const url of [
      `/api/v2/lessons/product-types/${ids.type}/modules/`,
      `/api/v2/lessons/modules/${ids.module}/lessons/`,
      `/api/v2/lessons/${ids.recorded}/`,
      '/api/v2/lessons/access/hash-recorded-1/',
    ]) {
      const res = await get(url, u.access);
      expect(res.statusCode, url).toBe(404);
      expect(errorOf(res).type).toBe('client_error');
    }
    expect((await send('POST', `/api/v2/lessons/${ids.recorded}/watched/`, u.access)).statusCode).toBe(404);
    expect(await lessonAccess(t.app.prepa.db, u.id, ids.recorded, now)).toBeNull();

    const e = await enrolledStudent();
    expect(
      await lessonAccess(t.app.prepa.db, e.id, ids.recorded, new Date('2026-12-02T00:00:00Z')),
    ).toBeNull();
  });

  it('a chat moderator opens lessons by hash (and by id) but earns nothing; a curator is forbidden', async () => {
    const mod = await signedInUser(t.app, { role: 'CHAT_MODERATOR' });
    const res = await get('/api/v2/lessons/access/hash-live-0001/', mod.access);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ id: ids.live, role: 'moderator', state: 'live' });
    expect((await send('POST', `/api/v2/lessons/${ids.live}/watched/`, mod.access)).statusCode).toBe(403);
    expect((await get(`/api/v2/lessons/product-types/${ids.type}/rating/`, mod.access)).statusCode).toBe(200);
    const curator = await signedInUser(t.app, { role: 'CURATOR_ROLE' });
    const denied = await get('/api/v2/lessons/access/hash-live-0001/', curator.access);
    expect(denied.statusCode).toBe(403);
    expect(errorOf(denied).errors[0]?.code).toBe('permission_denied');
    expect((await get('/api/v2/lessons/access/hash-live-0001/')).statusCode).toBe(401);
  });
});

describe('editing a lesson', () => {
  it('a teacher saves a known provider address and a bad one is refused with 400', async () => {
    const teacher = await signedInUser(t.app, { role: 'TEACHER_ROLE' });
    const ok = await send('PATCH', `/api/v2/lessons/${ids.upcoming}/`, teacher.access, {
      video_url: 'https://kinescope.io/203245765',
    });
    expect(ok.statusCode).toBe(200);
    expect(ok.json()).toMatchObject({ video_provider: 'kinescope' });
    const bad = await send('PATCH', `/api/v2/lessons/${ids.upcoming}/`, teacher.access, {
      video_url: 'https://vimeo.com/123',
    });
    expect(bad.statusCode).toBe(400);
    expect(errorOf(bad)).toMatchObject({
      type: 'validation_error',
      errors: [{ code: 'video_url_unsupported', attr: 'video_url' }],
    });
    const [row] = await t.app.prepa.db.select().from(lessons).where(eq(lessons.id, ids.upcoming));
    expect(row?.videoUrl).toBe('https://kinescope.io/203245765');
    const student = await enrolledStudent();
    expect(
      (await send('PATCH', `/api/v2/lessons/${ids.upcoming}/`, student.access, { title: 'x' })).statusCode,
    ).toBe(403);
  });
});

describe('watching and rating', () => {
  it('credits exp exactly once for 50 concurrent calls (all 200, one credited), live and recorded at their amounts', async () => {
    const u = await enrolledStudent();
    const all = await Promise.all(
      Array.from({ length: 50 }, () => send('POST', `/api/v2/lessons/${ids.live}/watched/`, u.access)),
    );
    expect(all.map((r) => r.statusCode)).toEqual(all.map(() => 200));
    const credited = all.map((r) => r.json()).filter((r) => r.credited);
    expect(credited).toHaveLength(1);
    expect(credited[0]).toMatchObject({ exp: LESSON_EXP_LIVE, mode: 'live', modal_action: 'LESSON_DONE' });
    const again = (await send('POST', `/api/v2/lessons/${ids.recorded}/watched/`, u.access)).json();
    expect(again).toMatchObject({ credited: true, exp: LESSON_EXP_RECORDED, mode: 'recorded' });

    const db = t.app.prepa.db;
    const rows = await db
      .select()
      .from(ledgerEntries)
      .where(and(eq(ledgerEntries.userId, u.id), eq(ledgerEntries.reason, 'LESSON_WATCHED')));
    expect(rows.map((r) => r.amount).sort()).toEqual([LESSON_EXP_RECORDED, LESSON_EXP_LIVE].sort());
    const acts = await db
      .select()
      .from(activityEvents)
      .where(and(eq(activityEvents.userId, u.id), eq(activityEvents.kind, 'lesson_watched')));
    expect(acts).toHaveLength(2);
    expect((await pendingLessonDoneModals(db, u.id)).map((m) => m.lessonId).sort()).toEqual(
      [ids.live, ids.recorded].sort(),
    );
    const detail = (await get(`/api/v2/lessons/${ids.live}/`, u.access)).json();
    expect(detail.watched).toBe(true);
    const rating = (await get(`/api/v2/lessons/product-types/${ids.type}/rating/`, u.access)).json();
    expect(rating.me).toMatchObject({ exp: LESSON_EXP_LIVE + LESSON_EXP_RECORDED, lessons_watched: 2 });
  });

  it('refuses to mark an upcoming lesson watched', async () => {
    const u = await enrolledStudent();
    const res = await send('POST', `/api/v2/lessons/${ids.upcoming}/watched/`, u.access);
    expect(res.statusCode).toBe(400);
    expect(errorOf(res).errors[0]?.code).toBe('lesson_not_started');
  });

  it('keeps one changeable rating per student', async () => {
    const u = await enrolledStudent();
    expect(
      (await send('PUT', `/api/v2/lessons/${ids.recorded}/rating/`, u.access, { value: 3 })).statusCode,
    ).toBe(200);
    await send('PUT', `/api/v2/lessons/${ids.recorded}/rating/`, u.access, { value: 5 });
    expect((await get(`/api/v2/lessons/${ids.recorded}/`, u.access)).json().my_rating).toBe(5);
    expect(
      (await send('PUT', `/api/v2/lessons/${ids.recorded}/rating/`, u.access, { value: 6 })).statusCode,
    ).toBe(400);
  });
});

describe('materials', () => {
  it('downloads through a signed link that expires', async () => {
    const u = await enrolledStudent();
    const lesson = (await get(`/api/v2/lessons/${ids.recorded}/`, u.access)).json();
    const url: string = lesson.materials[0].url;
    const file = await get(url);
    expect(file.statusCode).toBe(200);
    expect(file.body).toBe('Синус');
    expect(file.headers['content-disposition']).toContain('konspekt.txt');
    const tampered = await get(url.replace(/signature=[^&]+/, 'signature=AAAA'));
    expect(tampered.statusCode).toBe(404);
    const saved = now;
    now = new Date(now.getTime() + (MATERIAL_LINK_TTL_SECONDS + 1) * 1000);
    const expired = await get(url);
    now = saved;
    expect(expired.statusCode).toBe(403);
    expect(errorOf(expired).errors[0]?.code).toBe('material_link_expired');
  });
});

describe('timetable', () => {
  it('lists the month in Moscow time at its boundaries', async () => {
    const u = await enrolledStudent();
    const nov = (await get('/api/students/timetable/?type=month&year=2026&month=11', u.access)).json();
    expect(nov.time_zone).toBe('Europe/Moscow');
    const titles = nov.results.map((e: { title: string }) => e.title);
    expect(titles).toEqual(['Треугольники', 'Окружности', 'Площади']);
    expect(nov.results[0]).toMatchObject({
      kind: 'lesson',
      local_date: '2026-11-10',
      link: `/lesson/${ids.recorded}`,
    });
    const dec = (await get('/api/students/timetable/?type=month&year=2026&month=12', u.access)).json();
    expect(dec.results).toMatchObject([{ title: 'Итоговое занятие', local_date: '2026-12-01' }]);
    const oct = (await get('/api/students/timetable/?year=2026&month=10', u.access)).json();
    expect(oct.results.map((e: { title: string }) => e.title)).toEqual(['Вводное занятие']);
  });

  it('lists the month in Almaty time for a Kazakh student', async () => {
    const u = await enrolledStudent('KZ');
    const nov = await t.app.inject({
      method: 'GET',
      url: '/api/students/timetable/?type=month&year=2026&month=11',
      headers: { ...bearer(u.access), ...kz },
    });
    expect(nov.statusCode).toBe(200);
    expect(nov.json().time_zone).toBe('Asia/Almaty');
    expect(nov.json().results.map((e: { title: string }) => e.title)).toEqual([
      'Вводное занятие',
      'Треугольники',
      'Окружности',
      'Площади',
    ]);
    expect(nov.json().results[0].local_date).toBe('2026-11-01');
  });

  it('is empty for a student without courses and refuses a bad month', async () => {
    const u = await signedInUser(t.app);
    expect((await get('/api/students/timetable/?year=2026&month=11', u.access)).json().results).toEqual([]);
    expect((await get('/api/students/timetable/?year=2026&month=13', u.access)).statusCode).toBe(400);
  });

  it('previews the purchased products of months', async () => {
    const u = await enrolledStudent();
    const res = (
      await get('/api/v2/students/products-preview/months/?months=2026-10,2026-11', u.access)
    ).json();
    expect(res.results[0]).toMatchObject({ month: '2026-10', products: [] });
    expect(res.results[1].products[0]).toMatchObject({
      product_id: cat.mg.id,
      is_owned: true,
      can_renew: true,
    });
  });
});
