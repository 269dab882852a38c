import { count, eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  SANDBOX_CALLBACK_PATH,
  SANDBOX_SIGNATURE_HEADER,
  signSandbox,
} from '../../adapters/payments/index.js';
import { getOrCreateSecret } from '../../db/secrets.js';
import {
  carts,
  coupons,
  enrollments,
  ledgerEntries,
  purchasedDocuments,
  studentProfiles,
  type subscriptions,
} from '../../db/schema/index.js';
import {
  bearer,
  createTestApp,
  errorOf,
  signedInUser,
  signedInUsers,
  type TestApp,
} from '../../../test/app.js';
import { createCatalogue, createCoupon, giveReferralId } from '../../../test/shop-factories.js';

let t: TestApp;
let cat: Awaited<ReturnType<typeof createCatalogue>>;
let secret: string;

beforeAll(async () => {
  t = await createTestApp();
  cat = await createCatalogue(t.app);
  secret = await getOrCreateSecret(t.app.prepa.db, 'payment_sandbox', () => 'unused');
});
afterAll(() => t.close());

const call = (method: 'GET' | 'POST' | 'PATCH' | 'DELETE', url: string, access?: string, payload?: object) =>
  t.app.inject({ method, url, ...(payload ? { payload } : {}), headers: access ? bearer(access) : {} });

function notify(uuid: string, status: 'PAID' | 'DECLINED', amount: number, eventId: string, sig?: string) {
  const body = JSON.stringify({ event_id: eventId, transaction_uuid: uuid, status, amount, currency: 'RUB' });
  return t.app.inject({
    method: 'POST',
    url: SANDBOX_CALLBACK_PATH,
    headers: {
      'content-type': 'application/json',
      [SANDBOX_SIGNATURE_HEADER]: sig ?? signSandbox(secret, body),
    },
    payload: body,
  });
}

async function rows(
  table: typeof enrollments | typeof purchasedDocuments | typeof subscriptions,
  userId: number,
) {
  const [r] = await t.app.prepa.db.select({ n: count() }).from(table).where(eq(table.userId, userId));
  return r?.n ?? 0;
}

describe('payment', () => {
  it('pays through the sandbox checkout: amount from the server, success page, purchases', async () => {
    const u = await signedInUser(t.app);
    await call('POST', '/api/cart/', u.access, { item: { product: cat.mg.id, pack: null } });
    const empty = await signedInUser(t.app);
    expect(errorOf(await call('POST', '/api/core/pay/init/', empty.access, {})).errors[0]?.code).toBe(
      'cart_empty',
    );

    const init = await call('POST', '/api/core/pay/init/', u.access, {
      amount: 1,
      price: 1,
      subscribe: true,
    });
    expect(init.statusCode).toBe(200);
    const { redirect_url: url, transaction_uuid: uuid } = init.json();
    expect(url).toBe(`/api/core/pay/sandbox/checkout/${uuid}/`);
    const page = await call('GET', url);
    expect(page.headers['content-type']).toContain('text/html');
    expect(page.body).toContain('Оплатить');
    const tx = (await call('GET', `/api/core/pay/transactions/${uuid}/`, u.access)).json();
    expect(tx).toMatchObject({ status: 'PENDING', amount: 399_000, method: 'CARD' });

    const paid = await t.app.inject({
      method: 'POST',
      url,
      payload: 'action=pay',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
    });
    expect(paid.statusCode).toBe(303);
    expect(paid.headers.location).toBe(`/payment/success/${uuid}`);
    expect((await call('GET', `/api/core/pay/transactions/${uuid}/`, u.access)).json().status).toBe('PAID');
    expect((await call('GET', '/api/cart/', u.access)).json().count).toBe(0);
    const mine = (await call('GET', '/api/v2/students/my-products/', u.access)).json().results;
    expect(mine.map((p: { product: { id: number } }) => p.product.id).sort()).toEqual(
      [cat.mg.id, cat.gift.id].sort(),
    );
    const subs = (await call('GET', '/api/v2/students/subscriptions/', u.access)).json().results;
    expect(subs).toHaveLength(1);
    expect(subs[0]).toMatchObject({ auto_renewal: true, status: 'ACTIVE', price: 399_000 });
    expect(subs[0].upgrade_options[0]).toMatchObject({
      product_id: cat.mgFull.id,
      difference: 2_990_000 - 399_000,
    });
    const docs = (await call('GET', '/api/v2/students/documents/purchased/', u.access)).json();
    expect(docs.count).toBe(1);
    const other = await signedInUser(t.app);
    expect((await call('GET', `/api/core/pay/transactions/${uuid}/`, other.access)).statusCode).toBe(404);
    expect((await call('GET', `/api/v2/students/documents/purchased/`, other.access)).json().count).toBe(0);
    expect(
      (await call('GET', docs.results[0].urls[1].url.replace(/^/, '/api'), other.access)).statusCode,
    ).toBe(404);
    const app = (await call('GET', `/api${docs.results[0].urls[1].url}`, u.access)).json();
    expect((await call('GET', app.url)).body).toContain(cat.mg.title);

    // Bought at 23:30 on 31 October in Moscow: October for a student of the RU platform, November
    // for one whose zone is Almaty (01:30 on 1 November), in the list and in its month filter.
    await t.app.prepa.db
      .update(purchasedDocuments)
      .set({ createdAt: new Date('2026-10-31T20:30:00Z') })
      .where(eq(purchasedDocuments.userId, u.id));
    const monthOf = async () => {
      const list = (await call('GET', '/api/v2/students/documents/purchased/', u.access)).json();
      const november = await call(
        'GET',
        '/api/v2/students/documents/purchased/?year=2026&month=11',
        u.access,
      );
      return [list.results[0].month, list.results[0].month_name, november.json().count];
    };
    expect(await monthOf()).toEqual([10, 'Октябрь', 0]);
    await t.app.prepa.db
      .insert(studentProfiles)
      .values({ userId: u.id, timeZone: 'Asia/Almaty' })
      .onConflictDoUpdate({ target: studentProfiles.userId, set: { timeZone: 'Asia/Almaty' } });
    expect(await monthOf()).toEqual([11, 'Ноябрь', 1]);
  });

  it('grants once however often or concurrently the callback comes, and refuses bad signatures', async () => {
    const u = await signedInUser(t.app);
    const friend = await signedInUser(t.app);
    const refId = await giveReferralId(t.app, friend.id);
    await call('POST', '/api/cart/', u.access, { item: { product: cat.mg.id, pack: null } });
    await call('POST', '/api/cart/', u.access, { bundle: cat.bundle.hash });
    await call('POST', '/api/cart/referral-program/', u.access, { referral_id: refId });
    const cart = (await call('GET', '/api/cart/', u.access)).json();
    const { transaction_uuid: uuid } = (await call('POST', '/api/core/pay/init/', u.access, {})).json();
    const forged = await notify(uuid, 'PAID', cart.amount, 'evt-x', 'a'.repeat(64));
    expect(forged.statusCode).toBe(403);
    expect(errorOf(forged).errors[0]?.code).toBe('permission_denied');

    // 50 at once while the order is still PENDING: half repeat one event, half are each a new event.
    const concurrent = await Promise.all(
      Array.from({ length: 50 }, (_, i) => notify(uuid, 'PAID', cart.amount, i % 2 ? 'evt-c' : `evt-c${i}`)),
    );
    // Then replays of a settled order.
    const replays = [];
    for (let i = 0; i < 5; i++) replays.push(await notify(uuid, 'PAID', cart.amount, 'evt-1'));
    for (const r of [...replays, ...concurrent]) expect(r.statusCode).toBe(200);
    expect(await rows(enrollments, u.id)).toBe(4); // mg, its gift (also the bundle's), the bundle's two courses
    expect(await rows(purchasedDocuments, u.id)).toBe(3);
    const ledger = await t.app.prepa.db
      .select()
      .from(ledgerEntries)
      .where(eq(ledgerEntries.userId, friend.id));
    expect(ledger).toHaveLength(1);
    expect(ledger[0]).toMatchObject({ currency: 'bonuses', reason: 'REFERRAL' });
  });

  it(
    'uses a coupon with one use left once when 50 carts race for it: 1 order, 49 × 400 coupon_used_up',
    { timeout: 60_000 },
    async () => {
      const c = await createCoupon(t.app, { maxUses: 5, usedCount: 4 });
      const students = await signedInUsers(t.app, 50);
      await Promise.all(
        students.map((u) =>
          call('POST', '/api/cart/', u.access, { item: { product: cat.mg.id, pack: null } }),
        ),
      );
      // The coupon is applied through the API to one cart and written into the others (the same row).
      const applied = await call('POST', '/api/cart/coupon/', students[0]!.access, { coupon_value: c.code });
      expect(applied.json()).toMatchObject({ amount: 359_100 });
      const ids = students.map((u) => u.id);
      await t.app.prepa.db.update(carts).set({ couponId: c.id }).where(inArray(carts.userId, ids));
      expect((await call('GET', '/api/cart/', students[49]!.access)).json()).toMatchObject({
        amount: 359_100,
      });
      const res = await Promise.all(students.map((u) => call('POST', '/api/core/pay/init/', u.access, {})));
      const won = res.flatMap((r, i) => (r.statusCode === 200 ? [i] : []));
      expect(won).toHaveLength(1);
      for (const r of res.filter((x) => x.statusCode !== 200)) {
        expect(r.statusCode).toBe(400);
        expect(errorOf(r).errors).toEqual([
          { code: 'coupon_used_up', detail: expect.any(String), attr: null },
        ]);
      }
      const [row] = await t.app.prepa.db.select().from(coupons).where(eq(coupons.id, c.id));
      expect(row?.usedCount).toBe(5);
      const winnerIndex = won[0] ?? -1;
      const winner = students[winnerIndex]!;
      const losers = students.filter((_, i) => i !== winnerIndex);
      // Every loser's cart is back at the full price, without the coupon.
      for (const u of losers.slice(0, 5)) {
        expect((await call('GET', '/api/cart/', u.access)).json()).toMatchObject({
          coupon: null,
          amount: 399_000,
        });
      }
      const uuid = res[winnerIndex]!.json<{ transaction_uuid: string }>().transaction_uuid;
      await notify(uuid, 'PAID', 359_100, 'evt-coupon');
      expect((await call('GET', `/api/core/pay/transactions/${uuid}/`, winner.access)).json()).toMatchObject({
        status: 'PAID',
        amount: 359_100,
      });
    },
  );

  it('declines: the order is rejected, the coupon use returns, nothing is granted', async () => {
    const c = await createCoupon(t.app, { maxUses: 1 });
    const u = await signedInUser(t.app);
    await call('POST', '/api/cart/', u.access, { item: { product: cat.mg.id, pack: null } });
    await call('POST', '/api/cart/coupon/', u.access, { coupon_value: c.code });
    const { redirect_url: url, transaction_uuid: uuid } = (
      await call('POST', '/api/core/pay/init/', u.access, {})
    ).json();
    const res = await t.app.inject({
      method: 'POST',
      url,
      payload: 'action=decline',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
    });
    expect(res.headers.location).toBe('/payment/reject');
    expect((await call('GET', `/api/core/pay/transactions/${uuid}/`, u.access)).json().status).toBe(
      'DECLINED',
    );
    const [row] = await t.app.prepa.db.select().from(coupons).where(eq(coupons.id, c.id));
    expect(row?.usedCount).toBe(0);
    expect(await rows(enrollments, u.id)).toBe(0);
  });

  it('lets a guest pay a shared cart for its owner, with customer data', async () => {
    const owner = await signedInUser(t.app);
    await call('POST', '/api/cart/', owner.access, { item: { product: cat.mg.id, pack: null } });
    const shared = (await call('POST', '/api/cart/share/', owner.access)).json();
    const bad = await call('POST', `/api/core/pay/init/?hash=${shared.hash}`, undefined, {
      customer_name: 'Ivan',
    });
    expect(bad.statusCode).toBe(400);
    expect(errorOf(bad).errors.map((e) => e.attr)).toEqual(
      expect.arrayContaining(['customer_name', 'phone', 'email']),
    );
    const ok = await call('POST', `/api/core/pay/init/?hash=${shared.hash}`, undefined, {
      customer_name: 'Петрова Анна Сергеевна',
      phone: '+79001234567',
      email: 'mama@example.com',
    });
    expect(ok.statusCode).toBe(200);
    const { transaction_uuid: uuid } = ok.json();
    await notify(uuid, 'PAID', 399_000, 'evt-guest');
    expect((await call('GET', `/api/core/pay/transactions/${uuid}/`)).json().status).toBe('PAID');
    expect(await rows(enrollments, owner.id)).toBe(2);
    expect((await call('POST', '/api/core/pay/init/', undefined, {})).statusCode).toBe(401);
  });

  it('pays a guest cart after registration: the guest lines join the student and are charged', async () => {
    const guest = (
      await call('POST', '/api/cart/', undefined, { item: { product: cat.mg.id, pack: null } })
    ).json();
    const u = await signedInUser(t.app);
    const init = await call('POST', `/api/core/pay/init/?hash=${guest.hash}`, u.access, {});
    expect(init.statusCode).toBe(200);
    const tx = (
      await call('GET', `/api/core/pay/transactions/${init.json().transaction_uuid}/`, u.access)
    ).json();
    expect(tx).toMatchObject({ amount: 399_000, products: [{ id: cat.mg.id }] });
    expect((await call('GET', `/api/cart/?hash=${guest.hash}`)).statusCode).toBe(404);
  });

  it('pays by requisites: invoice, manager list and idempotent mark-paid', async () => {
    const u = await signedInUser(t.app);
    const manager = await signedInUser(t.app, { role: 'PAY_INSPECTOR' });
    await call('POST', '/api/cart/', u.access, { item: { product: cat.mgFull.id, pack: null } });
    const init = (await call('POST', '/api/core/pay/init/', u.access, { requisites: true })).json();
    expect(init.redirect_url).toContain('/payment-by-details?');
    const invoice = (await call('GET', `/api/core/pay/invoices/${init.transaction_uuid}/`, u.access)).json();
    expect(invoice).toMatchObject({ status: 'PENDING', amount: 2_990_000, inn: '7701234567' });
    expect(invoice.purpose).toContain(invoice.order_number);
    expect((await call('GET', '/api/v2/manager/invoices/?status=PENDING', u.access)).statusCode).toBe(403);
    const list = (await call('GET', '/api/v2/manager/invoices/?status=PENDING', manager.access)).json();
    expect(list.results.some((i: { uuid: string }) => i.uuid === init.transaction_uuid)).toBe(true);
    for (let i = 0; i < 3; i++) {
      const r = await call(
        'POST',
        `/api/v2/manager/invoices/${init.transaction_uuid}/mark-paid/`,
        manager.access,
      );
      expect(r.json().status).toBe('PAID');
    }
    expect(await rows(enrollments, u.id)).toBe(1);
    expect(await rows(purchasedDocuments, u.id)).toBe(1);
  });

  it('serves public payment info, coupon check, widget params and kaspi check', async () => {
    const u = await signedInUser(t.app);
    expect((await call('GET', '/api/core/pay/public/')).json()).toMatchObject({
      payment_info: { system: 'Sandbox' },
      inn: '7701234567',
    });
    const c = await createCoupon(t.app, { kind: 'FIXED', percent: null, amounts: { RUB: 50_000 } });
    expect((await call('POST', '/api/core/pay/coupon/', undefined, { value: c.code })).json()).toMatchObject({
      kind: 'FIXED',
      amount: 50_000,
    });
    expect((await call('POST', '/api/core/pay/coupon/', undefined, { value: 'NONE' })).statusCode).toBe(404);
    await call('POST', '/api/cart/', u.access, { item: { product: cat.mg.id, pack: null } });
    const w = (await call('POST', '/api/core/pay/cloudpayments/init-widget/', u.access, {})).json();
    expect(w).toMatchObject({ currency: 'RUB', amount: 399_000, methods: ['CARD', 'SPLIT'], sandbox: true });
    expect((await call('GET', '/api/core/pay/kaspi/v1/check-uid/unknown/')).json()).toMatchObject({
      exists: false,
    });
    const st = (
      await call(
        'GET',
        `/api/products/subscription-statuses/?product_ids=${cat.mg.id},${cat.mgFull.id}`,
        u.access,
      )
    ).json();
    expect(st.results).toHaveLength(2);
    expect(st.results.find((s: { product_id: number }) => s.product_id === cat.mg.id).can_prolong).toBe(true);
  });
});
