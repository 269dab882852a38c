import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { enrollments } from '../../db/schema/index.js';
import { bearer, signedInUser, type TestApp } from '../../../test/app.js';
import { feedTestApp, untold } from '../../../test/feed.js';
import { buyInSandbox, createCatalogue, enrolmentRow, inDays } from '../../../test/shop-factories.js';

/**
 * Issue 11: while the database's change feed is live, a student's catalogue list (the catalogue's stamp
 * and what they own) is answered from memory, and only the feed's word — a notification from the
 * trigger of migration 0019 — or the end of an enrolment sends the next read to the database.
 */
let t: TestApp;
let cat: Awaited<ReturnType<typeof createCatalogue>>;

beforeAll(async () => {
  t = await feedTestApp();
  cat = await createCatalogue(t.app);
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

/** An enrolment the feed is not told of (its trigger off). */
const silentEnrolment = (userId: number, productId: number) =>
  untold(t.app, 'enrollments', 'enrollments_notify_change', (tx) =>
    tx.insert(enrollments).values(enrolmentRow(userId, productId, inDays(30), 'silent')),
  );

describe('the catalogue list on the change feed', () => {
  it('answers from memory: an enrolment written with the trigger off is not seen until a told change', async () => {
    const u = await signedInUser(t.app);
    expect(await isOwned(u.access, cat.ind.id)).toBe(false);
    // Nothing tells the app, so the kept answer stands — the proof that the read did not ask.
    await silentEnrolment(u.id, cat.ind.id);
    expect(await isOwned(u.access, cat.ind.id)).toBe(false);
    // Any told change of this student's enrolments: the next read asks the database and sees both.
    await t.app.prepa.db.insert(enrollments).values(enrolmentRow(u.id, cat.mg.id, inDays(30)));
    await settled();
    expect(await isOwned(u.access, cat.ind.id)).toBe(true);
    expect(await isOwned(u.access, cat.mg.id)).toBe(true);
  });

  it("drops only the student told of: another student's kept answer stands", async () => {
    const [a, b] = [await signedInUser(t.app), await signedInUser(t.app)];
    expect(await isOwned(a.access, cat.mgFull.id)).toBe(false);
    expect(await isOwned(b.access, cat.mgFull.id)).toBe(false);
    await silentEnrolment(b.id, cat.mgFull.id);
    await t.app.prepa.db.insert(enrollments).values(enrolmentRow(a.id, cat.mgFull.id, inDays(30)));
    await settled();
    expect(await isOwned(a.access, cat.mgFull.id)).toBe(true);
    expect(await isOwned(b.access, cat.mgFull.id)).toBe(false);
  });

  it('stops showing a course as owned when its enrolment ends, with no write in between', async () => {
    const u = await signedInUser(t.app);
    await t.app.prepa.db
      .insert(enrollments)
      .values(enrolmentRow(u.id, cat.mgFull.id, new Date(Date.now() + 1_500)));
    await settled();
    expect(await isOwned(u.access, cat.mgFull.id)).toBe(true);
    await new Promise((resolve) => setTimeout(resolve, 1_600));
    expect(await isOwned(u.access, cat.mgFull.id)).toBe(false);
  });

  it('sees a write made through the API at the very next read (the write settles before it answers)', async () => {
    const u = await signedInUser(t.app);
    expect(await isOwned(u.access, cat.mgFull.id)).toBe(false);
    // A purchase through the API: the sandbox's checkout grants the course in the callback.
    await buyInSandbox(t.app, u.access, cat.mgFull.id);
    expect(await isOwned(u.access, cat.mgFull.id)).toBe(true);
    // And a removal by SQL is seen once told.
    await t.app.prepa.db.delete(enrollments).where(eq(enrollments.userId, u.id));
    await settled();
    expect(await isOwned(u.access, cat.mgFull.id)).toBe(false);
  });
});

describe('a product’s page on the change feed', () => {
  async function pageIsOwned(access: string, productId: number): Promise<boolean> {
    const res = await t.app.inject({
      method: 'GET',
      url: `/api/v2/shop/products/${productId}/`,
      headers: bearer(access),
    });
    expect(res.statusCode, res.body).toBe(200);
    return (res.json() as { is_owned: boolean }).is_owned;
  }

  it('answers from the kept catalogue and courses: an untold enrolment is not seen until a told one', async () => {
    const u = await signedInUser(t.app);
    expect(await pageIsOwned(u.access, cat.ind.id)).toBe(false);
    await silentEnrolment(u.id, cat.ind.id);
    expect(await pageIsOwned(u.access, cat.ind.id)).toBe(false);
    await t.app.prepa.db.insert(enrollments).values(enrolmentRow(u.id, cat.mg.id, inDays(30)));
    await settled();
    expect(await pageIsOwned(u.access, cat.ind.id)).toBe(true);
    expect(await pageIsOwned(u.access, cat.mg.id)).toBe(true);
  });
});
