import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { keysToCamel, type Notification, type NotificationList } from '@prepa/contracts';
import {
  enrollments,
  lessonModules,
  lessons,
  notifications,
  webPushSubscriptions,
} from '../../db/schema/index.js';
import { bearer, createTestApp, errorOf, post, signedInUser, type TestApp } from '../../../test/app.js';
import { createCatalogue } from '../../../test/shop-factories.js';
import { SocketClient, type Frame } from '../../../test/socket-client.js';
import { claimJobSlot, writeNotification, type PushSender, type PushTarget } from './index.js';

const PATH = '/ws/notifications/';
/** What the web push sender was asked to send (the real one signs with VAPID and posts to the browser's service). */
const pushed: { target: PushTarget; body: string }[] = [];
let gone = new Set<string>();
const recorder: PushSender = {
  publicKey: 'test-public-key',
  send: async (target, message) => {
    if (gone.has(target.endpoint)) return 'gone';
    pushed.push({ target, body: message.body });
    return 'sent';
  },
};

let t: TestApp;
const app = () => t.app;
const db = () => t.app.prepa.db;
let key = 0;
const note = (userId: number, params: Record<string, string | number> = { title: 'Тригонометрия' }) =>
  writeNotification(db(), { userId, type: 'lesson_created', itemId: 7, params, key: `test:${++key}` });
const open = (access: string, lang = 'ru') => SocketClient.open(app(), access, PATH, lang);
/** The reply's data as the SPA's client sees it (the wire is snake_case). */
const dataOf = (f: Frame) => keysToCamel(f.data) as Record<string, unknown>;
const listOf = (f: Frame) => keysToCamel(f.data) as NotificationList;

beforeAll(async () => {
  t = await createTestApp({}, { pushSender: recorder });
}, 60_000);
afterAll(async () => {
  await t?.close();
});

describe('the notifications socket', () => {
  it('answers nothing before authentication', async () => {
    const c = await SocketClient.open(app(), undefined, PATH);
    const early = await c.request('get', {});
    expect(early.ok).toBe(false);
    expect(early.error?.errors[0]?.code).toBe('not_authenticated');
    c.close();
  });

  it('lists newest first in pages of 10 with unread and total counts, in the socket’s language', async () => {
    const u = await signedInUser(app());
    for (let i = 1; i <= 12; i += 1) await note(u.id, { title: `Урок ${i}` });
    const c = await open(u.access, 'en');
    const first = listOf(await c.request('get', {}));
    expect(first.notifications).toHaveLength(10);
    expect(first).toMatchObject({ unreadCount: 12, totalCount: 12 });
    const n: Notification = first.notifications[0]!;
    expect(n).toMatchObject({
      text: 'New lesson "Урок 12": ',
      icon: 'lessons',
      isRead: false,
      type: 'lesson_created',
    });
    expect(n.buttonUrl).toBe('/redirect?type=lesson_created&itemId=7');
    expect(Math.abs(n.timestamp - Date.now() / 1000)).toBeLessThan(60);
    const second = listOf(await c.request('get', { offset: 10 }));
    expect(second.notifications.map((x) => x.text)).toEqual([
      'New lesson "Урок 2": ',
      'New lesson "Урок 1": ',
    ]);
    const asc = listOf(await c.request('get', { sort: 'ASC', limit: 1 }));
    expect(asc.notifications[0]?.text).toBe('New lesson "Урок 1": ');
    const bad = await c.request('get', { limit: 500, sort: 'sideways' });
    expect(bad.ok).toBe(false);
    expect(bad.error?.errors.map((e) => e.attr).sort()).toEqual(['limit', 'sort']);
    c.close();
  });

  it('reads one and all; another student’s notification is not found and stays unread', async () => {
    const u = await signedInUser(app());
    const other = await signedInUser(app());
    await note(u.id);
    await note(u.id);
    await note(other.id);
    const c = await open(u.access);
    const [a] = listOf(await c.request('get', {})).notifications;
    const read = await c.request('read', { object_id: a!.id });
    expect(dataOf(read)).toMatchObject({
      notification: { id: a!.id, isRead: true },
      unreadCount: 1,
      totalCount: 2,
    });
    const [theirs] = await db().select().from(notifications).where(eq(notifications.userId, other.id));
    const refused = await c.request('read', { object_id: theirs!.id });
    expect(refused).toMatchObject({ ok: false, status: 404 });
    const [still] = await db().select().from(notifications).where(eq(notifications.id, theirs!.id));
    expect(still?.readAt).toBeNull();
    expect(dataOf(await c.request('read_all'))).toEqual({ unreadCount: 0, totalCount: 2 });
    c.close();
  });

  it('pushes `new` to the student’s own sockets only, once, after a real event (password change)', async () => {
    const u = await signedInUser(app());
    const other = await signedInUser(app());
    const mine = await open(u.access);
    const theirs = await open(other.access);
    await mine.request('get', {});
    await theirs.request('get', {});
    const changed = await post(
      app(),
      '/api/v2/auth/password-change/',
      { old_password: u.password, new_password1: 'changed99', new_password2: 'changed99' },
      { headers: bearer(u.access) },
    );
    expect(changed.statusCode).toBe(200);
    await app().prepa.dispatchNotifications();
    const got = await mine.wait((f) => f.push === 'new');
    expect(dataOf(got)).toMatchObject({
      notification: { type: 'password_changed', text: expect.stringContaining('Пароль изменён') },
      unreadCount: 1,
    });
    // Dispatching again delivers nothing twice, and with nothing waiting it opens no locking transaction
    // (the idle poll is one read).
    const transactions = vi.spyOn(app().prepa.db, 'transaction');
    await app().prepa.dispatchNotifications();
    expect(transactions).not.toHaveBeenCalled();
    transactions.mockRestore();
    await new Promise((r) => setTimeout(r, 50));
    expect(mine.pushes('new')).toHaveLength(1);
    expect(theirs.pushes('new')).toHaveLength(0);
    mine.close();
    theirs.close();
  });
});

describe('preferences and web push', () => {
  it('mutes a group in the app, keeps account notices on, and refuses bad quiet hours', async () => {
    const u = await signedInUser(app());
    const h = { headers: bearer(u.access) };
    const defaults = await app().inject({
      method: 'GET',
      url: '/api/v2/students/notification-settings/',
      ...h,
    });
    expect(defaults.json()).toMatchObject({
      groups: { lessons: { in_app: true } },
      quiet_hours: { from: '22:00' },
    });
    const body = defaults.json();
    body.groups.lessons.in_app = false;
    body.groups.account.in_app = false;
    const saved = await app().inject({
      method: 'PUT',
      url: '/api/v2/students/notification-settings/',
      payload: body,
      ...h,
    });
    expect(saved.statusCode).toBe(200);
    expect(saved.json().groups).toMatchObject({ lessons: { in_app: false }, account: { in_app: true } });
    expect(await note(u.id)).toBe(false);
    expect(await writeNotification(db(), { userId: u.id, type: 'password_changed', key: `t:${++key}` })).toBe(
      true,
    );
    const bad = await app().inject({
      method: 'PUT',
      url: '/api/v2/students/notification-settings/',
      payload: { ...body, quiet_hours: { from: '25:00', to: '08:00' } },
      ...h,
    });
    expect(bad.statusCode).toBe(400);
    expect(errorOf(bad).errors[0]?.attr).toBe('quiet_hours.from');
  });

  it('subscribes a browser, pushes outside quiet hours, forgets a subscription the service dropped', async () => {
    const u = await signedInUser(app());
    const h = { headers: bearer(u.access) };
    const insecure = await post(
      app(),
      '/api/v2/core/webpush/subscribe/',
      { endpoint: 'http://push.example/1', keys: { p256dh: 'k', auth: 'a' } },
      h,
    );
    expect(insecure.statusCode).toBe(400);
    const endpoint = `https://push.example/${randomBytes(6).toString('hex')}`;
    const ok = await post(
      app(),
      '/api/v2/core/webpush/subscribe/',
      { endpoint, keys: { p256dh: 'key', auth: 'auth' } },
      h,
    );
    expect(ok.json()).toEqual({ ok: true });
    // No quiet hours for this student, so the push goes now.
    const settings = (
      await app().inject({ method: 'GET', url: '/api/v2/students/notification-settings/', ...h })
    ).json();
    await app().inject({
      method: 'PUT',
      url: '/api/v2/students/notification-settings/',
      payload: { ...settings, quiet_hours: null },
      ...h,
    });
    await note(u.id, { title: 'Пуш' });
    await app().prepa.dispatchNotifications();
    expect(pushed.filter((p) => p.target.endpoint === endpoint).map((p) => p.body)).toEqual([
      'Новый урок «Пуш»: ',
    ]);
    gone = new Set([endpoint]);
    await note(u.id);
    await app().prepa.dispatchNotifications();
    expect(
      await db().select().from(webPushSubscriptions).where(eq(webPushSubscriptions.endpoint, endpoint)),
    ).toEqual([]);
    gone = new Set();
    const key = await app().inject({ method: 'GET', url: '/api/v2/core/webpush/key/' });
    expect(key.json()).toEqual({ public_key: 'test-public-key' });
  });
});

describe('scheduled jobs', () => {
  it('a job slot is claimed by one caller; lesson reminders go once per window to enrolled students', async () => {
    expect(await claimJobSlot(db(), 'test-job', 'slot-1')).toBe(true);
    expect(await claimJobSlot(db(), 'test-job', 'slot-1')).toBe(false);

    const cat = await createCatalogue(app());
    const now = new Date(Date.UTC(2031, 2, 3, 9, 0));
    const [mod] = await db()
      .insert(lessonModules)
      .values({ productTypeId: cat.mg.productTypeId, title: 'М' })
      .returning();
    const startsAt = new Date(now.getTime() + 50 * 60_000);
    const [lesson] = await db()
      .insert(lessons)
      .values({
        moduleId: mod!.id,
        title: 'Параметры',
        startsAt,
        durationMinutes: 90,
        accessHash: randomBytes(8).toString('hex'),
      })
      .returning();
    const enrolled = await signedInUser(app());
    const outsider = await signedInUser(app());
    await db()
      .insert(enrollments)
      .values({
        userId: enrolled.id,
        productId: cat.mg.id,
        startsAt: new Date(now.getTime() - 86_400_000),
        endsAt: new Date(now.getTime() + 30 * 86_400_000),
        grantKey: `n-test:${enrolled.id}`,
        source: 'PURCHASE',
      });
    const typesOf = async (userId: number) =>
      (await db().select().from(notifications).where(eq(notifications.userId, userId)))
        .map((n) => n.type)
        .sort();

    const first = await app().prepa.runNotificationJobs(now);
    expect(first['lesson-reminders']).toBe(1);
    // Another instance ticking in the same minute skips the slot.
    expect(await app().prepa.runNotificationJobs(now)).toEqual({});
    // The next minute's run finds the reminder already sent.
    expect(
      (await app().prepa.runNotificationJobs(new Date(now.getTime() + 60_000)))['lesson-reminders'],
    ).toBe(0);
    expect(
      (await app().prepa.runNotificationJobs(new Date(now.getTime() + 40 * 60_000)))['lesson-reminders'],
    ).toBe(1);
    expect(await typesOf(enrolled.id)).toEqual(['lesson_start_hour', 'lesson_start_minutes']);
    expect(await typesOf(outsider.id)).toEqual([]);
    const [hour] = await db()
      .select()
      .from(notifications)
      .where(eq(notifications.userId, enrolled.id))
      .orderBy(notifications.id);
    expect(hour).toMatchObject({ itemId: lesson!.id });

    // Moving the lesson tells its students at once.
    const teacher = await signedInUser(app(), { role: 'TEACHER_ROLE' });
    const moved = await app().inject({
      method: 'PATCH',
      url: `/api/v2/lessons/${lesson!.id}/`,
      payload: { starts_at: new Date(now.getTime() + 2 * 86_400_000).toISOString() },
      ...{ headers: bearer(teacher.access) },
    });
    expect(moved.statusCode).toBe(200);
    expect(await typesOf(enrolled.id)).toContain('lesson_moved');
  });
});

describe.skipIf(!process.env.REDIS_URL || !process.env.DATABASE_URL)('two instances over Redis', () => {
  it('a notification dispatched by one instance reaches the student’s socket on the other', async () => {
    const prefix = `prepa-test:notify-${Date.now()}:`;
    const one = await createTestApp({ REDIS_PREFIX: prefix }, { pushSender: recorder });
    const schema = one.app.prepa.config.dbSchema!;
    const two = await createTestApp({ REDIS_PREFIX: prefix, DB_SCHEMA: schema }, { pushSender: recorder });
    try {
      const u = await signedInUser(one.app);
      const c = await SocketClient.open(two.app, u.access, PATH, 'ru');
      await c.request('get', {});
      await writeNotification(one.app.prepa.db, {
        userId: u.id,
        type: 'coins',
        params: { amount: 20 },
        key: `two:${u.id}`,
      });
      await one.app.prepa.dispatchNotifications();
      const got = await c.wait((f) => f.push === 'new');
      expect(dataOf(got)).toMatchObject({
        notification: { type: 'coins', text: '+20 умкоинов' },
        unreadCount: 1,
      });
      c.close();
    } finally {
      await two.close();
      await one.close();
    }
  });
});
