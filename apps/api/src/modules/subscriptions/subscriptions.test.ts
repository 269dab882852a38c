import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { products } from '../../db/schema/index.js';
import {
  SANDBOX_CALLBACK_PATH,
  SANDBOX_SIGNATURE_HEADER,
  signSandbox,
} from '../../adapters/payments/index.js';
import { getOrCreateSecret } from '../../db/secrets.js';
import { bearer, createTestApp, errorOf, signedInUser, type TestApp } from '../../../test/app.js';
import { createCatalogue } from '../../../test/shop-factories.js';

let t: TestApp;
let cat: Awaited<ReturnType<typeof createCatalogue>>;

beforeAll(async () => {
  t = await createTestApp();
  cat = await createCatalogue(t.app);
});
afterAll(() => t.close());

const call = (method: 'GET' | 'POST' | 'PATCH', url: string, access?: string, payload?: object) =>
  t.app.inject({ method, url, ...(payload ? { payload } : {}), headers: access ? bearer(access) : {} });

/** A student who bought the monthly course with prolongation, through init and a signed callback. */
async function subscriber() {
  const u = await signedInUser(t.app);
  const cart = (
    await call('POST', '/api/cart/', u.access, { item: { product: cat.mg.id, pack: null } })
  ).json();
  await call('PATCH', `/api/cart/${cart.items[0].id}/`, u.access, { is_prolong_subscription: true });
  const { transaction_uuid: uuid } = (await call('POST', '/api/core/pay/init/', u.access, {})).json();
  const secret = await getOrCreateSecret(t.app.prepa.db, 'payment_sandbox', () => 'x');
  const body = JSON.stringify({
    event_id: `e-${uuid}`,
    transaction_uuid: uuid,
    status: 'PAID',
    amount: 399_000,
    currency: 'RUB',
  });
  await t.app.inject({
    method: 'POST',
    url: SANDBOX_CALLBACK_PATH,
    payload: body,
    headers: { 'content-type': 'application/json', [SANDBOX_SIGNATURE_HEADER]: signSandbox(secret, body) },
  });
  const [sub] = (await call('GET', '/api/v2/students/subscriptions/', u.access)).json().results;
  return { u, sub };
}

describe('subscriptions', () => {
  it('toggles auto-renewal, unless forced; another student gets 404', async () => {
    const { u, sub } = await subscriber();
    const off = await call('PATCH', `/api/v2/students/subscriptions/${sub.id}/`, u.access, {
      auto_renewal: false,
    });
    expect(off.json().auto_renewal).toBe(false);
    const other = await signedInUser(t.app);
    expect(
      (await call('PATCH', `/api/v2/students/subscriptions/${sub.id}/`, other.access, { auto_renewal: true }))
        .statusCode,
    ).toBe(404);
    expect((await call('GET', '/api/v2/students/subscriptions/', other.access)).json().results).toEqual([]);
    await t.app.prepa.db.update(products).set({ isForcedProlong: true }).where(eq(products.id, cat.mg.id));
    const forced = await call('PATCH', `/api/v2/students/subscriptions/${sub.id}/`, u.access, {
      auto_renewal: false,
    });
    expect(errorOf(forced).errors[0]?.code).toBe('subscription_forced');
    await t.app.prepa.db.update(products).set({ isForcedProlong: false }).where(eq(products.id, cat.mg.id));
  });

  it('renews into the cart and upgrades at the difference', async () => {
    const { u, sub } = await subscriber();
    const renewed = (await call('POST', `/api/v2/students/subscriptions/${sub.id}/renew/`, u.access)).json();
    expect(renewed.items[0]).toMatchObject({ price: 399_000, is_prolong_subscription: true });
    const up = await call('POST', `/api/v2/students/subscriptions/${sub.id}/upgrade/`, u.access, {
      product_id: cat.mgFull.id,
      price: 1,
    });
    const line = up.json().items.find((i: { product: { id: number } }) => i.product.id === cat.mgFull.id);
    expect(line.price).toBe(2_990_000 - 399_000);
    const bad = await call('POST', `/api/v2/students/subscriptions/${sub.id}/upgrade/`, u.access, {
      product_id: cat.ind.id,
    });
    expect(errorOf(bad).errors[0]?.code).toBe('upgrade_not_available');
    const mine = (await call('GET', '/api/v2/students/my-products/', u.access)).json().results;
    expect(mine.find((m: { product: { id: number } }) => m.product.id === cat.mg.id)).toBeTruthy();
    expect((await call('GET', '/api/v2/students/my-products/')).statusCode).toBe(401);
  });
});
