import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { couponActivations, coupons } from '../../db/schema/index.js';
import { bearer, signedInUser, type TestApp } from '../../../test/app.js';
import { feedTestApp, untold } from '../../../test/feed.js';
import { createCatalogue, createCoupon } from '../../../test/shop-factories.js';

/**
 * Issue 11: while the change feed is live, a student's activated coupons are answered from memory until
 * the feed tells of a change to their activations or the coupons (migration 0032) or the catalogue.
 */
let t: TestApp;
let cat: Awaited<ReturnType<typeof createCatalogue>>;

beforeAll(async () => {
  t = await feedTestApp();
  cat = await createCatalogue(t.app);
});
afterAll(() => t.close());

async function mine(access: string): Promise<string[]> {
  const res = await t.app.inject({
    method: 'GET',
    url: '/api/products/my-coupons/',
    headers: bearer(access),
  });
  expect(res.statusCode).toBe(200);
  return (res.json() as { results: { code: string }[] }).results.map((r) => r.code);
}

describe('the activated coupons on the change feed', () => {
  it('keeps them until an activation or a coupon is told of, for that student only', async () => {
    const coupon = () =>
      createCoupon(t.app, { kind: 'ACTIVATION', percent: null, productIds: [cat.other.id] });
    const [first, second] = [await coupon(), await coupon()];
    const [a, b] = [await signedInUser(t.app), await signedInUser(t.app)];
    await t.app.prepa.changes.settle();
    expect(await mine(a.access)).toEqual([]);
    expect(await mine(b.access)).toEqual([]);
    // b's activation past the feed: b's kept list stands (the read asked the database nothing).
    await untold(t.app, 'coupon_activations', 'coupon_activations_notify_change', (tx) =>
      tx.insert(couponActivations).values({ couponId: first.id, userId: b.id }),
    );
    expect(await mine(b.access)).toEqual([]);
    // a activates through the API: a's next read has it; b's kept list stands.
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/products/coupons/activate/',
      headers: bearer(a.access),
      payload: { code: second.code },
    });
    expect(res.statusCode).toBe(200);
    expect(await mine(a.access)).toEqual([second.code]);
    expect(await mine(b.access)).toEqual([]);
    // A coupon renamed (told to everyone): b's next read has b's activation under its new code.
    await t.app.prepa.db
      .update(coupons)
      .set({ code: `${first.code}X` })
      .where(eq(coupons.id, first.id));
    await t.app.prepa.changes.settle();
    expect(await mine(b.access)).toEqual([`${first.code}X`]);
  });
});
