import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import { enrollments } from '../../db/schema/index.js';
import { bearer, createTestApp, signedInUser, type TestApp } from '../../../test/app.js';
import { createCatalogue } from '../../../test/shop-factories.js';

/**
 * Issue 11: while the database's change feed is live, a student's catalogue list (the catalogue's stamp
 * and what they own) is answered from memory, and only the feed's word — a notification from the
 * trigger of migration 0019 — or the end of an enrolment sends the next read to the database.
 */
let t: TestApp;
let cat: Awaited<ReturnType<typeof createCatalogue>>;

async function until(check: () => boolean, ms = 5_000): Promise<void> {
  const started = Date.now();
  while (!check()) {
    if (Date.now() - started > ms) throw new Error('timed out');
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

beforeAll(async () => {
  t = await createTestApp({}, {}, undefined, { exactFeedTiming: true });
  cat = await createCatalogue(t.app);
  await until(() => t.app.prepa.changes.live);
});
afterAll(() => t.close());

const settled = () => t.app.prepa.changes.settle();

async function isOwned(access: string, productId: number): Promise<boolean | undefined> {
  const res = await t.app.inject({
    method: 'GET',
    url: '/api/v2/shop/products/?limit=50',
    headers: bearer(access),
  });
  expect(res.statusCode).toBe(200);
  return (res.json() as { results: { id: number; is_owned: boolean }[] }).results.find(
    (p) => p.id === productId,
  )?.is_owned;
}

const enrol = (userId: number, productId: number, endsAt: Date) =>
  t.app.prepa.db.insert(enrollments).values({
    userId,
    productId,
    startsAt: new Date(),
    endsAt,
    grantKey: `test:${userId}:${productId}:${endsAt.getTime()}`,
    source: 'PURCHASE',
    transactionId: null,
  });

const inDays = (days: number) => new Date(Date.now() + days * 86_400_000);

describe('the catalogue list on the change feed', () => {
  it('answers from memory: an enrolment written with the trigger off is not seen until a told change', async () => {
    const u = await signedInUser(t.app);
    expect(await isOwned(u.access, cat.ind.id)).toBe(false);
    // Written past the feed (its trigger off): nothing tells the app, so the kept answer stands — the
    // proof that the read did not ask the database.
    await t.app.prepa.db.transaction(async (tx) => {
      await tx.execute(sql`ALTER TABLE enrollments DISABLE TRIGGER enrollments_notify_change`);
      await tx.insert(enrollments).values({
        userId: u.id,
        productId: cat.ind.id,
        startsAt: new Date(),
        endsAt: inDays(30),
        grantKey: `test:${u.id}:silent`,
        source: 'PURCHASE',
        transactionId: null,
      });
      await tx.execute(sql`ALTER TABLE enrollments ENABLE TRIGGER enrollments_notify_change`);
    });
    await settled();
    expect(await isOwned(u.access, cat.ind.id)).toBe(false);
    // Any told change of this student's enrolments: the next read asks the database and sees both.
    await enrol(u.id, cat.mg.id, inDays(30));
    await settled();
    expect(await isOwned(u.access, cat.ind.id)).toBe(true);
    expect(await isOwned(u.access, cat.mg.id)).toBe(true);
  });

  it("drops only the student told of: another student's kept answer stands", async () => {
    const [a, b] = [await signedInUser(t.app), await signedInUser(t.app)];
    expect(await isOwned(a.access, cat.mgFull.id)).toBe(false);
    expect(await isOwned(b.access, cat.mgFull.id)).toBe(false);
    await t.app.prepa.db.transaction(async (tx) => {
      await tx.execute(sql`ALTER TABLE enrollments DISABLE TRIGGER enrollments_notify_change`);
      await tx.insert(enrollments).values({
        userId: b.id,
        productId: cat.mgFull.id,
        startsAt: new Date(),
        endsAt: inDays(30),
        grantKey: `test:${b.id}:silent`,
        source: 'PURCHASE',
        transactionId: null,
      });
      await tx.execute(sql`ALTER TABLE enrollments ENABLE TRIGGER enrollments_notify_change`);
    });
    await enrol(a.id, cat.mgFull.id, inDays(30));
    await settled();
    expect(await isOwned(a.access, cat.mgFull.id)).toBe(true);
    expect(await isOwned(b.access, cat.mgFull.id)).toBe(false);
  });

  it('stops showing a course as owned when its enrolment ends, with no write in between', async () => {
    const u = await signedInUser(t.app);
    await enrol(u.id, cat.mgFull.id, new Date(Date.now() + 1_500));
    await settled();
    expect(await isOwned(u.access, cat.mgFull.id)).toBe(true);
    await new Promise((resolve) => setTimeout(resolve, 1_600));
    expect(await isOwned(u.access, cat.mgFull.id)).toBe(false);
  });

  it('sees a write made through the API at the very next read (the write settles before it answers)', async () => {
    const u = await signedInUser(t.app);
    expect(await isOwned(u.access, cat.mgFull.id)).toBe(false);
    // A purchase through the API: the sandbox's checkout grants the course in the callback.
    const added = await t.app.inject({
      method: 'POST',
      url: '/api/cart/',
      headers: bearer(u.access),
      payload: { item: { product: cat.mgFull.id, pack: null } },
    });
    expect(added.statusCode).toBe(200);
    const init = await t.app.inject({
      method: 'POST',
      url: '/api/core/pay/init/',
      headers: bearer(u.access),
      payload: {},
    });
    const paid = await t.app.inject({
      method: 'POST',
      url: `/api/core/pay/sandbox/checkout/${init.json().transaction_uuid}/`,
      payload: 'action=pay',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
    });
    expect(paid.headers.location).toBe(`/payment/success/${init.json().transaction_uuid}`);
    expect(await isOwned(u.access, cat.mgFull.id)).toBe(true);
    // And a refund-like removal by SQL is seen once told.
    await t.app.prepa.db.delete(enrollments).where(eq(enrollments.userId, u.id));
    await settled();
    expect(await isOwned(u.access, cat.mgFull.id)).toBe(false);
  });
});
