import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { enrollments, subscriptions } from '../../db/schema/index.js';
import { bearer, signedInUser, type TestApp } from '../../../test/app.js';
import { feedTestApp, untold } from '../../../test/feed.js';
import { createCatalogue, enrolmentRow, inDays } from '../../../test/shop-factories.js';

/**
 * Issue 11: while the change feed is live, a student's own course list (Home's "my courses") and their
 * subscriptions are answered from memory until the feed tells of a change to their enrolments,
 * subscriptions or the catalogue, or the first of its enrolments (a subscription's period) ends.
 */
let t: TestApp;
let cat: Awaited<ReturnType<typeof createCatalogue>>;

beforeAll(async () => {
  t = await feedTestApp();
  cat = await createCatalogue(t.app);
});
afterAll(() => t.close());

async function myCourses(access: string): Promise<number[]> {
  const res = await t.app.inject({
    method: 'GET',
    url: '/api/v2/students/my-products/',
    headers: bearer(access),
  });
  expect(res.statusCode).toBe(200);
  return (res.json() as { results: { product: { id: number } }[] }).results.map((r) => r.product.id).sort();
}

describe("the student's course list on the change feed", () => {
  it('keeps the list until the enrolments are told to have changed, for that student only', async () => {
    const [a, b] = [await signedInUser(t.app), await signedInUser(t.app)];
    expect(await myCourses(a.access)).toEqual([]);
    expect(await myCourses(b.access)).toEqual([]);
    // Written past the feed: the kept answers stand (the reads asked the database nothing).
    await untold(t.app, 'enrollments', 'enrollments_notify_change', (tx) =>
      tx
        .insert(enrollments)
        .values([
          enrolmentRow(a.id, cat.ind.id, inDays(30), 'silent'),
          enrolmentRow(b.id, cat.ind.id, inDays(30), 'silent'),
        ]),
    );
    expect(await myCourses(a.access)).toEqual([]);
    // Told for a: a's next read sees both courses; b's kept list stands.
    await t.app.prepa.db.insert(enrollments).values(enrolmentRow(a.id, cat.mg.id, inDays(30), 'told'));
    await t.app.prepa.changes.settle();
    expect(await myCourses(a.access)).toEqual([cat.ind.id, cat.mg.id].sort());
    expect(await myCourses(b.access)).toEqual([]);
  });

  it('drops a course when its enrolment ends, with no write in between', async () => {
    const u = await signedInUser(t.app);
    await t.app.prepa.db
      .insert(enrollments)
      .values([
        enrolmentRow(u.id, cat.mgFull.id, new Date(Date.now() + 1_500), 'short'),
        enrolmentRow(u.id, cat.ind.id, inDays(30), 'long'),
      ]);
    await t.app.prepa.changes.settle();
    expect(await myCourses(u.access)).toEqual([cat.mgFull.id, cat.ind.id].sort());
    await new Promise((resolve) => setTimeout(resolve, 1_600));
    expect(await myCourses(u.access)).toEqual([cat.ind.id]);
  });

  it('keeps the subscriptions until a change is told, and shows one expired when its period ends', async () => {
    const [a, b] = [await signedInUser(t.app), await signedInUser(t.app)];
    const subscription = (userId: number, end: Date) => ({
      userId,
      productId: cat.mg.id,
      status: 'ACTIVE' as const,
      autoRenewal: true,
      currentPeriodStart: new Date(Date.now() - 86_400_000),
      currentPeriodEnd: end,
      price: 399_000,
      currency: 'RUB' as const,
    });
    const statuses = async (access: string) => {
      const res = await t.app.inject({
        method: 'GET',
        url: '/api/v2/students/subscriptions/',
        headers: bearer(access),
      });
      expect(res.statusCode).toBe(200);
      return (res.json() as { results: { status: string }[] }).results.map((r) => r.status);
    };
    expect(await statuses(a.access)).toEqual([]);
    expect(await statuses(b.access)).toEqual([]);
    await untold(t.app, 'subscriptions', 'subscriptions_notify_change', (tx) =>
      tx.insert(subscriptions).values(subscription(b.id, inDays(30))),
    );
    expect(await statuses(b.access)).toEqual([]);
    await t.app.prepa.db.insert(subscriptions).values(subscription(a.id, new Date(Date.now() + 1_500)));
    await t.app.prepa.changes.settle();
    expect(await statuses(a.access)).toEqual(['ACTIVE']);
    expect(await statuses(b.access)).toEqual([]);
    await new Promise((resolve) => setTimeout(resolve, 1_600));
    expect(await statuses(a.access)).toEqual(['EXPIRED']);
  });
});
