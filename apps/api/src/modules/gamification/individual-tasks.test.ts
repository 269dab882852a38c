import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, createTestApp, errorOf, signedInUser, type TestApp } from '../../../test/app.js';
import { ledgerEntries, studentProfiles, users } from '../../db/schema/index.js';
import { buildTasks, taskCode, tierFor, weekOf, type Tier } from './individual-tasks.js';
import { cardsLearned, creditLedger, homeworkPoints, lessonWatched } from './index.js';

describe('individual tasks rules', () => {
  it('takes the local Monday–Sunday week of a date', () => {
    expect(weekOf('2026-02-04')).toEqual({ weekStart: '2026-02-02', weekEnd: '2026-02-08' });
    expect(weekOf('2026-02-02')).toEqual({ weekStart: '2026-02-02', weekEnd: '2026-02-08' });
    expect(weekOf('2026-02-08')).toEqual({ weekStart: '2026-02-02', weekEnd: '2026-02-08' });
    expect(weekOf('2026-03-01')).toEqual({ weekStart: '2026-02-23', weekEnd: '2026-03-01' });
  });

  it('raises the goals with the level', () => {
    expect(tierFor(1).lessons.goal).toBe(2);
    expect(tierFor(2)).toEqual(tierFor(1));
    expect(tierFor(3).lessons.goal).toBe(3);
    expect(tierFor(5).tasks.goal).toBe(25);
    expect(tierFor(7)).toEqual(tierFor(5));
    expect(tierFor(5).activeDays.umcoins).toBeGreaterThan(tierFor(1).activeDays.umcoins);
  });

  it('caps the progress at the goal and marks done and rewarded', () => {
    const tier: Tier = tierFor(1);
    const week = weekOf('2026-02-04');
    const tasks = buildTasks(
      tier,
      { lessons: 5, tasks: 3, cards: 0, activeDays: 3 },
      new Set(['lessons']),
      week,
    );
    expect(tasks.map((t) => t.id)).toEqual([
      'weekly-lessons',
      'weekly-tasks',
      'weekly-cards',
      'weekly-active-days',
    ]);
    expect(tasks[0]).toMatchObject({
      progress: 2,
      goal: 2,
      done: true,
      rewarded: true,
      reward: { umcoins: 10 },
    });
    expect(tasks[1]).toMatchObject({ progress: 3, goal: 10, done: false, rewarded: false });
    expect(tasks[3]).toMatchObject({ kind: 'activeDays', done: true, rewarded: false, ...week });
    expect(taskCode('activeDays')).toBe('weekly-active-days');
  });
});

let t: TestApp;
// Wednesday 4 February 2026, 13:00 in Moscow; the week is 2–8 February.
let now = new Date('2026-02-04T10:00:00Z');
beforeAll(async () => {
  t = await createTestApp({}, { clock: () => now });
});
afterAll(() => t.close());

const db = () => t.app.prepa.db;
const tasksOf = (access: string, platform = 'RU') =>
  t.app.inject({
    method: 'GET',
    url: '/api/gamification/individual-tasks/',
    headers: { ...bearer(access), 'x-platform': platform },
  });
const watch = (userId: number, lessonId: number, at: Date) =>
  db().transaction((tx) => lessonWatched(tx, { userId, lessonId, exp: 5, at }));
const taskRewards = (userId: number) =>
  db()
    .select()
    .from(ledgerEntries)
    .where(and(eq(ledgerEntries.userId, userId), eq(ledgerEntries.reason, 'INDIVIDUAL_TASK')));

describe('GET /gamification/individual-tasks/', () => {
  it('shows this week’s progress from real activity', async () => {
    now = new Date('2026-02-04T10:00:00Z');
    const u = await signedInUser(t.app);
    const empty = await tasksOf(u.access);
    expect(empty.statusCode).toBe(200);
    expect(empty.json()).toMatchObject({ week_start: '2026-02-02', week_end: '2026-02-08' });
    expect(empty.json().results).toHaveLength(4);
    expect(empty.json().results[0]).toMatchObject({
      id: 'weekly-lessons',
      kind: 'lessons',
      title_key: 'student.tasks.title_lessons',
      progress: 0,
      goal: 2,
      done: false,
      rewarded: false,
      reward: { umcoins: 10 },
    });

    await watch(u.id, 1, new Date('2026-02-03T09:00:00Z'));
    await db().transaction((tx) =>
      homeworkPoints(tx, { userId: u.id, submissionId: 1, tasksSolved: 4, exp: 10, at: now }),
    );
    await db().transaction((tx) =>
      cardsLearned(tx, { userId: u.id, batchId: 'b1', cards: 12, exp: 5, at: now }),
    );
    const body = (await tasksOf(u.access)).json();
    const byId = Object.fromEntries(body.results.map((r: { id: string }) => [r.id, r]));
    expect(byId['weekly-lessons']).toMatchObject({ progress: 1, done: false });
    expect(byId['weekly-tasks']).toMatchObject({ progress: 4, goal: 10, done: false });
    expect(byId['weekly-cards']).toMatchObject({ progress: 10, goal: 10, done: true, rewarded: true });
    expect(byId['weekly-active-days']).toMatchObject({ progress: 2, goal: 3, done: false });
  });

  it('credits a completed task once, even when the completing event is delivered twice', async () => {
    now = new Date('2026-02-04T10:00:00Z');
    const u = await signedInUser(t.app);
    await watch(u.id, 1, new Date('2026-02-02T09:00:00Z'));
    expect(await taskRewards(u.id)).toHaveLength(0);
    await watch(u.id, 2, new Date('2026-02-03T09:00:00Z'));
    await watch(u.id, 2, new Date('2026-02-03T09:00:00Z'));
    await watch(u.id, 3, new Date('2026-02-04T09:00:00Z'));
    const rewards = await taskRewards(u.id);
    // Lessons (2 of 2) and active days (3 of 3) are both done; each is credited once.
    expect(rewards.map((r) => r.eventKey).sort()).toEqual([
      `individual-task:${u.id}:weekly-active-days:2026-02-02`,
      `individual-task:${u.id}:weekly-lessons:2026-02-02`,
    ]);
    expect(rewards.every((r) => r.currency === 'umcoins')).toBe(true);
    expect(rewards.reduce((sum, r) => sum + r.amount, 0)).toBe(10 + 15);
    const lessons = (await tasksOf(u.access)).json().results[0];
    expect(lessons).toMatchObject({ progress: 2, done: true, rewarded: true });
  });

  it('counts the week in the student’s timezone', async () => {
    now = new Date('2026-02-04T10:00:00Z');
    const u = await signedInUser(t.app);
    // Sunday 23:00 in Moscow: the previous week.
    await watch(u.id, 1, new Date('2026-02-01T20:00:00Z'));
    // Monday 01:30 in Moscow (still Sunday in UTC): this week.
    await watch(u.id, 2, new Date('2026-02-01T22:30:00Z'));
    expect((await tasksOf(u.access)).json().results[0]).toMatchObject({ progress: 1, done: false });
    expect(await taskRewards(u.id)).toHaveLength(0);

    // In Almaty (UTC+5) the same Sunday 20:00 UTC is already Monday 01:00.
    const v = await signedInUser(t.app);
    await db().insert(studentProfiles).values({ userId: v.id, timeZone: 'Asia/Almaty' });
    await watch(v.id, 1, new Date('2026-02-01T20:00:00Z'));
    await watch(v.id, 2, new Date('2026-02-01T22:30:00Z'));
    expect((await tasksOf(v.access)).json().results[0]).toMatchObject({ progress: 2, done: true });

    // On the next Monday (02:30 in Almaty) the week and its progress start again.
    now = new Date('2026-02-08T21:30:00Z');
    expect((await tasksOf(v.access)).json()).toMatchObject({ week_start: '2026-02-09' });
    expect((await tasksOf(v.access)).json().results[0]).toMatchObject({ progress: 0, done: false });
  });

  /** 800 exp credited to the student as earned at `at` (its ledger row dated then). */
  async function expEarnedAt(userId: number, eventKey: string, at: string) {
    await db().transaction((tx) =>
      creditLedger(tx, {
        userId,
        currency: 'exp',
        amount: 800,
        reason: 'PURCHASE',
        eventKey,
        at: new Date(at),
      }),
    );
    await db()
      .update(ledgerEntries)
      .set({ createdAt: new Date(at) })
      .where(eq(ledgerEntries.eventKey, eventKey));
  }

  it("counts exp earned before the week by the student's own midnight (Europe/Moscow)", async () => {
    now = new Date('2026-02-04T10:00:00Z'); // the week from Monday 2 February
    const expAt = async (at: string) => {
      const u = await signedInUser(t.app);
      await expEarnedAt(u.id, `edge:${u.id}`, at);
      return (await tasksOf(u.access)).json().results[0].goal as number;
    };
    const fresh = (await tasksOf((await signedInUser(t.app)).access)).json().results[0].goal as number;
    // Sunday 23:30 in Moscow: before the week, so it sets the level; Monday 01:00 in Moscow: inside it.
    expect(await expAt('2026-02-01T20:30:00Z')).toBe(3);
    expect(await expAt('2026-02-01T22:00:00Z')).toBe(fresh);
    expect(fresh).not.toBe(3);
  });

  it('sets the goals by the level held before the week', async () => {
    now = new Date('2026-02-04T10:00:00Z');
    const u = await signedInUser(t.app);
    await expEarnedAt(u.id, `old-exp:${u.id}`, '2026-01-20T10:00:00Z');
    // Exp earned during the week does not move this week's goals.
    await db().transaction((tx) =>
      creditLedger(tx, {
        userId: u.id,
        currency: 'exp',
        amount: 5000,
        reason: 'PURCHASE',
        eventKey: `new-exp:${u.id}`,
      }),
    );
    const lessons = (await tasksOf(u.access)).json().results[0];
    expect(lessons).toMatchObject({ goal: 3, reward: { umcoins: 15 } });
  });

  it('is RU and KZ only, for students only', async () => {
    const kz = await signedInUser(t.app, { platform: 'KZ' });
    expect((await tasksOf(kz.access, 'KZ')).statusCode).toBe(200);
    const oneStudent = await signedInUser(t.app, { platform: 'ONE' });
    const one = await tasksOf(oneStudent.access, 'ONE');
    expect(one.statusCode).toBe(403);
    expect(errorOf(one)).toMatchObject({
      type: 'client_error',
      errors: [{ code: 'permission_denied', attr: null }],
    });
    const academy = await signedInUser(t.app, { platform: 'ACADEMY' });
    expect((await tasksOf(academy.access, 'ACADEMY')).statusCode).toBe(403);
    // A student is answered for the account's platform only: another platform's request is refused.
    expect(errorOf(await tasksOf(kz.access, 'RU')).errors[0]?.code).toBe('platform_mismatch');
    const curator = await signedInUser(t.app, { role: 'CURATOR_ROLE' });
    expect((await tasksOf(curator.access)).statusCode).toBe(403);
    const anonymous = await t.app.inject({ method: 'GET', url: '/api/gamification/individual-tasks/' });
    expect(anonymous.statusCode).toBe(401);
  });

  it('credits nothing to a student of a platform without the tasks', async () => {
    now = new Date('2026-02-04T10:00:00Z');
    const u = await signedInUser(t.app);
    await db().update(users).set({ platform: 'ONE' }).where(eq(users.id, u.id));
    await watch(u.id, 1, new Date('2026-02-02T09:00:00Z'));
    await watch(u.id, 2, new Date('2026-02-03T09:00:00Z'));
    expect(await taskRewards(u.id)).toHaveLength(0);
  });
});
