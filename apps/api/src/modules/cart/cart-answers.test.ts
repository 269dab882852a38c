import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { carts, enrollments } from '../../db/schema/index.js';
import { bearer, createTestApp, injectAs, signedInUser, type TestApp } from '../../../test/app.js';
import { createCatalogueWithOptionalGift } from '../../../test/shop-factories.js';

/**
 * Issue 11: a cart read that finds the same cart as before sends the answer made then (`sharedGet`);
 * whatever changes the answer (the cart, what is in it, what its owner owns, the catalogue, who reads
 * it) is seen by the next read, and one student's answer never reaches another.
 */
let t: TestApp;
let cat: Awaited<ReturnType<typeof createCatalogueWithOptionalGift>>;

beforeAll(async () => {
  t = await createTestApp();
  cat = await createCatalogueWithOptionalGift(t.app);
});
afterAll(() => t.close());

async function read(access: string | undefined, encoding?: 'br' | 'gzip', url = '/api/cart/') {
  const res = await t.app.inject({
    method: 'GET',
    url,
    headers: { ...(access ? bearer(access) : {}), ...(encoding ? { 'accept-encoding': encoding } : {}) },
  });
  expect(res.statusCode).toBe(200);
  // A small answer (an empty cart) is sent as it is, whatever the client accepts.
  const sent = res.headers['content-encoding'];
  if (res.rawPayload.length > 1100) expect(sent).toBe(encoding);
  const text =
    sent === 'br'
      ? brotliDecompressSync(res.rawPayload).toString()
      : sent === 'gzip'
        ? gunzipSync(res.rawPayload).toString()
        : res.body;
  return JSON.parse(text) as {
    hash: string;
    is_owner: boolean;
    count: number;
    full_amount: number;
    items: {
      price: number;
      product: { id: number; is_owned: boolean };
      optional_gifts: { selected: boolean }[];
    }[];
  };
}

async function studentWithCart() {
  const u = await signedInUser(t.app);
  const added = await injectAs(t.app, 'POST', '/api/cart/', u.access, {
    item: { product: cat.mgFull.id, pack: null },
  });
  expect(added.statusCode).toBe(200);
  return u;
}

describe('the cart read', () => {
  it('answers the same in every encoding, and each student gets their own cart', async () => {
    const a = await studentWithCart();
    const b = await studentWithCart();
    const first = await read(a.access, 'br');
    expect(first).toMatchObject({ is_owner: true, count: 1 });
    expect(await read(a.access, 'gzip')).toEqual(first);
    expect(await read(a.access)).toEqual(first);
    // B's cart holds the same product at the same price: B still reads B's cart, not A's answer.
    const other = await read(b.access, 'br');
    expect(other.hash).not.toBe(first.hash);
    const [row] = await t.app.prepa.db.select().from(carts).where(eq(carts.userId, b.id));
    expect(other.hash).toBe(row?.hash);
    expect(other).toMatchObject({ is_owner: true, count: 1, full_amount: first.full_amount });

    // Emptied, the two carts hold nothing that tells them apart but the cart itself.
    for (const [who, cart] of [
      [a, first],
      [b, other],
    ] as const) {
      const line = cart.items[0] as unknown as { id: number };
      expect((await injectAs(t.app, 'DELETE', `/api/cart/${line.id}/`, who.access)).statusCode).toBe(200);
    }
    expect(await read(a.access, 'br')).toMatchObject({ hash: first.hash, count: 0 });
    expect(await read(b.access, 'br')).toMatchObject({ hash: other.hash, count: 0 });
  });

  it('shows a change of the lines, the gifts, the price and what the student owns at once', async () => {
    const u = await studentWithCart();
    const before = await read(u.access, 'br');
    expect(before.items[0]?.optional_gifts[0]?.selected).toBe(true);

    const unselected = await injectAs(t.app, 'DELETE', '/api/cart/gifts/', u.access, { ids: [cat.other.id] });
    expect(unselected.statusCode).toBe(200);
    expect((await read(u.access, 'br')).items[0]?.optional_gifts[0]?.selected).toBe(false);

    await t.app.prepa.db.execute(
      sql`UPDATE products SET prices = jsonb_set(prices, '{RUB}', '1111100') WHERE id = ${cat.mgFull.id}`,
    );
    const repriced = await read(u.access, 'br');
    expect(repriced.items[0]?.price).toBe(11_111_00);
    expect(repriced.full_amount).toBe(11_111_00);

    expect(repriced.items[0]?.product.is_owned).toBe(false);
    await t.app.prepa.db.insert(enrollments).values({
      userId: u.id,
      productId: cat.mgFull.id,
      startsAt: new Date(),
      endsAt: new Date(Date.now() + 30 * 86_400_000),
      grantKey: `test:answers:${u.id}`,
      source: 'PURCHASE',
      transactionId: null,
    });
    expect((await read(u.access, 'br')).items[0]?.product.is_owned).toBe(true);

    const item = (await read(u.access)).items[0] as unknown as { id: number };
    expect((await injectAs(t.app, 'DELETE', `/api/cart/${item.id}/`, u.access)).statusCode).toBe(200);
    expect(await read(u.access, 'br')).toMatchObject({ count: 0, full_amount: 0, items: [] });
  });

  it('tells the owner of a shared cart from the one who opens its link, whoever reads first', async () => {
    const owner = await studentWithCart();
    const payer = await signedInUser(t.app);
    const shared = await injectAs(t.app, 'POST', '/api/cart/share/', owner.access);
    expect(shared.statusCode).toBe(200);
    const url = `/api/cart/?hash=${shared.json().hash}`;
    expect((await read(owner.access, 'br', url)).is_owner).toBe(true);
    expect((await read(payer.access, 'br', url)).is_owner).toBe(false);
    expect((await read(undefined, 'br', url)).is_owner).toBe(false);
    expect((await read(owner.access, 'br', url)).is_owner).toBe(true);
  });
});
