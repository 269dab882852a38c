import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { bearer, createTestApp, errorOf, signedInUser, type TestApp } from '../../../test/app.js';
import { createCatalogue } from '../../../test/shop-factories.js';
import { lessonModules, lessons, lessonWatches } from '../../db/schema/index.js';

let t: TestApp;
let now = new Date('2026-11-22T10:00:00Z');
let manager: { access: string };
beforeAll(async () => {
  t = await createTestApp({}, { clock: () => now });
  manager = await signedInUser(t.app, { role: 'MANAGER_ROLE' });
});
afterAll(() => t.close());

type Method = 'GET' | 'POST' | 'PATCH';
const call = (method: Method, url: string, access: string, payload?: unknown, headers = {}) =>
  t.app.inject({
    method,
    url: `/api${url}`,
    headers: { ...bearer(access), ...headers },
    ...(payload === undefined ? {} : { payload: payload as object }),
  });

interface WireModal {
  id: number;
  action: string;
  show_style: string;
  can_skip: boolean;
  item_id: number | null;
  polls: { id: number; type: string; variants: { id: number; text: string }[] }[];
}
async function modalsOf(access: string, query = ''): Promise<WireModal[]> {
  const res = await call('GET', `/v2/students/modals/${query}`, access);
  expect(res.statusCode).toBe(200);
  return res.json<{ modals: WireModal[] }>().modals;
}
async function createModal(body: Record<string, unknown>): Promise<number> {
  const res = await call('POST', '/v2/managers/modals/', manager.access, {
    show_style: 'FULL',
    title: 'Заголовок',
    text_content: 'Текст',
    ...body,
  });
  expect(res.statusCode, res.body).toBe(201);
  return res.json<{ id: number }>().id;
}

describe('a student’s modals', () => {
  let shop1: number;
  let shop2: number;
  let kzOnly: number;
  beforeAll(async () => {
    shop1 = await createModal({ action: 'SHOP', title: 'Первое', order: 1 });
    shop2 = await createModal({
      action: 'SHOP',
      title: 'Второе',
      order: 2,
      can_skip: false,
      polls: [{ type: 'RADIO_POLL', question: 'Как вам?', variants: [{ text: 'Да' }, { text: 'Нет' }] }],
    });
    kzOnly = await createModal({ action: 'SHOP', title: 'Казахстан', platform: 'KZ' });
  });

  it('lists the active modals of the action and the student’s platform, in order, with their polls', async () => {
    const s = await signedInUser(t.app);
    const shown = await modalsOf(s.access, '?action=SHOP');
    expect(shown.map((m) => m.id)).toEqual([shop1, shop2]);
    expect(shown[1]).toMatchObject({ can_skip: false, show_style: 'FULL' });
    expect(shown[1]?.polls[0]?.variants.map((v) => v.text)).toEqual(['Да', 'Нет']);
    expect(await modalsOf(s.access, '?action=MAIN')).toEqual([]);
  });

  it('a viewed modal is not listed again; viewing twice answers with the first viewing', async () => {
    const s = await signedInUser(t.app);
    const first = await call('POST', `/v2/students/modals/${shop1}/`, s.access);
    expect(first.statusCode).toBe(200);
    now = new Date(now.getTime() + 60_000);
    const again = await call('POST', `/v2/students/modals/${shop1}/`, s.access);
    expect(again.statusCode).toBe(200);
    expect(again.json()).toEqual(first.json());
    expect((await modalsOf(s.access, '?action=SHOP')).map((m) => m.id)).toEqual([shop2]);
    // Another student still has it.
    const other = await signedInUser(t.app);
    expect((await modalsOf(other.access, '?action=SHOP')).map((m) => m.id)).toEqual([shop1, shop2]);
  });

  it('another platform’s modal, an unknown or a deactivated one is 404 in the standard body', async () => {
    const s = await signedInUser(t.app);
    for (const id of [kzOnly, 999_999]) {
      const res = await call('POST', `/v2/students/modals/${id}/`, s.access);
      expect(res.statusCode).toBe(404);
      expect(errorOf(res)).toMatchObject({
        type: 'client_error',
        errors: [{ code: 'not_found', attr: null }],
      });
    }
    const gone = await createModal({ action: 'MAIN', title: 'Скоро уберём' });
    expect((await modalsOf(s.access, '?action=MAIN')).map((m) => m.id)).toEqual([gone]);
    const off = await call('PATCH', `/v2/managers/modals/${gone}/`, manager.access, { is_active: false });
    expect(off.statusCode).toBe(204);
    expect(await modalsOf(s.access, '?action=MAIN')).toEqual([]);
    expect((await call('POST', `/v2/students/modals/${gone}/`, s.access)).statusCode).toBe(404);
  });

  it('a KZ student sees the KZ modal', async () => {
    const kz = await signedInUser(t.app, { platform: 'KZ' });
    const res = await call('GET', '/v2/students/modals/?action=SHOP', kz.access, undefined, {
      'x-platform': 'KZ',
    });
    expect(res.json<{ modals: WireModal[] }>().modals.map((m) => m.id)).toEqual([kzOnly, shop1, shop2]);
  });

  it('a modal for one item shows only when the action fires for that item', async () => {
    const s = await signedInUser(t.app);
    const forProduct = await createModal({ action: 'MY_PRODUCT', item_id: 42 });
    expect(await modalsOf(s.access, '?action=MY_PRODUCT&item_id=7')).toEqual([]);
    expect((await modalsOf(s.access, '?action=MY_PRODUCT&item_id=42')).map((m) => m.id)).toEqual([
      forProduct,
    ]);
  });

  it('a modal for some students shows to them only', async () => {
    const [a, b] = [await signedInUser(t.app), await signedInUser(t.app)];
    const targeted = await createModal({ action: 'TIMETABLE', student_ids: [a.id] });
    expect((await modalsOf(a.access, '?action=TIMETABLE')).map((m) => m.id)).toEqual([targeted]);
    expect(await modalsOf(b.access, '?action=TIMETABLE')).toEqual([]);
    expect((await call('POST', `/v2/students/modals/${targeted}/`, b.access)).statusCode).toBe(404);
  });

  it('only students call the student API; a guest gets 401', async () => {
    const curator = await signedInUser(t.app, { role: 'CURATOR_ROLE' });
    expect((await call('GET', '/v2/students/modals/', curator.access)).statusCode).toBe(403);
    const guest = await t.app.inject({ method: 'GET', url: '/api/v2/students/modals/' });
    expect(guest.statusCode).toBe(401);
  });
});

describe('poll answers', () => {
  let modal: number;
  const polls: Record<string, { id: number; variants: number[] }> = {};
  beforeAll(async () => {
    modal = await createModal({
      action: 'PAYMENT',
      show_style: 'CORNER',
      polls: [
        { type: 'TEXT_POLL', question: 'Что улучшить?' },
        { type: 'RADIO_POLL', question: 'Один', variants: [{ text: 'А' }, { text: 'Б' }] },
        { type: 'CHECKBOX_POLL', question: 'Несколько', variants: [{ text: 'А' }, { text: 'Б' }] },
        {
          type: 'DESCRIPTION_POLL',
          question: 'С описанием',
          variants: [
            { text: 'А', description: 'первое' },
            { text: 'Б', description: 'второе' },
          ],
        },
        { type: 'SCALE_POLL', question: 'Оцените от 0 до 10' },
      ],
    });
    const s = await signedInUser(t.app);
    const [shown] = await modalsOf(s.access, '?action=PAYMENT&show_style=CORNER');
    for (const p of shown?.polls ?? []) polls[p.type] = { id: p.id, variants: p.variants.map((v) => v.id) };
  });
  const answer = (type: string, poll_answers: number[], text_feedback = '') => ({
    modal_id: modal,
    poll_id: polls[type]?.id,
    poll_answers,
    text_feedback,
  });
  const send = (access: string, ...answers: object[]) =>
    call('POST', '/v2/students/poll-answer/', access, { polls_answers: answers });

  it('a scale poll has the scores 0..10 as its choices', () => {
    expect(polls.SCALE_POLL?.variants).toHaveLength(11);
  });

  it.each([
    ['TEXT_POLL', [], '  ', 'poll_text_required', 'polls_answers.0.text_feedback'],
    ['RADIO_POLL', [], '', 'poll_answer_required', 'polls_answers.0.poll_answers'],
    ['RADIO_POLL', [0, 1], '', 'poll_single_choice', 'polls_answers.0.poll_answers'],
    ['CHECKBOX_POLL', [], '', 'poll_answer_required', 'polls_answers.0.poll_answers'],
    ['DESCRIPTION_POLL', [], '', 'poll_answer_required', 'polls_answers.0.poll_answers'],
    ['SCALE_POLL', [], 'без оценки', 'poll_answer_required', 'polls_answers.0.poll_answers'],
  ])('%s with %j / %j is refused: %s', async (type, picks, text, code, attr) => {
    const s = await signedInUser(t.app);
    const variants = picks.map((i) => polls[type]?.variants[i] ?? 0);
    const res = await send(s.access, answer(type, variants, text));
    expect(res.statusCode).toBe(400);
    expect(errorOf(res)).toMatchObject({ type: 'validation_error', errors: [{ code, attr }] });
  });

  it('a variant of another poll is refused', async () => {
    const s = await signedInUser(t.app);
    const res = await send(s.access, answer('RADIO_POLL', [polls.CHECKBOX_POLL?.variants[0] ?? 0]));
    expect(res.statusCode).toBe(400);
    expect(errorOf(res).errors[0]?.code).toBe('poll_variant_unknown');
  });

  it('valid answers of every type are kept once; the modal is then viewed; a repeat changes nothing', async () => {
    const s = await signedInUser(t.app);
    const all = [
      answer('TEXT_POLL', [], 'Больше задач'),
      answer('RADIO_POLL', [polls.RADIO_POLL?.variants[1] ?? 0]),
      answer('CHECKBOX_POLL', polls.CHECKBOX_POLL?.variants ?? []),
      answer('DESCRIPTION_POLL', [polls.DESCRIPTION_POLL?.variants[0] ?? 0]),
      answer('SCALE_POLL', [polls.SCALE_POLL?.variants[8] ?? 0], 'что улучшить'),
    ];
    const res = await send(s.access, ...all);
    expect(res.statusCode, res.body).toBe(200);
    expect(await modalsOf(s.access, '?action=PAYMENT')).toEqual([]);
    const again = await send(s.access, answer('RADIO_POLL', [polls.RADIO_POLL?.variants[0] ?? 0]));
    expect(again.statusCode).toBe(200);
    const list = await call('GET', '/v2/managers/modals/', manager.access);
    const mine = list.json<{ results: { id: number; polls: { answers_count: number }[] }[] }>();
    const counts = mine.results.find((m) => m.id === modal)?.polls.map((p) => p.answers_count);
    expect(counts).toEqual([1, 1, 1, 1, 1]);
  });

  it('a poll of another modal, or of a modal not for the student, is 404', async () => {
    const s = await signedInUser(t.app);
    const wrongModal = {
      ...answer('RADIO_POLL', [polls.RADIO_POLL?.variants[0] ?? 0]),
      modal_id: modal + 1000,
    };
    const res = await send(s.access, wrongModal);
    expect(res.statusCode).toBe(404);
    expect(errorOf(res).errors[0]).toMatchObject({ code: 'not_found', attr: null });
  });
});

describe('event modals (LESSON_DONE)', () => {
  it('show once per lesson watched after the modal was created, and settle the lesson’s pending row', async () => {
    const db = t.app.prepa.db;
    const { mg } = await createCatalogue(t.app);
    const [mod] = await db
      .insert(lessonModules)
      .values({ productTypeId: mg.productTypeId, title: 'Модуль' })
      .returning();
    const [l1, l2] = await db
      .insert(lessons)
      .values(
        [1, 2].map((i) => ({
          moduleId: mod?.id ?? 0,
          title: `Урок ${i}`,
          startsAt: now,
          durationMinutes: 60,
          accessHash: `hash-${i}-${Date.now()}`,
        })),
      )
      .returning();
    const s = await signedInUser(t.app);
    const other = await signedInUser(t.app);
    const done = await createModal({ action: 'LESSON_DONE', title: 'Урок пройден!' });
    expect(await modalsOf(s.access, '?action=LESSON_DONE')).toEqual([]);
    now = new Date(now.getTime() + 60_000);
    await db.insert(lessonWatches).values([
      { lessonId: l1?.id ?? 0, userId: s.id, mode: 'recorded' as const, exp: 15, watchedAt: now },
      { lessonId: l2?.id ?? 0, userId: other.id, mode: 'recorded' as const, exp: 15, watchedAt: now },
    ]);
    const [shown] = await modalsOf(s.access, '?action=LESSON_DONE');
    expect(shown).toMatchObject({ id: done, item_id: l1?.id });
    // Another student's lesson is not this student's event.
    const foreign = await call('POST', `/v2/students/modals/${done}/`, s.access, { item_id: l2?.id });
    expect(foreign.statusCode).toBe(404);
    const seen = await call('POST', `/v2/students/modals/${done}/`, s.access, { item_id: l1?.id });
    expect(seen.statusCode).toBe(200);
    expect(await modalsOf(s.access, '?action=LESSON_DONE')).toEqual([]);
    const [watch] = await db
      .select({ seen: lessonWatches.modalSeenAt })
      .from(lessonWatches)
      .where(and(eq(lessonWatches.userId, s.id), eq(lessonWatches.lessonId, l1?.id ?? 0)));
    expect(watch?.seen).not.toBeNull();
    // The other student still has theirs.
    expect((await modalsOf(other.access, '?action=LESSON_DONE')).map((m) => m.item_id)).toEqual([l2?.id]);
  });
});

describe('the managers’ API', () => {
  it('is refused to students and curators (403) and validates what it stores', async () => {
    for (const role of ['STUDENT_ROLE', 'CURATOR_ROLE'] as const) {
      const u = await signedInUser(t.app, { role });
      const list = await call('GET', '/v2/managers/modals/', u.access);
      expect(list.statusCode).toBe(403);
      expect(errorOf(list).errors[0]?.code).toBe('permission_denied');
      const create = await call('POST', '/v2/managers/modals/', u.access, { action: 'SHOP', title: 'x' });
      expect(create.statusCode).toBe(403);
    }
    const bad = await call('POST', '/v2/managers/modals/', manager.access, {
      action: 'SHOP',
      title: 'Опрос',
      redirect_url: 'javascript:alert(1)',
      polls: [{ type: 'RADIO_POLL', question: 'Один вариант?', variants: [{ text: 'Да' }] }],
    });
    expect(bad.statusCode).toBe(400);
    expect(
      errorOf(bad)
        .errors.map((e) => e.attr)
        .sort(),
    ).toEqual(['polls.0.variants', 'redirect_url']);
    const missing = await call('PATCH', '/v2/managers/modals/999999/', manager.access, { is_active: false });
    expect(missing.statusCode).toBe(404);
  });
});

describe('feedback', () => {
  it('keeps a score with reasons and a comment and answers with the thank-you', async () => {
    const s = await signedInUser(t.app);
    const res = await call(
      'POST',
      '/v2/students/feedback/',
      s.access,
      { score: 4, text: 'Хорошо', selected_reasons: ['teacher'] },
      { 'accept-language': 'en' },
    );
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({ detail: 'Thanks for the answer!' });
    const bad = await call('POST', '/v2/students/feedback/', s.access, { score: 0, text: 'x'.repeat(1001) });
    expect(bad.statusCode).toBe(400);
    expect(
      errorOf(bad)
        .errors.map((e) => e.attr)
        .sort(),
    ).toEqual(['score', 'text']);
  });
});

describe('the OpenAPI document', () => {
  it('lists the calls with their wire (snake_case) fields', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/docs/json' });
    const doc = res.json<{ paths: Record<string, unknown> }>();
    for (const path of [
      '/api/v2/students/modals/',
      '/api/v2/students/modals/{id}/',
      '/api/v2/students/poll-answer/',
      '/api/v2/students/feedback/',
      '/api/v2/managers/modals/',
      '/api/v2/managers/modals/{id}/',
    ])
      expect(Object.keys(doc.paths)).toContain(path);
    expect(JSON.stringify(doc.paths['/api/v2/students/poll-answer/'])).toContain('polls_answers');
  });
});
