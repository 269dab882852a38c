import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { activationHashes, transactions } from '../../db/schema/index.js';
import { bearer, createTestApp, errorOf, signedInUser, type TestApp } from '../../../test/app.js';
import { createCatalogue, createCoupon } from '../../../test/shop-factories.js';

let t: TestApp;
let cat: Awaited<ReturnType<typeof createCatalogue>>;

beforeAll(async () => {
  t = await createTestApp();
  cat = await createCatalogue(t.app);
});
afterAll(() => t.close());

const call = (method: 'GET' | 'POST', url: string, access?: string, payload?: object) =>
  t.app.inject({ method, url, ...(payload ? { payload } : {}), headers: access ? bearer(access) : {} });

describe('promo codes', () => {
  it('activates an activation code once, lists it, and answers 404 for unknown codes', async () => {
    const u = await signedInUser(t.app);
    const c = await createCoupon(t.app, { kind: 'ACTIVATION', percent: null, productIds: [cat.gift.id] });
    const ok = await call('POST', '/api/products/coupons/activate/', u.access, { code: c.code });
    expect(ok.json().products).toEqual([
      expect.objectContaining({
        id: cat.gift.id,
        product_type: expect.objectContaining({
          course_type: { sys_course_type: { title: 'Мастер-группа' } },
        }),
      }),
    ]);
    expect(
      errorOf(await call('POST', '/api/products/coupons/activate/', u.access, { code: c.code })).errors[0]
        ?.code,
    ).toBe('coupon_already_activated');
    const missing = await call('POST', '/api/products/coupons/activate/', u.access, { code: 'NOPE' });
    expect(missing.statusCode).toBe(404);
    const discount = await createCoupon(t.app);
    expect(
      errorOf(await call('POST', '/api/products/coupons/activate/', u.access, { code: discount.code }))
        .errors[0]?.code,
    ).toBe('coupon_not_activation');
    expect((await call('POST', '/api/products/coupons/activate/', u.access, { code: '' })).statusCode).toBe(
      400,
    );
    const mine = (await call('GET', '/api/products/my-coupons/', u.access)).json().results;
    expect(mine).toHaveLength(1);
    expect((await call('GET', '/api/v2/students/my-products/', u.access)).json().results[0].product.id).toBe(
      cat.gift.id,
    );
  });

  it('activates a product link: 200, then 400; 402 before payment; 404 unknown', async () => {
    const u = await signedInUser(t.app);
    const db = t.app.prepa.db;
    await db.insert(activationHashes).values({ hash: 'h-ok', productIds: [cat.mg.id] });
    const [tx] = await db
      .insert(transactions)
      .values({
        uuid: 'tx-unpaid',
        orderNumber: 'P-1',
        beneficiaryUserId: u.id,
        status: 'PENDING',
        method: 'CARD',
        provider: 'sandbox',
        platform: 'RU',
        fullAmount: 1,
        discount: 0,
        amount: 1,
        currency: 'RUB',
        lines: [],
      })
      .returning();
    await db
      .insert(activationHashes)
      .values({ hash: 'h-unpaid', productIds: [cat.mg.id], transactionId: tx?.id });
    const ok = await call('POST', '/api/products/activate/h-ok/', u.access);
    expect(ok.statusCode).toBe(200);
    expect(ok.json().products[0].id).toBe(cat.mg.id);
    expect((await call('POST', '/api/products/activate/h-ok/', u.access)).statusCode).toBe(400);
    expect((await call('POST', '/api/products/activate/h-unpaid/', u.access)).statusCode).toBe(402);
    expect((await call('POST', '/api/products/activate/nope/', u.access)).statusCode).toBe(404);
  });
});
