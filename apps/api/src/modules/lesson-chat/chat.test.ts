import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { randomBytes } from 'node:crypto';
import type { ChatMessage } from '@prepa/contracts';
import { enrollments, lessonModules, lessons } from '../../db/schema/index.js';
import { bearer, createTestApp, login, post, signedInUser, type TestApp } from '../../../test/app.js';
import { createCatalogue } from '../../../test/shop-factories.js';
import { SocketClient as Client, type Frame } from '../../../test/socket-client.js';

/** Lessons of the fixture (real lessons rows; enrolment through the shop's enrollments). */
const L = { live: 0, otherLive: 0, recorded: 0 };
let cat: Awaited<ReturnType<typeof createCatalogue>>;

async function createLessons(app: FastifyInstance) {
  const cat = await createCatalogue(app);
  const db = app.prepa.db;
  const minutes = (n: number) => new Date(Date.now() + n * 60_000);
  const lesson = async (productTypeId: number, title: string, startsAt: Date) => {
    const [mod] = await db
      .insert(lessonModules)
      .values({ productTypeId, title: 'Тригонометрия' })
      .returning();
    const [row] = await db
      .insert(lessons)
      .values({
        moduleId: mod!.id,
        title,
        startsAt,
        durationMinutes: 120,
        accessHash: randomBytes(8).toString('hex'),
      })
      .returning();
    return row!.id;
  };
  return {
    cat,
    live: await lesson(cat.mg.productTypeId, 'Уравнения 13-го задания', minutes(-30)),
    otherLive: await lesson(cat.ind.productTypeId, 'Разбор пробника', minutes(-10)),
    recorded: await lesson(cat.mg.productTypeId, 'Вводное занятие', minutes(-60 * 24 * 3)),
  };
}

async function enrol(app: FastifyInstance, userId: number, productId: number) {
  await app.prepa.db.insert(enrollments).values({
    userId,
    productId,
    startsAt: new Date(Date.now() - 86_400_000),
    endsAt: new Date(Date.now() + 30 * 86_400_000),
    grantKey: `chat-test:${userId}:${productId}`,
    source: 'PURCHASE',
  });
}

const messagesOf = (frame: Frame) => (frame.data as { messages: ChatMessage[] }).messages;

let t: TestApp;
let app: FastifyInstance;
let alice: Awaited<ReturnType<typeof signedInUser>>;
let bob: Awaited<ReturnType<typeof signedInUser>>;
let eve: Awaited<ReturnType<typeof signedInUser>>;
let mod: Awaited<ReturnType<typeof signedInUser>>;

beforeAll(async () => {
  t = await createTestApp();
  app = t.app;
  const created = await createLessons(app);
  cat = created.cat;
  Object.assign(L, created);
  alice = await signedInUser(app, { firstName: 'Алиса' });
  bob = await signedInUser(app, { firstName: 'Борис' });
  eve = await signedInUser(app, { firstName: 'Ева' });
  mod = await signedInUser(app, { role: 'CHAT_MODERATOR', firstName: 'Мария' });
  await enrol(app, alice.id, cat.mg.id);
  await enrol(app, bob.id, cat.mg.id);
  await enrol(app, eve.id, cat.ind.id);
}, 60_000);
afterAll(async () => {
  await t?.close();
});

describe('realtime protocol', () => {
  it('refuses actions before authentication and a bad token closes the socket', async () => {
    const c = await Client.open(app);
    const early = await c.request('stream_live', { lesson_id: L.live });
    expect(early.ok).toBe(false);
    expect(early.error?.errors[0]?.code).toBe('not_authenticated');
    const bad = await c.request('auth', { token: 'not-a-token' });
    expect(bad.ok).toBe(false);
    expect(bad.error?.type).toBe('client_error');
    await expect.poll(() => c.closed).toBe(4401);
  });

  it('closes a socket whose session signs out; a password change closes the other sessions’ sockets only', async () => {
    const user = await signedInUser(app, { firstName: 'Дина' });
    const second = await login(app, user.email, user.password);
    const third = await login(app, user.email, user.password);
    const [a, b, c] = await Promise.all([
      Client.open(app, user.access),
      Client.open(app, second.access),
      Client.open(app, third.access),
    ]);
    const out = await post(app, '/api/v2/auth/logout/', undefined, { headers: bearer(second.access) });
    expect(out.statusCode).toBe(200);
    await expect.poll(() => b.closed).toBe(4401);
    expect(a.closed).toBeUndefined();
    // The ended session's token no longer authenticates a new socket either.
    const again = await Client.open(app);
    expect((await again.request('auth', { token: second.access })).ok).toBe(false);

    const changed = await post(
      app,
      '/api/v2/auth/password-change/',
      { old_password: user.password, new_password1: 'changed99', new_password2: 'changed99' },
      { headers: bearer(user.access) },
    );
    expect(changed.statusCode).toBe(200);
    await expect.poll(() => c.closed).toBe(4401);
    expect((await a.request('ping')).ok).toBe(true);
    expect(a.closed).toBeUndefined();
    a.close();
  });

  it('answers bad JSON, a message without action and an unknown action with errors and stays up', async () => {
    const c = await Client.open(app, alice.access);
    c.sendRaw('{not json');
    const parse = await c.wait((f) => f.error?.errors[0]?.code === 'parse_error');
    expect(parse.ok).toBe(false);
    c.sendRaw(JSON.stringify({ hello: 1 }));
    await c.wait((f) => f.error?.errors[0]?.code === 'socket_bad_message');
    const unknown = await c.request('explode');
    expect(unknown.error).toEqual({
      type: 'client_error',
      errors: [{ code: 'unknown_action', detail: 'Unknown action', attr: null }],
    });
    const invalid = await c.request('stream_post', { lesson_id: 'x', text: '' });
    expect(invalid.error?.type).toBe('validation_error');
    expect(invalid.error?.errors.map((e) => e.attr)).toContain('lesson_id');
    expect((await c.request('ping')).ok).toBe(true);
    c.close();
  });
});

describe('lesson chat', () => {
  it('two students of one lesson see each other; another lesson sees nothing', async () => {
    const a = await Client.open(app, alice.access);
    const b = await Client.open(app, bob.access);
    const e = await Client.open(app, eve.access);
    expect((await a.request('stream_live', { lesson_id: L.live })).ok).toBe(true);
    const joined = await b.request('stream_live', { lesson_id: L.live });
    expect(joined.data).toMatchObject({ lesson_id: L.live, state: 'live', role: 'student', banned: false });
    expect((await e.request('stream_live', { lesson_id: L.otherLive })).ok).toBe(true);

    const sent = await a.request('stream_post', {
      lesson_id: L.live,
      text: '  Здравствуйте! Разберём задачу 13?  ',
    });
    expect(sent.ok).toBe(true);
    const pushed = await b.wait((f) => f.push === 'new');
    expect(pushed.data).toMatchObject({
      text: 'Здравствуйте! Разберём задачу 13?',
      author: { id: alice.id },
    });
    const answer = await b.request('stream_post', { lesson_id: L.live, text: 'Да, тригонометрия' });
    await a.wait((f) => f.push === 'new' && (f.data as ChatMessage).id === (answer.data as ChatMessage).id);

    const history = await e.request('history', { lesson_id: L.otherLive });
    expect(messagesOf(history)).toEqual([]);
    expect(e.pushes('new')).toEqual([]);
    // Eve cannot reach lesson 101 by id either.
    const peek = await e.request('history', { lesson_id: L.live });
    expect(peek.error?.errors[0]?.code).toBe('not_found');

    // Unread and read marks: Bob has read nothing of Alice's yet.
    const unread = await b.request('new', { lesson_id: L.live });
    expect(unread.data).toMatchObject({ unread_count: 1 });
    const read = await b.request('read_all', { lesson_id: L.live });
    expect(read.data).toEqual({ unread_count: 0 });
    for (const c of [a, b, e]) c.close();
  });

  it('refuses a student not enrolled and posting outside the live broadcast', async () => {
    const e = await Client.open(app, eve.access);
    const refused = await e.request('stream_live', { lesson_id: L.live });
    expect(refused.error).toMatchObject({ type: 'client_error', errors: [{ code: 'not_found' }] });
    const post = await e.request('stream_post', { lesson_id: L.live, text: 'пусти' });
    expect(post.error?.errors[0]?.code).toBe('not_found');

    const a = await Client.open(app, alice.access);
    const recorded = await a.request('stream_live', { lesson_id: L.recorded });
    expect(recorded.data).toMatchObject({ state: 'recorded' });
    const late = await a.request('stream_post', { lesson_id: L.recorded, text: 'опоздала' });
    expect(late.error?.errors[0]?.code).toBe('chat_not_live');
    expect((await a.request('history', { lesson_id: L.recorded })).ok).toBe(true);
    const long = await a.request('stream_post', { lesson_id: L.live, text: 'я'.repeat(1001) });
    expect(long.error?.errors[0]).toMatchObject({ code: 'max_length', attr: 'text' });
    a.close();
    e.close();
  });

  it('a moderator hides, pins and bans; students no longer see hidden messages; a banned user cannot post', async () => {
    const a = await Client.open(app, alice.access);
    const b = await Client.open(app, bob.access);
    const m = await Client.open(app, mod.access);
    for (const c of [a, b, m]) expect((await c.request('stream_live', { lesson_id: L.live })).ok).toBe(true);

    // Students may not moderate.
    const notMod = await a.request('ban_user', { lesson_id: L.live, user_id: bob.id });
    expect(notMod.error?.errors[0]?.code).toBe('permission_denied');

    const rude = (await b.request('stream_post', { lesson_id: L.live, text: 'флуд флуд флуд' }))
      .data as ChatMessage;
    const hidden = await m.request('hide_user_messages', { lesson_id: L.live, message_id: rude.id });
    expect(hidden.ok).toBe(true);
    const gone = await a.wait((f) => f.push === 'hide_user_messages');
    expect(gone.data).toMatchObject({ message_ids: [rude.id] });

    const forStudent = messagesOf(await a.request('history', { lesson_id: L.live }));
    expect(forStudent.map((x) => x.id)).not.toContain(rude.id);
    const forMod = messagesOf(await m.request('history', { lesson_id: L.live }));
    expect(forMod.find((x) => x.id === rude.id)?.hidden).toBe(true);
    expect((await a.request('get', { lesson_id: L.live, message_id: rude.id })).error?.errors[0]?.code).toBe(
      'not_found',
    );

    const good = (await a.request('stream_post', { lesson_id: L.live, text: 'Ответ: 0,5' }))
      .data as ChatMessage;
    await m.request('pin_message', { lesson_id: L.live, message_id: good.id });
    await b.wait((f) => f.push === 'pin_message');
    const pin = await b.request('get_pin_message', { lesson_id: L.live });
    expect(pin.data).toMatchObject({ pinned: { id: good.id, text: 'Ответ: 0,5' } });

    expect(
      (await a.request('report_user_message', { lesson_id: L.live, message_id: good.id, reason: 'спам' })).ok,
    ).toBe(true);
    expect((await a.request('report_user_message', { lesson_id: L.live, message_id: good.id })).ok).toBe(
      true,
    );

    const ban = await m.request('ban_user', { lesson_id: L.live, user_id: bob.id });
    expect(ban.data).toEqual({ user_id: bob.id, banned: true });
    await b.wait((f) => f.push === 'ban_user');
    const refused = await b.request('stream_post', { lesson_id: L.live, text: 'меня не слышно?' });
    expect(refused.error?.errors[0]?.code).toBe('chat_banned');
    const rejoin = await b.request('stream_live', { lesson_id: L.live });
    expect(rejoin.data).toMatchObject({ banned: true });

    // Showing the hidden message again brings it back to students.
    await m.request('show_user_messages', { lesson_id: L.live, user_id: bob.id });
    const back = await a.wait((f) => f.push === 'show_user_messages');
    expect((back.data as { messages: ChatMessage[] }).messages.map((x) => x.id)).toContain(rude.id);
    await m.request('ban_user', { lesson_id: L.live, user_id: bob.id, banned: false });
    expect((await b.request('stream_post', { lesson_id: L.live, text: 'спасибо' })).ok).toBe(true);
    for (const c of [a, b, m]) c.close();
  });

  it('limits how fast one user posts', async () => {
    const b = await Client.open(app, bob.access);
    const codes: (string | undefined)[] = [];
    for (let i = 0; i < 12; i++) {
      const r = await b.request('stream_post', { lesson_id: L.live, text: `сообщение ${i}` });
      codes.push(r.ok ? 'ok' : r.error?.errors[0]?.code);
    }
    expect(codes).toContain('throttled');
    b.close();
  });

  it('closes sockets cleanly on app.close()', async () => {
    const other = await createTestApp();
    const user = await signedInUser(other.app);
    const c = await Client.open(other.app, user.access);
    await other.close();
    await expect.poll(() => c.closed).toBe(1001);
  });
});

describe.skipIf(!process.env.REDIS_URL)('two instances over Redis', () => {
  it('delivers a message posted on one instance to a socket held by the other', async () => {
    const prefix = `prepa-test:chat-${Date.now()}:`;
    const one = await createTestApp({ REDIS_PREFIX: prefix });
    const schema = one.app.prepa.config.dbSchema;
    const two = await createTestApp({ REDIS_PREFIX: prefix, ...(schema ? { DB_SCHEMA: schema } : {}) });
    try {
      // On PostgreSQL both instances share one schema. On PGlite each has a database of its own, built
      // identically (same lesson ids), and only the bus can carry the message across.
      const first = await createLessons(one.app);
      const second = schema ? first : await createLessons(two.app);
      expect(second.live).toBe(first.live);
      const poster = await signedInUser(one.app);
      const listener = await signedInUser(schema ? one.app : two.app);
      await enrol(one.app, poster.id, first.cat.mg.id);
      await enrol(schema ? one.app : two.app, listener.id, second.cat.mg.id);
      const lessonId = first.live;
      const p = await Client.open(one.app, poster.access);
      const l = await Client.open(two.app, listener.access);
      expect((await p.request('stream_live', { lesson_id: lessonId })).ok).toBe(true);
      expect((await l.request('stream_live', { lesson_id: lessonId })).ok).toBe(true);
      await p.request('stream_post', { lesson_id: lessonId, text: 'Через Redis' });
      const got = await l.wait((f) => f.push === 'new');
      expect(got.data).toMatchObject({ text: 'Через Redis', author: { id: poster.id } });
      p.close();
      l.close();
    } finally {
      await two.close();
      await one.close();
    }
  });
});
