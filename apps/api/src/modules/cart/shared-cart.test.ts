import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  SANDBOX_CALLBACK_PATH,
  SANDBOX_SIGNATURE_HEADER,
  signSandbox,
} from '../../adapters/payments/index.js';
import { getOrCreateSecret } from '../../db/secrets.js';
import { ledgerEntries } from '../../db/schema/index.js';
import { createTestApp, errorOf, injectAs, signedInUser, type TestApp } from '../../../test/app.js';
import {
  createCatalogueWithOptionalGift,
  createCoupon,
  giveReferralId,
} from '../../../test/shop-factories.js';

/** Issue 8, defect 3: a shared cart's link lets one view and pay it; its discounts are the owner's. */
let t: TestApp;
let cat: Awaited<ReturnType<typeof createCatalogueWithOptionalGift>>;

beforeAll(async () => {
  t = await createTestApp();
  cat = await createCatalogueWithOptionalGift(t.app);
});
afterAll(() => t.close());

async function sharedCart() {
  const owner = await signedInUser(t.app);
  await injectAs(t.app, 'POST', '/api/cart/', owner.access, { item: { product: cat.mgFull.id, pack: null } });
  const shared = (await injectAs(t.app, 'POST', '/api/cart/share/', owner.access)).json();
  return { owner, hash: shared.hash as string };
}

async function bonusesOf(userId: number) {
  return t.app.prepa.db.select().from(ledgerEntries).where(eq(ledgerEntries.userId, userId));
}

describe('a shared cart link holder', () => {
  it('may not change its coupon, referral or optional gifts (a guest neither)', async () => {
    const { owner, hash } = await sharedCart();
    const holder = await signedInUser(t.app);
    const c = await createCoupon(t.app);
    const ref = await giveReferralId(t.app, holder.id);
    for (const who of [holder.access, undefined]) {
      const q = `?hash=${hash}`;
      const attempts = [
        await injectAs(t.app, 'POST', `/api/cart/coupon/${q}`, who, { coupon_value: c.code }),
        await injectAs(t.app, 'DELETE', `/api/cart/coupon/${q}`, who),
        await injectAs(t.app, 'POST', `/api/cart/referral-program/${q}`, who, { referral_id: ref }),
        await injectAs(t.app, 'DELETE', `/api/cart/referral-program/${q}`, who),
        await injectAs(t.app, 'DELETE', `/api/cart/gifts/${q}`, who, { ids: [cat.other.id] }),
      ];
      for (const r of attempts) {
        expect(r.statusCode).toBe(403);
        expect(errorOf(r).errors[0]).toMatchObject({ code: 'permission_denied', attr: null });
      }
    }
    const cart = (await injectAs(t.app, 'GET', `/api/cart/standalone/${hash}/`, holder.access)).json();
    expect(cart).toMatchObject({ coupon: null, referral: null, is_owner: false });
    expect(cart.items[0].optional_gifts[0]).toMatchObject({ id: cat.other.id, selected: true });
    // The owner still chooses.
    const mine = await injectAs(t.app, 'POST', `/api/cart/coupon/?hash=${hash}`, owner.access, {
      coupon_value: c.code,
    });
    expect(mine.statusCode).toBe(200);
    expect(mine.json().coupon.value).toBe(c.code);
  });

  it('cannot get a referral bonus for a cart they pay themselves', async () => {
    const { owner, hash } = await sharedCart();
    const payer = await signedInUser(t.app);
    const payerRef = await giveReferralId(t.app, payer.id);
    // The owner chose the payer's referral id: paying it, the payer would credit themselves.
    const chosen = await injectAs(t.app, 'POST', `/api/cart/referral-program/?hash=${hash}`, owner.access, {
      referral_id: payerRef,
    });
    expect(chosen.statusCode).toBe(200);
    const refused = await injectAs(t.app, 'POST', `/api/core/pay/init/?hash=${hash}`, payer.access, {
      customer_name: 'Петрова Анна Сергеевна',
      phone: '+79001234567',
      email: 'mama@example.com',
    });
    expect(refused.statusCode).toBe(400);
    expect(errorOf(refused).errors[0]).toMatchObject({ code: 'referral_self', attr: null });
    expect(errorOf(refused).errors[0]?.detail).toMatch(/реферальн/i);
    expect(await bonusesOf(payer.id)).toHaveLength(0);
  });

  it('the attack of the probe: a student attaches their own referral id to another shared cart and pays it', async () => {
    const { hash } = await sharedCart();
    const attacker = await signedInUser(t.app);
    const ref = await giveReferralId(t.app, attacker.id);
    const attached = await injectAs(
      t.app,
      'POST',
      `/api/cart/referral-program/?hash=${hash}`,
      attacker.access,
      {
        referral_id: ref,
      },
    );
    expect(attached.statusCode).toBe(403);
    const init = await injectAs(t.app, 'POST', `/api/core/pay/init/?hash=${hash}`, attacker.access, {
      customer_name: 'Петрова Анна Сергеевна',
      phone: '+79001234567',
      email: 'mama@example.com',
    });
    expect(init.statusCode).toBe(200);
    const { transaction_uuid: uuid } = init.json();
    const secret = await getOrCreateSecret(t.app.prepa.db, 'payment_sandbox', () => 'unused');
    const tx = (await injectAs(t.app, 'GET', `/api/core/pay/transactions/${uuid}/`, attacker.access)).json();
    const body = JSON.stringify({
      event_id: `evt-${uuid}`,
      transaction_uuid: uuid,
      status: 'PAID',
      amount: tx.amount,
      currency: 'RUB',
    });
    await t.app.inject({
      method: 'POST',
      url: SANDBOX_CALLBACK_PATH,
      headers: { 'content-type': 'application/json', [SANDBOX_SIGNATURE_HEADER]: signSandbox(secret, body) },
      payload: body,
    });
    expect(tx.amount).toBe(2_990_000);
    expect(await bonusesOf(attacker.id)).toHaveLength(0);
  });
});
