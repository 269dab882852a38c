import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  SANDBOX_CALLBACK_PATH,
  SANDBOX_SIGNATURE_HEADER,
  signSandbox,
} from '../../adapters/payments/index.js';
import { getOrCreateSecret } from '../../db/secrets.js';
import { coupons, enrollments, paymentEvents, subscriptions } from '../../db/schema/index.js';
import { REFUND_DUE } from '../payment/index.js';
import { bearer, createTestApp, signedInUser, type TestApp } from '../../../test/app.js';
import { createCatalogue, createCoupon } from '../../../test/shop-factories.js';
import { ABANDONED_CARD_PAYMENT_MS, cancelAbandonedPayments, expireEndedSubscriptions } from './index.js';

let t: TestApp;
let cat: Awaited<ReturnType<typeof createCatalogue>>;

beforeAll(async () => {
  t = await createTestApp();
  cat = await createCatalogue(t.app);
});
afterAll(() => t.close());

const call = (method: 'GET' | 'POST', url: string, access: string, payload?: object) =>
  t.app.inject({ method, url, ...(payload ? { payload } : {}), headers: bearer(access) });

async function usedCount(id: number) {
  const [row] = await t.app.prepa.db.select().from(coupons).where(eq(coupons.id, id));
  return row?.usedCount;
}

describe('maintenance jobs', () => {
  it('cancels a card order abandoned for two hours and gives its coupon use back; a late "paid" grants nothing', async () => {
    const c = await createCoupon(t.app, { maxUses: 3 });
    const u = await signedInUser(t.app);
    await call('POST', '/api/cart/', u.access, { item: { product: cat.mg.id, pack: null } });
    await call('POST', '/api/cart/coupon/', u.access, { coupon_value: c.code });
    const init = await call('POST', '/api/core/pay/init/', u.access, {});
    expect(init.statusCode).toBe(200);
    const uuid = (init.json() as { transaction_uuid: string }).transaction_uuid;
    expect(await usedCount(c.id)).toBe(1);
    const status = async () =>
      ((await call('GET', `/api/core/pay/transactions/${uuid}/`, u.access)).json() as { status: string })
        .status;

    // Still within the two hours: left alone.
    const soon = new Date(Date.now() + ABANDONED_CARD_PAYMENT_MS - 60_000);
    await cancelAbandonedPayments(t.app.prepa.db, soon);
    expect(await status()).toBe('PENDING');

    const later = new Date(Date.now() + ABANDONED_CARD_PAYMENT_MS + 60_000);
    expect(await cancelAbandonedPayments(t.app.prepa.db, later)).toBeGreaterThanOrEqual(1);
    expect(await status()).toBe('CANCELLED');
    expect(await usedCount(c.id)).toBe(0);
    // A second run changes nothing.
    await cancelAbandonedPayments(t.app.prepa.db, later);
    expect(await usedCount(c.id)).toBe(0);

    // The bank's late "paid" is acknowledged but grants nothing and takes no use (decision 004).
    const secret = await getOrCreateSecret(t.app.prepa.db, 'payment_sandbox', () => 'unused');
    const tx = (await call('GET', `/api/core/pay/transactions/${uuid}/`, u.access)).json() as {
      amount: number;
    };
    const body = JSON.stringify({
      event_id: 'late-1',
      transaction_uuid: uuid,
      status: 'PAID',
      amount: tx.amount,
      currency: 'RUB',
    });
    const paid = await t.app.inject({
      method: 'POST',
      url: SANDBOX_CALLBACK_PATH,
      headers: { 'content-type': 'application/json', [SANDBOX_SIGNATURE_HEADER]: signSandbox(secret, body) },
      payload: body,
    });
    expect(paid.statusCode).toBe(200);
    expect(await status()).toBe('CANCELLED');
    expect(await usedCount(c.id)).toBe(0);
    const granted = await t.app.prepa.db.select().from(enrollments).where(eq(enrollments.userId, u.id));
    expect(granted).toHaveLength(0);
    const [event] = await t.app.prepa.db
      .select()
      .from(paymentEvents)
      .where(eq(paymentEvents.eventId, 'late-1'));
    expect(event?.status).toBe(REFUND_DUE);
  });

  it('expires subscriptions whose paid period has ended, keeping the auto-renewal choice', async () => {
    const u = await signedInUser(t.app);
    const now = new Date();
    const day = 24 * 60 * 60 * 1000;
    const [ended, running] = await t.app.prepa.db
      .insert(subscriptions)
      .values([
        {
          userId: u.id,
          productId: cat.mg.id,
          status: 'ACTIVE',
          autoRenewal: true,
          currentPeriodStart: new Date(now.getTime() - 31 * day),
          currentPeriodEnd: new Date(now.getTime() - day),
          price: 100,
          currency: 'RUB',
        },
        {
          userId: u.id,
          productId: cat.other.id,
          status: 'ACTIVE',
          autoRenewal: false,
          currentPeriodStart: now,
          currentPeriodEnd: new Date(now.getTime() + 30 * day),
          price: 100,
          currency: 'RUB',
        },
      ])
      .returning();
    expect(await expireEndedSubscriptions(t.app.prepa.db, now)).toBeGreaterThanOrEqual(1);
    const rows = await t.app.prepa.db.select().from(subscriptions).where(eq(subscriptions.userId, u.id));
    expect(rows.find((r) => r.id === ended?.id)).toMatchObject({ status: 'EXPIRED', autoRenewal: true });
    expect(rows.find((r) => r.id === running?.id)).toMatchObject({ status: 'ACTIVE' });
  });
});
