import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bannerClosures, banners, studentProfiles } from '../../db/schema/index.js';
import { bearer, signedInUser, type TestApp } from '../../../test/app.js';
import { feedTestApp, untold } from '../../../test/feed.js';

/**
 * Issue 11: while the change feed is live, a student's banners (Home's first section) are answered
 * from memory until migration 0024's triggers tell of a change to the banners, the student's closed
 * banners or goals, or the student's local day ends (a banner's season is a range of days).
 */
let t: TestApp;
let now = new Date();

beforeAll(async () => {
  t = await feedTestApp({ clock: () => now });
});
afterAll(() => t.close());

async function bannerIds(access: string): Promise<number[]> {
  const res = await t.app.inject({ method: 'GET', url: '/api/core/banner/', headers: bearer(access) });
  expect(res.statusCode).toBe(200);
  return (res.json() as { results: { id: number }[] }).results.map((b) => b.id);
}

describe('the banners on the change feed', () => {
  it('keeps the list until a banner or a closure is told of, for that student only', async () => {
    now = new Date();
    const [a, b] = [await signedInUser(t.app), await signedInUser(t.app)];
    const [banner] = await t.app.prepa.db.insert(banners).values({ title: 'Интенсив' }).returning();
    if (!banner) throw new Error('no banner');
    await t.app.prepa.changes.settle();
    expect(await bannerIds(a.access)).toContain(banner.id);
    expect(await bannerIds(b.access)).toContain(banner.id);
    // Closed past the feed for b: b's kept list stands (the read asked the database nothing).
    await untold(t.app, 'banner_closures', 'banner_closures_notify_change', (tx) =>
      tx.insert(bannerClosures).values({ userId: b.id, bannerId: banner.id }),
    );
    expect(await bannerIds(b.access)).toContain(banner.id);
    // Closed through the API by a: a's next read drops it; b's kept list stands.
    const closed = await t.app.inject({
      method: 'POST',
      url: '/api/core/banner/close/',
      headers: bearer(a.access),
      payload: { id: banner.id },
    });
    expect(closed.statusCode).toBe(204);
    expect(await bannerIds(a.access)).not.toContain(banner.id);
    expect(await bannerIds(b.access)).toContain(banner.id);
    // A change to the banners themselves reaches every student.
    await t.app.prepa.db.update(banners).set({ title: 'Интенсив!' }).where(eq(banners.id, banner.id));
    await t.app.prepa.changes.settle();
    expect(await bannerIds(b.access)).not.toContain(banner.id);
    await t.app.prepa.db.update(banners).set({ isActive: false }).where(eq(banners.id, banner.id));
  });

  it("reads again when the student's local day ends: a season that starts tomorrow shows after midnight", async () => {
    now = new Date('2026-11-30T20:59:00Z'); // 23:59 on 30 November in Moscow
    const u = await signedInUser(t.app);
    await t.app.prepa.db.insert(studentProfiles).values({ userId: u.id, timeZone: 'Europe/Moscow' });
    const [winter] = await t.app.prepa.db
      .insert(banners)
      .values({ title: 'Зимний марафон', seasonFrom: '12-01', seasonUntil: '02-28' })
      .returning();
    if (!winter) throw new Error('no banner');
    await t.app.prepa.changes.settle();
    expect(await bannerIds(u.access)).not.toContain(winter.id);
    now = new Date('2026-11-30T21:01:00Z'); // 00:01 on 1 December
    expect(await bannerIds(u.access)).toContain(winter.id);
    await t.app.prepa.db.update(banners).set({ isActive: false }).where(eq(banners.id, winter.id));
  });
});
