import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { randomBytes } from 'node:crypto';
import type { ChatMessage } from '@prepa/contracts';
import { lessonModules, lessons } from '../../db/schema/index.js';
import { bearer, createTestApp, errorOf, post, signedInUser, type TestApp } from '../../../test/app.js';
import { enrol } from '../../../test/learning-factories.js';
import { createCatalogue } from '../../../test/shop-factories.js';
import { SocketClient as Client } from '../../../test/socket-client.js';

/** The moderators' screen of reported messages (REST) over the live chat (sockets). */
let t: TestApp;
let app: FastifyInstance;
let lessonId = 0;
type User = Awaited<ReturnType<typeof signedInUser>>;
let alice: User;
let bob: User;
let carol: User;
let mod: User;
let head: User;

const REPORTS = '/api/v2/moderators/chat/reports/';
const list = async (access: string, query = '') => {
  const res = await app.inject({ method: 'GET', url: `${REPORTS}${query}`, headers: bearer(access) });
  expect(res.statusCode, res.body).toBe(200);
  return res.json<{
    count: number;
    next: string | null;
    results: { message_id: number; reports_count: number }[];
  }>();
};
const resolve = (access: string, messageId: number, action: string) =>
  post(app, `${REPORTS}${messageId}/resolve/`, { action }, { headers: bearer(access) });

beforeAll(async () => {
  t = await createTestApp();
  app = t.app;
  const cat = await createCatalogue(app);
  const [mod0] = await app.prepa.db
    .insert(lessonModules)
    .values({ productTypeId: cat.mg.productTypeId, title: 'Тригонометрия' })
    .returning();
  const [lesson] = await app.prepa.db
    .insert(lessons)
    .values({
      moduleId: mod0!.id,
      title: 'Уравнения 13-го задания',
      startsAt: new Date(Date.now() - 30 * 60_000),
      durationMinutes: 120,
      accessHash: randomBytes(8).toString('hex'),
    })
    .returning();
  lessonId = lesson!.id;
  [alice, bob, carol] = [
    await signedInUser(app, { firstName: 'Алиса' }),
    await signedInUser(app, { firstName: 'Борис', lastName: 'Грубов' }),
    await signedInUser(app, { firstName: 'Вера' }),
  ];
  for (const u of [alice, bob, carol]) await enrol(app, u.id, cat.mg.id);
  mod = await signedInUser(app, { role: 'CHAT_MODERATOR' });
  head = await signedInUser(app, { role: 'HEAD_MODERATOR' });
}, 60_000);
afterAll(async () => {
  await t?.close();
});

async function joined(user: User) {
  const c = await Client.open(app, user.access);
  expect((await c.request('stream_live', { lesson_id: lessonId })).ok).toBe(true);
  return c;
}
async function say(c: Client, text: string) {
  return (await c.request('stream_post', { lesson_id: lessonId, text })).data as ChatMessage;
}
async function report(c: Client, messageId: number, reason?: string) {
  const r = await c.request('report_user_message', { lesson_id: lessonId, message_id: messageId, reason });
  expect(r.ok).toBe(true);
}

describe('reported chat messages', () => {
  it('only moderators reach the screen', async () => {
    const res = await app.inject({ method: 'GET', url: REPORTS, headers: bearer(alice.access) });
    expect(res.statusCode).toBe(403);
    expect(errorOf(res).errors[0]?.code).toBe('permission_denied');
    const act = await resolve(alice.access, 1, 'dismiss');
    expect(act.statusCode).toBe(403);
    expect((await app.inject({ method: 'GET', url: REPORTS })).statusCode).toBe(401);
  });

  it('two reports of one message make one entry; hide resolves it and students lose the message', async () => {
    const [a, b, c, m] = await Promise.all([joined(alice), joined(bob), joined(carol), joined(mod)]);
    const rude = await say(b, 'все вы тут глупые');
    await report(a, rude.id, 'оскорбление');
    await report(c, rude.id, '');
    await report(a, rude.id, 'ещё раз'); // a second report of the same reporter changes nothing

    const page = await list(mod.access);
    const entries = page.results.filter((r) => r.message_id === rude.id);
    expect(entries).toHaveLength(1);
    expect(entries[0]).toMatchObject({
      lesson_id: lessonId,
      lesson_title: 'Уравнения 13-го задания',
      text: 'все вы тут глупые',
      hidden: false,
      author: { id: bob.id, first_name: 'Борис', last_name: 'Грубов' },
      reports_count: 2,
      reasons: ['оскорбление'],
    });

    const done = await resolve(head.access, rude.id, 'hide');
    expect(done.statusCode, done.body).toBe(200);
    expect(done.json()).toEqual({ message_id: rude.id, action: 'hide', resolved: 2 });
    // The lesson's sockets hear it as from the chat's own menu.
    const pushed = await a.wait((f) => f.push === 'hide_user_messages');
    expect(pushed.data).toMatchObject({ lesson_id: lessonId, message_ids: [rude.id] });

    expect((await list(mod.access)).results.map((r) => r.message_id)).not.toContain(rude.id);
    const history = (await c.request('history', { lesson_id: lessonId })).data as { messages: ChatMessage[] };
    expect(history.messages.map((x) => x.id)).not.toContain(rude.id);
    // Bob is not banned by a hide.
    expect((await b.request('stream_post', { lesson_id: lessonId, text: 'извините' })).ok).toBe(true);

    // Resolving again is a clear 400.
    const again = await resolve(mod.access, rude.id, 'dismiss');
    expect(again.statusCode).toBe(400);
    expect(errorOf(again).errors[0]?.code).toBe('chat_reports_resolved');
    for (const x of [a, b, c, m]) x.close();
  });

  it('hide and ban stops the author’s next message; dismiss only closes the reports', async () => {
    const [a, b, c] = await Promise.all([joined(alice), joined(bob), joined(carol)]);
    const first = await say(c, 'первое спорное');
    const spam = await say(b, 'купите курсы у меня');
    await report(a, first.id, 'не по теме');
    await report(a, spam.id, 'спам');
    await report(c, spam.id, 'реклама');

    // Oldest first: the first reported message leads.
    const ids = (await list(mod.access)).results.map((r) => r.message_id);
    expect(ids.indexOf(first.id)).toBeLessThan(ids.indexOf(spam.id));
    const paged = await list(mod.access, '?limit=1');
    expect(paged.results).toHaveLength(1);
    expect(paged.count).toBe(ids.length);
    expect(paged.next).not.toBeNull();

    const banned = await resolve(mod.access, spam.id, 'hide_and_ban');
    expect(banned.statusCode, banned.body).toBe(200);
    await b.wait((f) => f.push === 'ban_user');
    const refused = await b.request('stream_post', { lesson_id: lessonId, text: 'а теперь?' });
    expect(refused.error?.errors[0]?.code).toBe('chat_banned');

    const dismissed = await resolve(mod.access, first.id, 'dismiss');
    expect(dismissed.json()).toMatchObject({ resolved: 1 });
    expect((await list(mod.access)).results).toEqual([]);
    const seen = (await a.request('get', { lesson_id: lessonId, message_id: first.id })).data as ChatMessage;
    expect(seen.text).toBe('первое спорное');

    const unknown = await resolve(mod.access, 2_000_000, 'hide');
    expect(unknown.statusCode).toBe(404);
    const bad = await resolve(mod.access, first.id, 'delete');
    expect(bad.statusCode).toBe(400);
    expect(errorOf(bad).errors[0]?.attr).toBe('action');
    for (const x of [a, b, c]) x.close();
  });
});
