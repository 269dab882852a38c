import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { cartItems, carts, enrollments } from '../../db/schema/index.js';
import { bearer, signedInUser, type TestApp } from '../../../test/app.js';
import { feedTestApp, untold } from '../../../test/feed.js';
import { createCatalogue } from '../../../test/shop-factories.js';

/**
 * Issue 11: while the change feed is live, a student's own cart is read from memory until the triggers
 * of migration 0021 tell of a change to their cart (row, lines, bundles), or of the catalogue or their
 * enrolments, or an enrolment ends.
 */
let t: TestApp;
let cat: Awaited<ReturnType<typeof createCatalogue>>;

beforeAll(async () => {
  t = await feedTestApp();
  cat = await createCatalogue(t.app);
});
afterAll(() => t.close());

const settled = () => t.app.prepa.changes.settle();

interface CartBody {
  items: { product: { id: number; is_owned?: boolean } }[];
}
async function cartOf(access: string): Promise<CartBody> {
  const res = await t.app.inject({ method: 'GET', url: '/api/cart/', headers: bearer(access) });
  expect(res.statusCode).toBe(200);
  return res.json();
}
const productIds = (cart: CartBody) => cart.items.map((i) => i.product.id).sort((a, b) => a - b);

async function add(access: string, product: number) {
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/cart/',
    headers: bearer(access),
    payload: { item: { product, pack: null } },
  });
  expect(res.statusCode).toBe(200);
}

describe("the student's own cart on the change feed", () => {
  it('is kept until its lines are told to have changed, and a write through the API is seen at once', async () => {
    const u = await signedInUser(t.app);
    await add(u.access, cat.mgFull.id);
    expect(productIds(await cartOf(u.access))).toEqual([cat.mgFull.id]);
    const [own] = await t.app.prepa.db.select({ id: carts.id }).from(carts).where(eq(carts.userId, u.id));
    // A line written past the feed: the kept cart stands (the read asked the database nothing).
    await untold(t.app, 'cart_items', 'cart_items_notify_change', (tx) =>
      tx.insert(cartItems).values({ cartId: own!.id, productId: cat.mg.id, packId: null }),
    );
    expect(productIds(await cartOf(u.access))).toEqual([cat.mgFull.id]);
    // A line removed by SQL, told: the next read has the cart as the database holds it.
    await t.app.prepa.db.delete(cartItems).where(eq(cartItems.productId, cat.mgFull.id));
    await settled();
    expect(productIds(await cartOf(u.access))).toEqual([cat.mg.id]);
    // Through the API: the add settles before it answers.
    await add(u.access, cat.mgFull.id);
    expect(productIds(await cartOf(u.access))).toEqual([cat.mg.id, cat.mgFull.id].sort((a, b) => a - b));
  });

  it('shows a line as owned once an enrolment is told, and not after it ends', async () => {
    const u = await signedInUser(t.app);
    await add(u.access, cat.mgFull.id);
    const owned = async () => (await cartOf(u.access)).items[0]?.product.is_owned;
    expect(await owned()).toBe(false);
    await t.app.prepa.db.insert(enrollments).values({
      userId: u.id,
      productId: cat.mgFull.id,
      startsAt: new Date(),
      endsAt: new Date(Date.now() + 1_500),
      grantKey: `test:${u.id}:cart`,
      source: 'PURCHASE',
      transactionId: null,
    });
    await settled();
    expect(await owned()).toBe(true);
    await new Promise((resolve) => setTimeout(resolve, 1_600));
    expect(await owned()).toBe(false);
  });
});
