import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { activityEvents, studentProfiles } from '../../db/schema/index.js';
import { bearer, signedInUser, type TestApp } from '../../../test/app.js';
import { feedTestApp, untold } from '../../../test/feed.js';

/**
 * Issue 11: while the change feed is live, a student's streak, today's actions and the week's individual
 * tasks are answered from memory until migration 0023's trigger tells of new activity, or their local day ends.
 */
let t: TestApp;
let now = new Date();

beforeAll(async () => {
  t = await feedTestApp({ clock: () => now });
});
afterAll(() => t.close());

interface Strike {
  strike_days: number;
  today_earned: boolean;
}
interface Actions {
  results: { action: string; progress: number }[];
}

const get = async <T>(access: string, url: string) => {
  const res = await t.app.inject({ method: 'GET', url, headers: bearer(access) });
  expect(res.statusCode).toBe(200);
  return res.json() as T;
};
/** The week's lessons task (RU shows the individual tasks). */
const weekLessons = async (access: string) =>
  (
    await get<{ results: { kind: string; progress: number }[] }>(
      access,
      '/api/gamification/individual-tasks/',
    )
  ).results.find((r) => r.kind === 'lessons')?.progress;
const strikeOf = (access: string) => get<Strike>(access, '/api/gamification/daily-strike/');
const lessonsToday = async (access: string) =>
  (await get<Actions>(access, '/api/v2/students/daily-actions/')).results.find(
    (r) => r.action === 'watchLesson',
  )?.progress;

let seq = 0;
/** A lesson watched at `at` (UTC), dated in Moscow. */
const watched = (userId: number, at: string, localDate: string) => {
  seq += 1;
  return {
    userId,
    kind: 'lesson_watched',
    itemKey: `lesson:${seq}`,
    occurredAt: new Date(at),
    localDate,
    timeZone: 'Europe/Moscow',
    eventKey: `feed-test:${userId}:${seq}`,
  };
};

async function moscowStudent() {
  const u = await signedInUser(t.app);
  await t.app.prepa.db.insert(studentProfiles).values({ userId: u.id, timeZone: 'Europe/Moscow' });
  await t.app.prepa.changes.settle();
  return u;
}

describe('the streak and the day on the change feed', () => {
  it('keeps both until the activity is told to have changed, for that student only', async () => {
    now = new Date('2026-11-29T12:00:00Z'); // 15:00 in Moscow
    const [a, b] = [await moscowStudent(), await moscowStudent()];
    expect((await strikeOf(a.access)).today_earned).toBe(false);
    expect(await lessonsToday(a.access)).toBe(0);
    expect(await weekLessons(a.access)).toBe(0);
    expect((await strikeOf(b.access)).today_earned).toBe(false);
    expect(await weekLessons(b.access)).toBe(0);
    // Written past the feed: the kept answers stand (the reads asked the database nothing).
    await untold(t.app, 'activity_events', 'activity_events_notify_change', (tx) =>
      tx.insert(activityEvents).values(watched(a.id, '2026-11-29T11:00:00Z', '2026-11-29')),
    );
    expect((await strikeOf(a.access)).today_earned).toBe(false);
    expect(await lessonsToday(a.access)).toBe(0);
    expect(await weekLessons(a.access)).toBe(0);
    // Told for b: b's next read sees its lesson; a's kept answers stand.
    await t.app.prepa.db.insert(activityEvents).values(watched(b.id, '2026-11-29T11:30:00Z', '2026-11-29'));
    await t.app.prepa.changes.settle();
    expect(await strikeOf(b.access)).toMatchObject({ strike_days: 1, today_earned: true });
    expect(await lessonsToday(b.access)).toBe(1);
    expect(await weekLessons(b.access)).toBe(1);
    expect((await strikeOf(a.access)).today_earned).toBe(false);
    expect(await weekLessons(a.access)).toBe(0);
  });

  it('reads again once the local day has ended, with no write in between', async () => {
    now = new Date('2026-11-30T20:59:59Z'); // 23:59:59 on 30 November in Moscow
    const u = await moscowStudent();
    expect((await strikeOf(u.access)).today_earned).toBe(false);
    expect(await weekLessons(u.access)).toBe(0);
    // The next day's lesson, written past the feed: the day's kept answer stands until midnight…
    await untold(t.app, 'activity_events', 'activity_events_notify_change', (tx) =>
      tx.insert(activityEvents).values(watched(u.id, '2026-11-30T21:00:30Z', '2026-12-01')),
    );
    now = new Date('2026-11-30T20:59:59.999Z');
    expect((await strikeOf(u.access)).today_earned).toBe(false);
    expect(await weekLessons(u.access)).toBe(0);
    // …and the new day is read afresh (the same week: Monday 30 November to Sunday 6 December).
    now = new Date('2026-11-30T21:01:00Z'); // 00:01 on 1 December
    expect(await strikeOf(u.access)).toMatchObject({ strike_days: 1, today_earned: true });
    expect(await lessonsToday(u.access)).toBe(1);
    expect(await weekLessons(u.access)).toBe(1);
  });
});
