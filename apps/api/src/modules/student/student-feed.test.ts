import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { studentProfiles, users } from '../../db/schema/index.js';
import { bearer, signedInUser, type TestApp } from '../../../test/app.js';
import { feedTestApp, untold } from '../../../test/feed.js';

/**
 * Issue 11: while the change feed is live, a student's statuses, flags, start-up modals and additional
 * info are answered from memory until the feed tells of a change to their `users` or `student_profiles`
 * row (`profile:<user>`, migration 0022).
 */
let t: TestApp;

beforeAll(async () => {
  t = await feedTestApp();
});
afterAll(() => t.close());

type Student = Awaited<ReturnType<typeof signedInUser>>;
async function call(method: 'GET' | 'PATCH', url: string, s: Student, payload?: object) {
  const res = await t.app.inject({
    method,
    url,
    headers: { ...bearer(s.access), 'x-platform': 'RU' },
    ...(payload ? { payload } : {}),
  });
  expect(res.statusCode).toBe(200);
  return res.json() as Record<string, unknown>;
}
/** What the four reads answer, side by side. */
async function reads(s: Student) {
  const statuses = await call('GET', '/api/v2/students/statuses/', s);
  const flags = await call('GET', '/api/v2/students/flags/', s);
  const modals = await call('GET', '/api/v2/core/users/system-modals/', s);
  const info = await call('GET', '/api/v2/core/users/additional-info/', s);
  return {
    goalsChosen: statuses.has_chosen_goals !== null,
    lottery: flags.is_apartment_lottery_accepted,
    modals: modals.need_modals as string[],
    parentPhone: info.parent_phone,
  };
}
const fresh = { goalsChosen: false, lottery: false, parentPhone: null };

describe('the student’s own settings on the change feed', () => {
  it('keeps them until a change to the student’s rows is told, for that student only', async () => {
    const [a, b] = [await signedInUser(t.app), await signedInUser(t.app)];
    expect(await reads(a)).toMatchObject(fresh);
    expect(await reads(b)).toMatchObject(fresh);
    expect((await reads(b)).modals).toContain('loyaltyProgram');
    // b's rows changed past the feed: b's kept answers stand (the reads asked the database nothing).
    const seen = {
      hasChosenGoals: '2026-01-01T00:00:00.000Z',
      viewedLoyaltyProgram: '2026-01-01T00:00:00.000Z',
    };
    await untold(t.app, 'student_profiles', 'student_profiles_notify_profile', (tx) =>
      tx
        .update(studentProfiles)
        .set({ statuses: seen, lotteryAcceptedAt: new Date() })
        .where(eq(studentProfiles.userId, b.id)),
    );
    await untold(t.app, 'users', 'users_notify_change', (tx) =>
      tx.update(users).set({ parentPhone: '+79990000000' }).where(eq(users.id, b.id)),
    );
    expect(await reads(b)).toMatchObject(fresh);
    // a's writes through the API answer what they wrote, and so do a's next reads.
    expect(
      (await call('PATCH', '/api/v2/students/statuses/', a, { hasChosenGoals: true })).has_chosen_goals,
    ).not.toBeNull();
    expect(
      (await call('PATCH', '/api/v2/students/flags/', a, { isApartmentLotteryAccepted: true }))
        .is_apartment_lottery_accepted,
    ).toBe(true);
    expect(
      (await call('PATCH', '/api/v2/core/users/additional-info/', a, { parent_phone: '+79991112233' }))
        .parent_phone,
    ).toBe('+79991112233');
    await call('PATCH', '/api/v2/students/statuses/', a, { viewedLoyaltyProgram: true });
    const after = await reads(a);
    expect(after).toMatchObject({ goalsChosen: true, lottery: true, parentPhone: '+79991112233' });
    expect(after.modals).not.toContain('loyaltyProgram');
    // …while b's kept answers still stand; a change to b told of reaches b's next reads.
    expect(await reads(b)).toMatchObject(fresh);
    await t.app.prepa.db
      .update(studentProfiles)
      .set({ updatedAt: new Date() })
      .where(eq(studentProfiles.userId, b.id));
    await t.app.prepa.changes.settle();
    const told = await reads(b);
    expect(told).toMatchObject({ goalsChosen: true, lottery: true, parentPhone: '+79990000000' });
    expect(told.modals).not.toContain('loyaltyProgram');
  });
});
