import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { activationHashes, transactions } from '../../db/schema/index.js';
import {
  bearer,
  createTestApp,
  errorOf,
  signedInUser,
  signedInUsers,
  type TestApp,
} from '../../../test/app.js';
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
  it('50 students race for the last use of an activation code: one gets the course, 49 × 400 coupon_used_up', async () => {
    const c = await createCoupon(t.app, {
      kind: 'ACTIVATION',
      percent: null,
      productIds: [cat.other.id],
      maxUses: 3,
      usedCount: 2,
    });
    const students = await signedInUsers(t.app, 50);
    const res = await Promise.all(
      students.map((u) => call('POST', '/api/products/coupons/activate/', u.access, { code: c.code })),
    );
    expect(res.filter((r) => r.statusCode === 200)).toHaveLength(1);
    for (const r of res.filter((x) => x.statusCode !== 200)) {
      expect(r.statusCode).toBe(400);
      expect(errorOf(r).errors).toEqual([{ code: 'coupon_used_up', detail: expect.any(String), attr: null }]);
    }
    const owners = await Promise.all(
      students.map(
        async (u) => (await call('GET', '/api/v2/students/my-products/', u.access)).json().results.length,
      ),
    );
    expect(owners.filter((n) => n > 0)).toEqual([1]);
  });

  it('one student sending one activation code 50 times at once activates it once, 49 × 400', async () => {
    const c = await createCoupon(t.app, { kind: 'ACTIVATION', percent: null, productIds: [cat.gift.id] });
    const u = await signedInUser(t.app);
    const res = await Promise.all(
      Array.from({ length: 50 }, () =>
        call('POST', '/api/products/coupons/activate/', u.access, { code: c.code }),
      ),
    );
    expect(res.filter((r) => r.statusCode === 200)).toHaveLength(1);
    for (const r of res.filter((x) => x.statusCode !== 200)) {
      expect(r.statusCode).toBe(400);
      expect(errorOf(r).errors[0]?.code).toBe('coupon_already_activated');
    }
    expect((await call('GET', '/api/products/my-coupons/', u.access)).json().results).toHaveLength(1);
  });

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
