import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Platform } from '@prepa/contracts';
import { bearer, createTestApp, signedInUser, type TestApp } from '../../../test/app.js';
import { studentProfiles } from '../../db/schema/index.js';
import { creditLedger, lessonWatched } from './index.js';

let t: TestApp;
let now = new Date();
beforeAll(async () => {
  t = await createTestApp({}, { clock: () => now });
});
afterAll(() => t.close());

async function student(platform: Platform = 'RU', timeZone?: string) {
  const user = await signedInUser(t.app, { platform });
  if (timeZone) await setZone(user.id, timeZone);
  return { ...user, platform };
}

async function setZone(userId: number, timeZone: string | null) {
  await t.app.prepa.db
    .insert(studentProfiles)
    .values({ userId, timeZone })
    .onConflictDoUpdate({ target: studentProfiles.userId, set: { timeZone } });
}

let lessonSeq = 1000;
/** A real activity event through the service layer, at an instant given in UTC. */
function watch(userId: number, isoUtc: string) {
  lessonSeq += 1;
  const lessonId = lessonSeq;
  return t.app.prepa.db.transaction((tx) =>
    lessonWatched(tx, { userId, lessonId, exp: 10, at: new Date(isoUtc) }),
  );
}

/** The student's own platform goes with each request (X-Platform; another one is refused). */
async function strike(u: { access: string; platform: Platform }, at: string) {
  now = new Date(at);
  const res = await t.app.inject({
    method: 'GET',
    url: '/api/gamification/daily-strike/',
    headers: { ...bearer(u.access), 'x-platform': u.platform },
  });
  expect(res.statusCode).toBe(200);
  return res;
}

describe('daily strike', () => {
  it('counts the day in Asia/Almaty: 23:59 and 00:01 local are two days', async () => {
    const u = await student('KZ');
    await watch(u.id, '2026-03-10T18:59:00Z'); // 23:59 on 10 March in Almaty (UTC+5)
    await watch(u.id, '2026-03-10T19:01:00Z'); // 00:01 on 11 March
    const res = await strike(u, '2026-03-11T10:00:00Z');
    expect(res.headers['cache-control']).toContain('max-age=60');
    expect(res.json()).toMatchObject({ strike_days: 2, today_earned: true });
  });

  it('counts the same two instants as one day in Europe/Moscow', async () => {
    const u = await student('RU');
    await watch(u.id, '2026-03-10T18:59:00Z'); // 21:59 Moscow
    await watch(u.id, '2026-03-10T19:01:00Z'); // 22:01 Moscow
    expect((await strike(u, '2026-03-10T20:00:00Z')).json()).toMatchObject({
      strike_days: 1,
      today_earned: true,
    });
    // Moscow midnight passes: yesterday still keeps the streak, today is in progress.
    const next = (await strike(u, '2026-03-10T21:01:00Z')).json();
    expect(next).toMatchObject({ strike_days: 1, today_earned: false });
    // The last seven local days, today last: 10 March earned, 11 March (today) in progress.
    expect(next.week_statuses).toEqual([
      'not_earned',
      'not_earned',
      'not_earned',
      'not_earned',
      'not_earned',
      'earned',
      'in_progress',
    ]);
  });

  it('lights as many days as the streak counts, also on a Monday (5 days ending Monday 23 Nov 2026)', async () => {
    const u = await student('RU');
    for (const day of ['2026-11-19', '2026-11-20', '2026-11-21', '2026-11-22', '2026-11-23'])
      await watch(u.id, `${day}T09:00:00Z`);
    const res = (await strike(u, '2026-11-23T12:00:00Z')).json();
    expect(res).toMatchObject({ strike_days: 5, today_earned: true });
    expect(res.week_statuses).toEqual([
      'not_earned',
      'not_earned',
      'earned',
      'earned',
      'earned',
      'earned',
      'earned',
    ]);
    expect(res.week_statuses.filter((s: string) => s === 'earned')).toHaveLength(res.strike_days);
  });

  it('dates each exp entry by its event, so the exp history spreads over the real days', async () => {
    const u = await student('RU');
    await watch(u.id, '2026-10-01T09:00:00Z');
    await watch(u.id, '2026-10-15T09:00:00Z');
    now = new Date('2026-11-01T09:00:00Z');
    const res = await t.app.inject({
      method: 'GET',
      url: '/api/v2/students/exp-history/',
      headers: bearer(u.access),
    });
    const dates = res.json<{ results: { created_at: string }[] }>().results.map((r) => r.created_at);
    expect(dates).toEqual(['2026-10-15T09:00:00.000Z', '2026-10-01T09:00:00.000Z']);
  });

  it('resets after a missed day', async () => {
    const u = await student('RU');
    await watch(u.id, '2026-04-01T09:00:00Z');
    await watch(u.id, '2026-04-02T09:00:00Z');
    expect((await strike(u, '2026-04-03T09:00:00Z')).json()).toMatchObject({ strike_days: 2 });
    expect((await strike(u, '2026-04-04T09:00:00Z')).json()).toMatchObject({
      strike_days: 0,
      today_earned: false,
    });
    await watch(u.id, '2026-04-04T10:00:00Z');
    expect((await strike(u, '2026-04-04T11:00:00Z')).json()).toMatchObject({
      strike_days: 1,
      today_earned: true,
    });
  });

  it('survives a change of timezone (dates counted stay as they were)', async () => {
    const u = await student('KZ');
    await watch(u.id, '2026-05-10T06:00:00Z');
    await watch(u.id, '2026-05-11T20:00:00Z'); // 01:00 on 12 May in Almaty
    await setZone(u.id, 'America/New_York'); // now it is still 11 May in New York
    const res = (await strike(u, '2026-05-11T22:00:00Z')).json();
    expect(res).toMatchObject({ strike_days: 2, today_earned: true });
    await watch(u.id, '2026-05-12T22:00:00Z'); // 12 May in New York
    expect((await strike(u, '2026-05-12T23:00:00Z')).json()).toMatchObject({
      strike_days: 3,
      today_earned: true,
    });
  });

  it('is not shifted by a daylight-saving change (Europe/Berlin, 29 March 2026)', async () => {
    const u = await student('RU', 'Europe/Berlin');
    await watch(u.id, '2026-03-28T11:00:00Z');
    await watch(u.id, '2026-03-29T11:00:00Z');
    await watch(u.id, '2026-03-29T22:30:00Z'); // 00:30 CEST on 30 March (a fixed +1 would say 29 March)
    expect((await strike(u, '2026-03-30T10:00:00Z')).json()).toMatchObject({
      strike_days: 3,
      today_earned: true,
    });
  });

  it('a purchase (exp through creditLedger) counts the day', async () => {
    const u = await student('RU');
    now = new Date();
    await t.app.prepa.db.transaction((tx) =>
      creditLedger(tx, {
        userId: u.id,
        currency: 'exp',
        amount: 50,
        reason: 'PURCHASE',
        eventKey: `purchase:test:${u.id}`,
      }),
    );
    expect((await strike(u, now.toISOString())).json()).toMatchObject({
      strike_days: 1,
      today_earned: true,
    });
  });

  it('credits a streak milestone once, however often the events repeat', async () => {
    const u = await student('RU');
    for (const day of ['01', '02', '03']) await watch(u.id, `2026-06-${day}T09:00:00Z`);
    await watch(u.id, '2026-06-03T12:00:00Z');
    const res = await t.app.inject({
      method: 'GET',
      url: '/api/v2/students/balance-history/',
      headers: bearer(u.access),
    });
    const streak = res.json().results.filter((e: { reason: string }) => e.reason === 'STREAK_REWARD');
    expect(streak).toEqual([expect.objectContaining({ currency: 'umcoins', amount: 10 })]);
    expect((await strike(u, '2026-06-03T13:00:00Z')).json().next_reward).toEqual({
      umcoins: 30,
      medals: 1,
      strike_days: 7,
    });
  });
});
