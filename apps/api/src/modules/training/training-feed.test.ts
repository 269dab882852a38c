import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  cardPacks,
  cards,
  cardStates,
  levelTestAttempts,
  levelTests,
  levelTestTasks,
} from '../../db/schema/index.js';
import { bearer, type TestApp } from '../../../test/app.js';
import { feedTestApp, untold } from '../../../test/feed.js';
import { enrolledStudent } from '../../../test/learning-factories.js';
import { createCatalogue } from '../../../test/shop-factories.js';
import { addMistakeCard } from './index.js';

/**
 * Issue 11: while the change feed is live, a student's training settings and level-test list are
 * answered from memory until the feed tells of their training (packs, cards, card states, reviews,
 * level tests and attempts: migration 0035), what they own or the catalogue, or their day ends.
 */
/** 23:59 in Moscow (the RU platform's zone) on 23 November; the test moves it past midnight. */
let now = new Date('2026-11-23T20:59:00Z');
let t: TestApp;
let cat: Awaited<ReturnType<typeof createCatalogue>>;
let packId: number;
let cardIds: number[];

beforeAll(async () => {
  t = await feedTestApp({ clock: () => now });
  cat = await createCatalogue(t.app);
  const db = t.app.prepa.db;
  const [pack] = await db
    .insert(cardPacks)
    .values({ title: 'Планиметрия', subject: 'EGE_MATH_PROFILE', productId: cat.mg.id, slug: 'feed-p1' })
    .returning();
  packId = pack?.id ?? 0;
  const rows = await db
    .insert(cards)
    .values(
      [1, 2].map((i) => ({
        packId,
        front: `Вопрос ${i}`,
        back: `Ответ ${i}`,
        subject: 'EGE_MATH_PROFILE' as const,
        sourceKey: `feed:${i}`,
        order: i,
      })),
    )
    .returning({ id: cards.id });
  cardIds = rows.map((r) => r.id);
});
afterAll(() => t.close());

const get = async <T>(url: string, access: string): Promise<T> => {
  const res = await t.app.inject({ method: 'GET', url, headers: bearer(access) });
  expect(res.statusCode, res.body).toBe(200);
  return res.json<T>();
};
type Settings = {
  learned_today: number;
  packs: { id: number; is_mistakes: boolean; cards_count: number; counters: { new_cards_count: number } }[];
};
const settings = (access: string) => get<Settings>('/api/v1/training/settings/', access);
const coursePack = (s: Settings) => s.packs.find((p) => p.id === packId);
const counters = (access: string) =>
  get<{ new_cards_count: number; known_cards_count: number }>(
    `/api/v1/training/counters/?pack_id=${packId}`,
    access,
  );

describe('training settings on the change feed', () => {
  it('keeps a student’s settings until their training, a course card or their day changes', async () => {
    const [a, b] = [await enrolledStudent(t.app, cat.mg.id), await enrolledStudent(t.app, cat.mg.id)];
    await t.app.prepa.changes.settle();
    for (const s of [a, b])
      expect(coursePack(await settings(s.access))).toMatchObject({
        cards_count: 2,
        counters: { new_cards_count: 2 },
      });
    // b's card state past the feed: b's kept settings stand (the read asked the database nothing).
    await untold(t.app, 'card_states', 'card_states_notify_change', (tx) =>
      tx.insert(cardStates).values({ userId: b.id, cardId: cardIds[0] ?? 0, due: now, state: 2 }),
    );
    expect(coursePack(await settings(b.access))?.counters.new_cards_count).toBe(2);
    expect((await counters(b.access)).new_cards_count).toBe(2);
    // a reviews a card (told): a's next read counts it as learned today; b's kept settings stand.
    const review = await t.app.inject({
      method: 'POST',
      url: `/api/v1/training/cards/${cardIds[1]}/review/`,
      headers: bearer(a.access),
      payload: { grade: 'good', session_id: 'feed-session-1' },
    });
    expect(review.statusCode, review.body).toBe(200);
    const mine = await settings(a.access);
    expect(mine.learned_today).toBe(1);
    expect(coursePack(mine)?.counters.new_cards_count).toBe(1);
    expect(coursePack(await settings(b.access))?.counters.new_cards_count).toBe(2);
    // A mistake card of a's own pack tells a only: a sees the pack, b's kept settings still stand.
    await t.app.prepa.db.transaction((tx) =>
      addMistakeCard(tx, a.id, {
        subject: 'EGE_MATH_PROFILE',
        taskNumber: 3,
        front: 'Ошибка',
        back: 'Разбор',
        sourceKey: 'feed:mistake',
      }),
    );
    await t.app.prepa.changes.settle();
    expect((await settings(a.access)).packs.filter((p) => p.is_mistakes)).toHaveLength(1);
    expect(coursePack(await settings(b.access))?.counters.new_cards_count).toBe(2);
    // A course card is told to everyone: b reads again (and finds the state written past the feed).
    await t.app.prepa.db.insert(cards).values({
      packId,
      front: 'Вопрос 3',
      back: 'Ответ 3',
      subject: 'EGE_MATH_PROFILE',
      sourceKey: 'feed:3',
    });
    await t.app.prepa.changes.settle();
    expect(coursePack(await settings(b.access))).toMatchObject({
      cards_count: 3,
      counters: { new_cards_count: 2 },
    });
    expect(await counters(b.access)).toMatchObject({ new_cards_count: 2, known_cards_count: 1 });
    expect((await settings(a.access)).learned_today).toBe(1);
    // Midnight in Moscow: a's day is over, nothing learned today, with no write in between.
    now = new Date('2026-11-23T21:00:30Z');
    expect((await settings(a.access)).learned_today).toBe(0);
  });
});

describe('level tests on the change feed', () => {
  it('keeps a student’s list until a test or their attempts are told of, for that student only', async () => {
    const db = t.app.prepa.db;
    const newTest = async (slug: string) => {
      const [test] = await db
        .insert(levelTests)
        .values({
          slug,
          title: `Тест ${slug}`,
          subject: 'EGE_MATH_PROFILE',
          productTypeId: cat.mg.productTypeId,
          recommendations: [],
        })
        .returning();
      await db
        .insert(levelTestTasks)
        .values({ testId: test?.id ?? 0, order: 1, kind: 'short_answer', text: '1 + 1', answers: ['2'] });
      await t.app.prepa.changes.settle();
      return test?.id ?? 0;
    };
    type List = { results: { id: number; last_percent: number | null }[] };
    const list = (access: string) => get<List>('/api/v1/student-level-tests/', access);
    const percentOf = async (access: string, id: number) =>
      (await list(access)).results.find((r) => r.id === id)?.last_percent;
    const detail = (access: string, id: number) =>
      get<{ last_percent: number | null; tasks_count: number }>(
        `/api/v1/student-level-tests/${id}/test/`,
        access,
      );
    const first = await newTest('feed-lt-1');
    const [a, b] = [await enrolledStudent(t.app, cat.mg.id), await enrolledStudent(t.app, cat.mg.id)];
    await t.app.prepa.changes.settle();
    for (const s of [a, b]) {
      expect(await percentOf(s.access, first)).toBeNull();
      expect((await detail(s.access, first)).last_percent).toBeNull();
    }
    // b's attempt past the feed: b's kept list stands.
    await untold(t.app, 'level_test_attempts', 'level_test_attempts_notify_change', (tx) =>
      tx.insert(levelTestAttempts).values({
        userId: b.id,
        testId: first,
        score: 1,
        maxScore: 1,
        percent: 100,
        level: 'advanced',
        answers: [],
      }),
    );
    expect(await percentOf(b.access, first)).toBeNull();
    expect((await detail(b.access, first)).last_percent).toBeNull();
    // a's attempt through the API (told): a's next read has it; b's kept list stands.
    const got = await get<{ tasks: { id: number }[] }>(
      `/api/v1/student-level-tests/${first}/test/`,
      a.access,
    );
    const submit = await t.app.inject({
      method: 'POST',
      url: `/api/v1/student-level-tests/${first}/test/`,
      headers: bearer(a.access),
      payload: { answers: [{ task: got.tasks[0]?.id, text: '3' }] },
    });
    expect(submit.statusCode, submit.body).toBe(200);
    expect(await percentOf(a.access, first)).toBe(0);
    expect(await percentOf(b.access, first)).toBeNull();
    // A new test is told to everyone: b reads again and finds both tests and its attempt.
    const second = await newTest('feed-lt-2');
    const mine = await list(b.access);
    expect(mine.results.map((r) => r.id)).toEqual(expect.arrayContaining([first, second]));
    expect(await percentOf(b.access, first)).toBe(100);
    expect((await detail(b.access, first)).last_percent).toBe(100);
    // A task added to the first test is told to everyone: its page shows it.
    await db
      .insert(levelTestTasks)
      .values({ testId: first, order: 2, kind: 'short_answer', text: '2 + 2', answers: ['4'] });
    await t.app.prepa.changes.settle();
    expect((await detail(a.access, first)).tasks_count).toBe(2);
  });
});

describe('a session’s next cards on the change feed', () => {
  type Next = { results: { id: number; status: string }[]; counters: { new_cards_count: number } };
  const next = (access: string) => get<Next>(`/api/v1/training/cards/?pack_id=${packId}`, access);
  const ids = (n: Next) => n.results.map((c) => c.id);

  it('keeps them until the student’s training is told of, and brings a card back when it comes due', async () => {
    const [a, b] = [await enrolledStudent(t.app, cat.mg.id), await enrolledStudent(t.app, cat.mg.id)];
    await t.app.prepa.changes.settle();
    // The pack's cards as they are now (the tests above added one), all new, in the pack's order.
    const all = ids(await next(a.access));
    const first = cardIds[0] ?? 0;
    const rest = all.filter((id) => id !== first);
    expect(all).toContain(first);
    expect(ids(await next(b.access))).toEqual(all);
    // b's card known past the feed: b's kept cards and counters stand.
    await untold(t.app, 'card_states', 'card_states_notify_change', (tx) =>
      tx.insert(cardStates).values({
        userId: b.id,
        cardId: first,
        due: new Date(now.getTime() + 86_400_000),
        state: 2,
      }),
    );
    expect(ids(await next(b.access))).toEqual(all);
    // a's first card known, due in 30 minutes (told): a's session leaves it out; b's kept cards stand.
    await t.app.prepa.db.insert(cardStates).values({
      userId: a.id,
      cardId: first,
      due: new Date(now.getTime() + 30 * 60_000),
      state: 2,
    });
    await t.app.prepa.changes.settle();
    const mine = await next(a.access);
    expect(ids(mine)).toEqual(rest);
    expect(mine.counters.new_cards_count).toBe(rest.length);
    expect(ids(await next(b.access))).toEqual(all);
    // Eleven minutes on, the card is within the 20 minutes' learn-ahead: back first, with no write.
    now = new Date(now.getTime() + 11 * 60_000);
    const due = await next(a.access);
    expect(ids(due)).toEqual([first, ...rest]);
    expect(due.results[0]?.status).toBe('known_cards');
  });
});
