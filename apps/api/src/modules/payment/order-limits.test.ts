import { and, eq, gt } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  SANDBOX_CALLBACK_PATH,
  SANDBOX_SIGNATURE_HEADER,
  signSandbox,
} from '../../adapters/payments/index.js';
import { getOrCreateSecret } from '../../db/secrets.js';
import { coupons, enrollments, transactions } from '../../db/schema/index.js';
import { bearer, createTestApp, errorOf, signedInUser, type TestApp } from '../../../test/app.js';
import { createCatalogue, createCoupon } from '../../../test/shop-factories.js';

/** Issue 8, defects 1 and 9: only a cart's one current order is payable, at the price it was given. */
let t: TestApp;
let cat: Awaited<ReturnType<typeof createCatalogue>>;
let secret: string;

beforeAll(async () => {
  t = await createTestApp();
  cat = await createCatalogue(t.app);
  secret = await getOrCreateSecret(t.app.prepa.db, 'payment_sandbox', () => 'unused');
});
afterAll(() => t.close());

const call = (method: 'GET' | 'POST' | 'DELETE', url: string, access?: string, payload?: object) =>
  t.app.inject({ method, url, ...(payload ? { payload } : {}), headers: access ? bearer(access) : {} });

function notify(uuid: string, amount: number, eventId: string) {
  const body = JSON.stringify({
    event_id: eventId,
    transaction_uuid: uuid,
    status: 'PAID',
    amount,
    currency: 'RUB',
  });
  return t.app.inject({
    method: 'POST',
    url: SANDBOX_CALLBACK_PATH,
    headers: { 'content-type': 'application/json', [SANDBOX_SIGNATURE_HEADER]: signSandbox(secret, body) },
    payload: body,
  });
}

const checkout = (uuid: string, action: 'pay' | 'decline' = 'pay') =>
  t.app.inject({
    method: 'POST',
    url: `/api/core/pay/sandbox/checkout/${uuid}/`,
    payload: `action=${action}`,
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
  });

async function ordersOf(userId: number) {
  return t.app.prepa.db.select().from(transactions).where(eq(transactions.beneficiaryUserId, userId));
}

describe('a superseded order is never paid at its frozen price (defect 1)', () => {
  it('ten cancelled discounted orders from one coupon use give exactly one discounted PAID order', async () => {
    const c = await createCoupon(t.app, { maxUses: 1 });
    const u = await signedInUser(t.app);
    await call('POST', '/api/cart/', u.access, { item: { product: cat.mg.id, pack: null } });
    const discounted: string[] = [];
    for (let i = 0; i < 10; i++) {
      const applied = await call('POST', '/api/cart/coupon/', u.access, { coupon_value: c.code });
      expect(applied.statusCode).toBe(200);
      const withCoupon = await call('POST', '/api/core/pay/init/', u.access, {});
      expect(withCoupon.statusCode).toBe(200);
      discounted.push(withCoupon.json().transaction_uuid);
      await call('DELETE', '/api/cart/coupon/', u.access);
      // The next init cancels the discounted order and gives its use back.
      expect((await call('POST', '/api/core/pay/init/', u.access, {})).statusCode).toBe(200);
    }
    await call('POST', '/api/cart/coupon/', u.access, { coupon_value: c.code });
    const current = (await call('POST', '/api/core/pay/init/', u.access, {})).json().transaction_uuid;

    for (const uuid of discounted) {
      const res = await checkout(uuid);
      expect(res.statusCode).toBe(409);
      expect(errorOf(res).errors[0]?.code).toBe('order_not_payable');
      // A provider's late "paid" is acknowledged but grants nothing.
      const late = await notify(uuid, 359_100, `late-${uuid}`);
      expect(late.statusCode).toBe(200);
      expect(late.json()).toMatchObject({ status: 'CANCELLED' });
    }
    const paid = await checkout(current);
    expect(paid.headers.location).toBe(`/payment/success/${current}`);

    const orders = await ordersOf(u.id);
    const discountedPaid = orders.filter((o) => o.status === 'PAID' && o.discount > 0);
    expect(discountedPaid.map((o) => o.uuid)).toEqual([current]);
    const [row] = await t.app.prepa.db.select().from(coupons).where(eq(coupons.id, c.id));
    expect(row?.usedCount).toBe(1);
    const granted = await t.app.prepa.db
      .select()
      .from(enrollments)
      .where(and(eq(enrollments.userId, u.id), eq(enrollments.productId, cat.mg.id)));
    expect(granted).toHaveLength(1);
  }, 120_000); // ~40 requests: slow on a loaded machine

  it('a late "paid" for a declined order grants nothing and leaves the coupon alone', async () => {
    const c = await createCoupon(t.app, { maxUses: 1 });
    const u = await signedInUser(t.app);
    await call('POST', '/api/cart/', u.access, { item: { product: cat.mg.id, pack: null } });
    await call('POST', '/api/cart/coupon/', u.access, { coupon_value: c.code });
    const uuid = (await call('POST', '/api/core/pay/init/', u.access, {})).json().transaction_uuid;
    expect((await checkout(uuid, 'decline')).headers.location).toBe('/payment/reject');
    expect((await notify(uuid, 359_100, `late-declined-${uuid}`)).json()).toMatchObject({
      status: 'DECLINED',
    });
    const [row] = await t.app.prepa.db.select().from(coupons).where(eq(coupons.id, c.id));
    expect(row?.usedCount).toBe(0);
    const granted = await t.app.prepa.db
      .select()
      .from(enrollments)
      .where(and(eq(enrollments.userId, u.id), gt(enrollments.id, 0)));
    expect(granted).toHaveLength(0);
  });
});

describe('one cart has at most one payable order (defect 9)', () => {
  it('30 parallel pay/init on one cart leave exactly one PENDING order', async () => {
    const u = await signedInUser(t.app);
    await call('POST', '/api/cart/', u.access, { item: { product: cat.mg.id, pack: null } });
    const results = await Promise.all(
      Array.from({ length: 30 }, () => call('POST', '/api/core/pay/init/', u.access, {})),
    );
    for (const r of results) expect(r.statusCode).toBe(200);
    const orders = await ordersOf(u.id);
    expect(orders).toHaveLength(30);
    const pending = orders.filter((o) => o.status === 'PENDING');
    expect(pending).toHaveLength(1);
    // Only that one can be paid.
    for (const o of orders.filter((x) => x.status !== 'PENDING')) {
      expect((await checkout(o.uuid)).statusCode).toBe(409);
    }
    expect((await checkout(pending[0]!.uuid)).headers.location).toBe(`/payment/success/${pending[0]!.uuid}`);
  }, 120_000);
});
