import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { keysToCamel, LESSON_MATERIAL_MAX_BYTES, type NotificationList } from '@prepa/contracts';
import { bearer, createTestApp, errorOf, signedInUser, type TestApp } from '../../../test/app.js';
import { enrol } from '../../../test/learning-factories.js';
import { createCatalogue } from '../../../test/shop-factories.js';
import { SocketClient } from '../../../test/socket-client.js';
import { lessonModules, lessons, lessonWatches, notifications } from '../../db/schema/index.js';

const now = new Date();
let t: TestApp;
let cat: Awaited<ReturnType<typeof createCatalogue>>;
let moduleId = 0;
let teacher: { id: number; access: string };

beforeAll(async () => {
  t = await createTestApp({}, { clock: () => now });
  cat = await createCatalogue(t.app);
  const [mod] = await t.app.prepa.db
    .insert(lessonModules)
    .values({ productTypeId: cat.mg.productTypeId, title: 'Производная', order: 1 })
    .returning();
  moduleId = mod!.id;
  teacher = await signedInUser(t.app, { role: 'TEACHER_ROLE' });
}, 60_000);
afterAll(() => t.close());

const inDays = (d: number) => new Date(now.getTime() + d * 86_400_000).toISOString();
const send = (method: 'GET' | 'POST' | 'PATCH' | 'DELETE', url: string, access?: string, payload?: object) =>
  t.app.inject({ method, url, headers: access ? bearer(access) : {}, ...(payload ? { payload } : {}) });
const create = (access: string, body: object = {}) =>
  send('POST', '/api/v2/lessons/', access, {
    module_id: moduleId,
    title: 'Касательная',
    starts_at: inDays(2),
    duration_minutes: 90,
    video_url: 'https://www.youtube.com/watch?v=dQw4w9WgXcQ',
    ...body,
  });

/** A multipart body: fields first, then the file (the order the API reads them in). */
function multipart(fields: Record<string, string>, file?: { name: string; type: string; data: Buffer }) {
  const boundary = `----prepa${Math.random().toString(16).slice(2)}`;
  const parts: Buffer[] = [];
  for (const [k, v] of Object.entries(fields)) {
    parts.push(Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${k}"\r\n\r\n${v}\r\n`));
  }
  if (file) {
    parts.push(
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${file.name}"\r\n` +
          `Content-Type: ${file.type}\r\n\r\n`,
      ),
      file.data,
      Buffer.from('\r\n'),
    );
  }
  parts.push(Buffer.from(`--${boundary}--\r\n`));
  return {
    payload: Buffer.concat(parts),
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
  };
}
const upload = (
  lessonId: number,
  access: string,
  fields: Record<string, string>,
  file?: Parameters<typeof multipart>[1],
) => {
  const body = multipart(fields, file);
  return t.app.inject({
    method: 'POST',
    url: `/api/v2/lessons/${lessonId}/materials/`,
    payload: body.payload,
    headers: { ...bearer(access), ...body.headers },
  });
};
const PDF = Buffer.from('%PDF-1.4\n1 0 obj <<>> endobj\ntrailer <<>>\n%%EOF\n');

async function notificationTypes(userId: number) {
  const rows = await t.app.prepa.db.select().from(notifications).where(eq(notifications.userId, userId));
  return rows.map((r) => r.type);
}

describe('creating a lesson', () => {
  it('a teacher creates a lesson; an enrolled student is told once, in the bell, and sees it listed', async () => {
    const enrolled = await signedInUser(t.app);
    await enrol(t.app, enrolled.id, cat.mg.id);
    const outsider = await signedInUser(t.app);

    const res = await create(teacher.access, { title: 'Касательная к графику' });
    expect(res.statusCode, res.body).toBe(201);
    const lesson = res.json();
    expect(lesson).toMatchObject({
      module_id: moduleId,
      title: 'Касательная к графику',
      state: 'upcoming',
      video_provider: 'youtube',
      watched_count: 0,
      can_delete: true,
      materials: [],
    });
    const [row] = await t.app.prepa.db.select().from(lessons).where(eq(lessons.id, lesson.id));
    expect(row?.accessHash.length).toBeGreaterThanOrEqual(16);

    expect(await notificationTypes(enrolled.id)).toEqual(['lesson_created']);
    expect(await notificationTypes(outsider.id)).toEqual([]);

    // The student's bell reads it, and the lesson opens from the module's list.
    const socket = await SocketClient.open(t.app, enrolled.access, '/ws/notifications/', 'ru');
    const got = keysToCamel((await socket.request('get', {})).data) as NotificationList;
    socket.close();
    expect(got.notifications).toHaveLength(1);
    expect(got.notifications[0]).toMatchObject({ type: 'lesson_created', itemId: lesson.id });
    expect(got.notifications[0]?.text).toContain('Новый урок «Касательная к графику»');
    const list = (await send('GET', `/api/v2/lessons/modules/${moduleId}/lessons/`, enrolled.access)).json();
    expect(list.results.map((l: { title: string }) => l.title)).toContain('Касательная к графику');

    // Another lesson: one more notification, never a second for the first.
    expect((await create(teacher.access, { title: 'Экстремумы' })).statusCode).toBe(201);
    expect((await notificationTypes(enrolled.id)).sort()).toEqual(['lesson_created', 'lesson_created']);
  });

  it('a manager creates one without a video; the staff list shows upcoming lessons', async () => {
    const manager = await signedInUser(t.app, { role: 'MANAGER_ROLE' });
    const res = await create(manager.access, { title: 'Без видео', video_url: null, starts_at: inDays(30) });
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json()).toMatchObject({ video_url: null, video_provider: null, description: '' });
    const courses = (await send('GET', '/api/v2/lessons/staff/courses/', manager.access)).json();
    expect(courses.results).toContainEqual({
      product_type_id: cat.mg.productTypeId,
      title: expect.any(String),
    });
    // Courses with modules come first: the screen opens the first course, so it opens one with lessons.
    const withModules = new Set(
      (await t.app.prepa.db.select({ id: lessonModules.productTypeId }).from(lessonModules)).map((r) => r.id),
    );
    const flags = courses.results.map((c: { product_type_id: number }) => withModules.has(c.product_type_id));
    expect(flags[0]).toBe(true);
    expect(flags).toEqual([...flags].sort((a, b) => Number(b) - Number(a)));
    expect(flags).toContain(false);
    const course = await send(
      'GET',
      `/api/v2/lessons/staff/product-types/${cat.mg.productTypeId}/`,
      manager.access,
    );
    expect(course.statusCode).toBe(200);
    const titles = course.json().modules[0].lessons.map((l: { title: string }) => l.title);
    expect(titles).toContain('Без видео');
    expect(
      (await send('GET', '/api/v2/lessons/staff/product-types/2147483647/', manager.access)).statusCode,
    ).toBe(404);
  });

  it('refuses an address that is not YouTube, Kinescope or GCore with 400 on video_url', async () => {
    const before = (await t.app.prepa.db.select().from(lessons)).length;
    const res = await create(teacher.access, { video_url: 'https://vimeo.com/123' });
    expect(res.statusCode).toBe(400);
    expect(errorOf(res)).toMatchObject({
      type: 'validation_error',
      errors: [{ code: 'video_url_unsupported', attr: 'video_url' }],
    });
    expect((await t.app.prepa.db.select().from(lessons)).length).toBe(before);
    const noModule = await create(teacher.access, { module_id: 2147483647 });
    expect(noModule.statusCode).toBe(400);
    expect(errorOf(noModule).errors[0]?.attr).toBe('module_id');
  });

  it('refuses a student and a curator with 403, a guest with 401', async () => {
    const student = await signedInUser(t.app);
    await enrol(t.app, student.id, cat.mg.id);
    const curator = await signedInUser(t.app, { role: 'CURATOR_ROLE' });
    for (const who of [student, curator]) {
      const res = await create(who.access);
      expect(res.statusCode).toBe(403);
      expect(errorOf(res).errors[0]?.code).toBe('permission_denied');
      expect((await send('GET', '/api/v2/lessons/staff/courses/', who.access)).statusCode).toBe(403);
    }
    expect((await send('POST', '/api/v2/lessons/', undefined, {})).statusCode).toBe(401);
  });
});

describe('deleting a lesson', () => {
  it('deletes an upcoming lesson nobody watched; refuses a started or a watched one with 400', async () => {
    const upcoming = (await create(teacher.access, { title: 'Удаляемый' })).json();
    const student = await signedInUser(t.app);
    expect((await send('DELETE', `/api/v2/lessons/${upcoming.id}/`, student.access)).statusCode).toBe(403);
    expect((await send('DELETE', `/api/v2/lessons/${upcoming.id}/`, teacher.access)).statusCode).toBe(204);
    expect((await send('DELETE', `/api/v2/lessons/${upcoming.id}/`, teacher.access)).statusCode).toBe(404);

    const started = (await create(teacher.access, { title: 'Идёт', starts_at: inDays(-0.01) })).json();
    const live = await send('DELETE', `/api/v2/lessons/${started.id}/`, teacher.access);
    expect(live.statusCode).toBe(400);
    expect(errorOf(live).errors[0]?.code).toBe('lesson_not_deletable_started');

    // Watched, then moved to the future: still kept.
    const watched = (await create(teacher.access, { title: 'Смотрели' })).json();
    const viewer = await signedInUser(t.app);
    await t.app.prepa.db
      .insert(lessonWatches)
      .values({ lessonId: watched.id, userId: viewer.id, mode: 'recorded', exp: 15, watchedAt: now });
    const course = (
      await send('GET', `/api/v2/lessons/staff/product-types/${cat.mg.productTypeId}/`, teacher.access)
    ).json();
    const listed = course.modules[0].lessons.find((l: { id: number }) => l.id === watched.id);
    expect(listed).toMatchObject({ watched_count: 1, can_delete: false });
    const refused = await send('DELETE', `/api/v2/lessons/${watched.id}/`, teacher.access);
    expect(refused.statusCode).toBe(400);
    expect(errorOf(refused).errors[0]?.code).toBe('lesson_not_deletable_watched');
  });
});

describe('materials', () => {
  it('uploads a file that the enrolled student downloads byte for byte, and deletes it', async () => {
    const lesson = (await create(teacher.access, { title: 'С материалами' })).json();
    const res = await upload(
      lesson.id,
      teacher.access,
      { kind: 'WORKBOOK', title: 'Рабочая тетрадь' },
      { name: 'тетрадь.pdf', type: 'application/pdf', data: PDF },
    );
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json()).toMatchObject({
      kind: 'WORKBOOK',
      title: 'Рабочая тетрадь',
      file_name: 'тетрадь.pdf',
      size: PDF.length,
    });

    const student = await signedInUser(t.app);
    await enrol(t.app, student.id, cat.mg.id);
    const detail = (await send('GET', `/api/v2/lessons/${lesson.id}/`, student.access)).json();
    expect(detail.materials).toHaveLength(1);
    const file = await send('GET', detail.materials[0].url);
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-type']).toBe('application/pdf');
    expect(file.rawPayload.equals(PDF)).toBe(true);

    const again = await upload(
      lesson.id,
      teacher.access,
      { kind: 'SUMMARY' },
      { name: 'тетрадь.pdf', type: 'application/pdf', data: PDF },
    );
    expect(again.statusCode).toBe(400);
    expect(errorOf(again).errors[0]).toMatchObject({ attr: 'file', code: 'unique' });

    const id = res.json().id;
    expect((await send('DELETE', `/api/v2/lessons/materials/${id}/`, student.access)).statusCode).toBe(403);
    expect((await send('DELETE', `/api/v2/lessons/materials/${id}/`, teacher.access)).statusCode).toBe(204);
    expect((await send('GET', `/api/v2/lessons/${lesson.id}/`, student.access)).json().materials).toEqual([]);
    expect((await send('DELETE', `/api/v2/lessons/materials/${id}/`, teacher.access)).statusCode).toBe(404);
  });

  it('refuses a file over the size limit, of another type, posing as a PDF, without a kind or without a file', async () => {
    const lesson = (await create(teacher.access, { title: 'Проверки' })).json();
    const big = await upload(
      lesson.id,
      teacher.access,
      { kind: 'ADDITIONAL' },
      {
        name: 'big.pdf',
        type: 'application/pdf',
        data: Buffer.concat([PDF, Buffer.alloc(LESSON_MATERIAL_MAX_BYTES)]),
      },
    );
    expect(big.statusCode).toBe(400);
    expect(errorOf(big).errors[0]).toMatchObject({ attr: 'file', code: 'max_size' });
    const exe = await upload(
      lesson.id,
      teacher.access,
      { kind: 'ADDITIONAL' },
      {
        name: 'setup.exe',
        type: 'application/x-msdownload',
        data: Buffer.from('MZ\x90\x00'),
      },
    );
    expect(exe.statusCode).toBe(400);
    expect(errorOf(exe).errors[0]).toMatchObject({ attr: 'file', code: 'invalid' });
    const fake = await upload(
      lesson.id,
      teacher.access,
      { kind: 'ADDITIONAL' },
      {
        name: 'fake.pdf',
        type: 'application/pdf',
        data: Buffer.from('<script>alert(1)</script>'),
      },
    );
    expect(errorOf(fake).errors[0]).toMatchObject({ attr: 'file', code: 'invalid' });
    const noKind = await upload(
      lesson.id,
      teacher.access,
      {},
      { name: 'a.pdf', type: 'application/pdf', data: PDF },
    );
    expect(errorOf(noKind).errors[0]).toMatchObject({ attr: 'kind' });
    const noFile = await upload(lesson.id, teacher.access, { kind: 'SUMMARY' });
    expect(noFile.statusCode).toBe(400);
    expect(errorOf(noFile).errors[0]).toMatchObject({ attr: 'file', code: 'required' });
    expect(
      (
        await upload(
          2147483647,
          teacher.access,
          { kind: 'SUMMARY' },
          { name: 'a.pdf', type: 'application/pdf', data: PDF },
        )
      ).statusCode,
    ).toBe(404);
    const curator = await signedInUser(t.app, { role: 'CURATOR_ROLE' });
    expect(
      (
        await upload(
          lesson.id,
          curator.access,
          { kind: 'SUMMARY' },
          { name: 'a.pdf', type: 'application/pdf', data: PDF },
        )
      ).statusCode,
    ).toBe(403);
  });
});

describe('modules', () => {
  const courseUrl = () => `/api/v2/lessons/staff/product-types/${cat.mg.productTypeId}/`;
  const moduleTitles = async (access: string) =>
    (await send('GET', courseUrl(), access)).json().modules.map((m: { title: string }) => m.title);

  it('a teacher adds a module at the end of the course, renames it and deletes it while it is empty', async () => {
    const res = await send('POST', '/api/v2/lessons/modules/', teacher.access, {
      product_type_id: cat.mg.productTypeId,
      title: '  Интегралы  ',
    });
    expect(res.statusCode, res.body).toBe(201);
    const mod = res.json();
    expect(mod).toEqual({
      id: expect.any(Number),
      product_type_id: cat.mg.productTypeId,
      title: 'Интегралы',
    });
    expect((await moduleTitles(teacher.access)).at(-1)).toBe('Интегралы');

    const renamed = await send('PATCH', `/api/v2/lessons/modules/${mod.id}/`, teacher.access, {
      title: 'Первообразная и интеграл',
    });
    expect(renamed.statusCode, renamed.body).toBe(200);
    expect(renamed.json().title).toBe('Первообразная и интеграл');
    expect(await moduleTitles(teacher.access)).toContain('Первообразная и интеграл');
    expect(await moduleTitles(teacher.access)).not.toContain('Интегралы');

    expect((await send('DELETE', `/api/v2/lessons/modules/${mod.id}/`, teacher.access)).statusCode).toBe(204);
    expect(await moduleTitles(teacher.access)).not.toContain('Первообразная и интеграл');
    expect((await send('DELETE', `/api/v2/lessons/modules/${mod.id}/`, teacher.access)).statusCode).toBe(404);
    expect(
      (await send('PATCH', `/api/v2/lessons/modules/${mod.id}/`, teacher.access, { title: 'x' })).statusCode,
    ).toBe(404);
  });

  it('refuses to delete a module with lessons, and a lesson in a deleted module', async () => {
    const mod = (
      await send('POST', '/api/v2/lessons/modules/', teacher.access, {
        product_type_id: cat.mg.productTypeId,
        title: 'С уроком',
      })
    ).json();
    const lesson = await create(teacher.access, { module_id: mod.id, title: 'Урок в модуле' });
    expect(lesson.statusCode, lesson.body).toBe(201);
    const refused = await send('DELETE', `/api/v2/lessons/modules/${mod.id}/`, teacher.access);
    expect(refused.statusCode).toBe(400);
    expect(errorOf(refused).errors[0]).toMatchObject({
      code: 'module_not_empty',
      detail: 'В модуле есть уроки: перенесите их в другой модуль или удалите',
    });
    expect(await moduleTitles(teacher.access)).toContain('С уроком');

    // Emptied, it goes; a lesson sent to it afterwards is a 400 on module_id, not a server error.
    expect((await send('DELETE', `/api/v2/lessons/${lesson.json().id}/`, teacher.access)).statusCode).toBe(
      204,
    );
    expect((await send('DELETE', `/api/v2/lessons/modules/${mod.id}/`, teacher.access)).statusCode).toBe(204);
    const orphan = await create(teacher.access, { module_id: mod.id });
    expect(orphan.statusCode).toBe(400);
    expect(errorOf(orphan).errors[0]).toMatchObject({ attr: 'module_id', code: 'does_not_exist' });
  });

  it('checks the title and the course, and lets only teachers and managers change modules', async () => {
    const blank = await send('POST', '/api/v2/lessons/modules/', teacher.access, {
      product_type_id: cat.mg.productTypeId,
      title: '   ',
    });
    expect(blank.statusCode).toBe(400);
    expect(errorOf(blank).errors[0]).toMatchObject({ attr: 'title', code: 'required' });
    const long = await send('POST', '/api/v2/lessons/modules/', teacher.access, {
      product_type_id: cat.mg.productTypeId,
      title: 'я'.repeat(201),
    });
    expect(errorOf(long).errors[0]).toMatchObject({ attr: 'title', code: 'max_length' });
    const nowhere = await send('POST', '/api/v2/lessons/modules/', teacher.access, {
      product_type_id: 2147483647,
      title: 'Модуль',
    });
    expect(nowhere.statusCode).toBe(400);
    expect(errorOf(nowhere).errors[0]).toMatchObject({
      attr: 'product_type_id',
      code: 'does_not_exist',
      detail: 'Курс не найден',
    });

    const before = await moduleTitles(teacher.access);
    const pupil = await signedInUser(t.app);
    const body = { product_type_id: cat.mg.productTypeId, title: 'Чужой модуль' };
    expect((await send('POST', '/api/v2/lessons/modules/', pupil.access, body)).statusCode).toBe(403);
    expect(
      (await send('PATCH', `/api/v2/lessons/modules/${moduleId}/`, pupil.access, { title: 'x' })).statusCode,
    ).toBe(403);
    expect((await send('DELETE', `/api/v2/lessons/modules/${moduleId}/`, pupil.access)).statusCode).toBe(403);
    expect((await send('POST', '/api/v2/lessons/modules/', undefined, body)).statusCode).toBe(401);
    expect(await moduleTitles(teacher.access)).toEqual(before);
  });

  it('a module deleted while lessons are created in it: every answer is 201/204 or 400, never a server error', async () => {
    const mod = (
      await send('POST', '/api/v2/lessons/modules/', teacher.access, {
        product_type_id: cat.mg.productTypeId,
        title: 'Гонка',
      })
    ).json();
    const answers = await Promise.all([
      ...Array.from({ length: 10 }, (_, i) =>
        create(teacher.access, { module_id: mod.id, title: `Гонка ${i}` }),
      ),
      send('DELETE', `/api/v2/lessons/modules/${mod.id}/`, teacher.access),
    ]);
    const removal = answers.at(-1)!;
    const creates = answers.slice(0, -1).map((r) => r.statusCode);
    const left = await t.app.prepa.db.select().from(lessons).where(eq(lessons.moduleId, mod.id));
    if (removal.statusCode === 204) {
      // Deleted first: no lesson was made in it.
      expect(left).toEqual([]);
      expect(creates.every((c) => c === 201 || c === 400)).toBe(true);
      expect(creates.filter((c) => c === 201)).toEqual([]);
    } else {
      expect(removal.statusCode).toBe(400);
      expect(creates.every((c) => c === 201 || c === 400)).toBe(true);
      expect(left.length).toBe(creates.filter((c) => c === 201).length);
      expect(left.length).toBeGreaterThan(0);
    }
  });

  it('moves a lesson to another module of its course, at its end; never to another course or a missing module', async () => {
    const target = (
      await send('POST', '/api/v2/lessons/modules/', teacher.access, {
        product_type_id: cat.mg.productTypeId,
        title: 'Куда переносим',
      })
    ).json();
    const lesson = (await create(teacher.access, { title: 'Переносимый урок' })).json();
    expect(lesson.module_id).toBe(moduleId);

    const moved = await send('PATCH', `/api/v2/lessons/${lesson.id}/`, teacher.access, {
      module_id: target.id,
    });
    expect(moved.statusCode, moved.body).toBe(200);
    expect(moved.json()).toMatchObject({ id: lesson.id, module_id: target.id, title: 'Переносимый урок' });
    const course = (
      await send('GET', `/api/v2/lessons/staff/product-types/${cat.mg.productTypeId}/`, teacher.access)
    ).json();
    const titlesOf = (id: number) =>
      course.modules.find((m: { id: number }) => m.id === id).lessons.map((l: { title: string }) => l.title);
    expect(titlesOf(target.id)).toEqual(['Переносимый урок']);
    expect(titlesOf(moduleId)).not.toContain('Переносимый урок');

    // Another course's module, or one that is gone: 400 on module_id, the lesson stays where it is.
    const [elsewhere] = await t.app.prepa.db
      .insert(lessonModules)
      .values({ productTypeId: cat.ind.productTypeId, title: 'Чужой курс', order: 1 })
      .returning();
    const foreign = await send('PATCH', `/api/v2/lessons/${lesson.id}/`, teacher.access, {
      module_id: elsewhere!.id,
    });
    expect(foreign.statusCode).toBe(400);
    expect(errorOf(foreign).errors[0]).toMatchObject({
      attr: 'module_id',
      detail: 'Урок можно перенести только в модуль того же курса',
    });
    const missing = await send('PATCH', `/api/v2/lessons/${lesson.id}/`, teacher.access, {
      module_id: 2147483647,
    });
    expect(errorOf(missing).errors[0]).toMatchObject({ attr: 'module_id', code: 'does_not_exist' });
    const [row] = await t.app.prepa.db.select().from(lessons).where(eq(lessons.id, lesson.id));
    expect(row?.moduleId).toBe(target.id);
    await t.app.prepa.db.delete(lessonModules).where(eq(lessonModules.id, elsewhere!.id));
  });
});
