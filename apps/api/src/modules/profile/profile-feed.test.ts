import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ledgerEntries, studentProfiles, users } from '../../db/schema/index.js';
import { bearer, signedInUser, type TestApp } from '../../../test/app.js';
import { feedTestApp, untold } from '../../../test/feed.js';

/**
 * Issue 11: while the change feed is live, a user's profile (and the level beside it) is answered from
 * memory until the triggers of migrations 0020 and 0022 tell of a change to their user row, student
 * profile or ledger, and no longer than "new" holds.
 */
let t: TestApp;

beforeAll(async () => {
  t = await feedTestApp();
});
afterAll(() => t.close());

interface Profile {
  telegram: string | null;
  language: string;
  nickname: string | null;
  exp: number;
  is_new: boolean;
}

const get = async <T>(access: string, url: string) => {
  const res = await t.app.inject({ method: 'GET', url, headers: bearer(access) });
  expect(res.statusCode).toBe(200);
  return res.json() as T;
};
const profileOf = (access: string) => get<Profile>(access, '/api/v2/core/users/profile/');

describe('the profile on the change feed', () => {
  it('keeps the answer until the user row or the student profile is told to have changed, for that user only', async () => {
    const [a, b] = [await signedInUser(t.app), await signedInUser(t.app)];
    expect((await profileOf(a.access)).telegram).toBeNull();
    expect((await profileOf(b.access)).telegram).toBeNull();
    // Written past the feed: the kept answers stand (the read asked the database nothing).
    await untold(t.app, 'users', 'users_notify_change', (tx) =>
      tx
        .update(users)
        .set({ telegram: '@silent' })
        .where(sql`${users.id} in (${a.id}, ${b.id})`),
    );
    expect((await profileOf(a.access)).telegram).toBeNull();
    // Told for a (through the student profile): a's next read sees both changes; b's kept answer stands.
    await t.app.prepa.db
      .insert(studentProfiles)
      .values({ userId: a.id, nickname: 'told' })
      .onConflictDoUpdate({
        target: studentProfiles.userId,
        set: { nickname: 'told' },
      });
    await t.app.prepa.changes.settle();
    expect(await profileOf(a.access)).toMatchObject({ telegram: '@silent', nickname: 'told' });
    expect((await profileOf(b.access)).telegram).toBeNull();
  });

  it('answers a save with the saved profile, and the next read agrees', async () => {
    const u = await signedInUser(t.app);
    expect((await profileOf(u.access)).language).toBe('ru');
    const res = await t.app.inject({
      method: 'PATCH',
      url: '/api/v2/core/users/profile/',
      headers: { ...bearer(u.access), 'x-platform': 'RU' },
      payload: { language: 'en' },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ language: 'en' });
    expect((await profileOf(u.access)).language).toBe('en');
  });

  it('shows experience credited by SQL in the profile and the level once the feed has told of it', async () => {
    const u = await signedInUser(t.app);
    expect((await profileOf(u.access)).exp).toBe(0);
    expect((await get<{ exp: number }>(u.access, '/api/students/next-level/')).exp).toBe(0);
    await t.app.prepa.db
      .insert(ledgerEntries)
      .values({ userId: u.id, currency: 'exp', amount: 40, reason: 'test', eventKey: `exp:${u.id}` });
    await t.app.prepa.changes.settle();
    expect((await profileOf(u.access)).exp).toBe(40);
    expect((await get<{ exp: number }>(u.access, '/api/students/next-level/')).exp).toBe(40);
  });

  it('stops calling the user new a day after registration, with no write in between', async () => {
    const u = await signedInUser(t.app);
    await t.app.prepa.db
      .update(users)
      .set({ createdAt: sql`now() - interval '1 day' + interval '1.5 seconds'` })
      .where(eq(users.id, u.id));
    await t.app.prepa.changes.settle();
    expect((await profileOf(u.access)).is_new).toBe(true);
    await new Promise((resolve) => setTimeout(resolve, 1_700));
    expect((await profileOf(u.access)).is_new).toBe(false);
  });
});
