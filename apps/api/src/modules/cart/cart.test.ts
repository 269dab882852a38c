import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, createTestApp, errorOf, signedInUser, type TestApp } from '../../../test/app.js';
import { createCatalogue, createCoupon, giveReferralId } from '../../../test/shop-factories.js';

type Cat = Awaited<ReturnType<typeof createCatalogue>>;
let t: TestApp;
let cat: Cat;

beforeAll(async () => {
  t = await createTestApp();
  cat = await createCatalogue(t.app);
});
afterAll(() => t.close());

const call = (
  method: 'GET' | 'POST' | 'PATCH' | 'DELETE',
  url: string,
  access?: string,
  payload?: object,
  headers: Record<string, string> = {},
) =>
  t.app.inject({
    method,
    url,
    ...(payload ? { payload } : {}),
    headers: { ...(access ? bearer(access) : {}), ...headers },
  });

describe('catalogue', () => {
  it('lists products with filters and pagination, priced by platform', async () => {
    const res = await call(
      'GET',
      `/api/v2/shop/products/?sys_course_type_code=MASTER_GROUP&class_type_id=${cat.subject.id}&limit=2`,
    );
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.count).toBe(4);
    expect(body.results).toHaveLength(2);
    expect(body.next).toContain('offset=2');
    expect(body.results[0]).toMatchObject({ id: cat.mg.id, price: 399_000, currency: 'RUB' });
    expect(body.results[0].alternative_rates[0].product_id).toBe(cat.mgFull.id);
    const kz = await call('GET', `/api/v2/shop/products/${cat.mg.id}/`, undefined, undefined, {
      'x-platform': 'KZ',
    });
    expect(kz.json()).toMatchObject({ price: 2_200_000, currency: 'KZT' });
    const notSold = await call('GET', `/api/v2/shop/products/${cat.other.id}/`, undefined, undefined, {
      'x-platform': 'KZ',
    });
    expect(notSold.statusCode).toBe(404);
  });

  it('serves course types, teachers, class types, class years and bundles', async () => {
    const sct = (await call('GET', '/api/v2/shop/sys-course-types/')).json();
    expect(
      sct.results.find((s: { code: string }) => s.code === 'MASTER_GROUP').product_types.length,
    ).toBeGreaterThan(0);
    expect((await call('GET', '/api/v2/core/sys-course-types/')).statusCode).toBe(200);
    expect((await call('GET', `/api/v2/core/class-types/?class_year=${cat.year.id}`)).json().results).toEqual(
      [{ id: cat.subject.id, title: cat.subject.title, color: { base: '#3b6fd8' } }],
    );
    expect((await call('GET', '/api/v2/core/class-years/')).json().results[0]).toHaveProperty(
      'education_level',
    );
    const b = (await call('GET', '/api/v2/shop/bundles/?sys_course_type_code=MASTER_GROUP')).json();
    expect(b.results[0]).toMatchObject({
      hash: cat.bundle.hash,
      price: 500_000,
      full_price: 2_990_000 + 299_000,
    });
    expect((await call('GET', '/api/v2/shop/teachers/999999/')).statusCode).toBe(404);
  });
});

describe('cart', () => {
  it('adds items and bundles, computes amounts, refuses duplicates', async () => {
    const u = await signedInUser(t.app);
    const add = await call('POST', '/api/cart/', u.access, {
      item: { product: cat.mg.id, pack: null },
      price: 1,
    });
    expect(add.statusCode).toBe(200);
    expect(add.json()).toMatchObject({ count: 1, full_amount: 399_000, amount: 399_000, is_owner: true });
    expect(add.json().items[0].gifts[0].id).toBe(cat.gift.id);
    const dupe = await call('POST', '/api/cart/', u.access, { item: { product: cat.mg.id, pack: null } });
    expect(dupe.statusCode).toBe(400);
    expect(errorOf(dupe).errors[0]?.code).toBe('already_in_cart');
    const withBundle = await call('POST', '/api/cart/', u.access, { bundle: cat.bundle.hash });
    expect(withBundle.json()).toMatchObject({ count: 2, full_amount: 899_000 });
    expect((await call('GET', '/api/cart/count/', u.access)).json()).toEqual({ count: 2 });
    const bundleRow = withBundle.json().bundles[0].id;
    expect((await call('DELETE', `/api/cart/bundle/${bundleRow}/`, u.access)).json().count).toBe(1);
    const itemId = add.json().items[0].id;
    const patched = await call('PATCH', `/api/cart/${itemId}/`, u.access, { is_prolong_subscription: true });
    expect(patched.json().items[0].is_prolong_subscription).toBe(true);
  });

  it('answers 422 when individual lessons meet other courses, and replace clears', async () => {
    const u = await signedInUser(t.app);
    await call('POST', '/api/cart/', u.access, { item: { product: cat.mg.id, pack: null } });
    const clash = await call('POST', '/api/cart/', u.access, {
      item: { product: cat.ind.id, pack: cat.pack.id },
    });
    expect(clash.statusCode).toBe(422);
    expect(errorOf(clash).errors[0]?.code).toBe('cart_conflict');
    const replaced = await call('POST', '/api/cart/', u.access, {
      item: { product: cat.ind.id, pack: cat.pack.id },
      replace: true,
    });
    expect(replaced.json()).toMatchObject({ count: 1, amount: 960_000 });
    const back = await call('POST', '/api/cart/', u.access, { bundle: cat.bundle.hash });
    expect(back.statusCode).toBe(422);
  });

  it('applies coupons and referrals, and refuses bad ones', async () => {
    const u = await signedInUser(t.app);
    const friend = await signedInUser(t.app);
    const refId = await giveReferralId(t.app, friend.id);
    const own = await giveReferralId(t.app, u.id);
    const pct = await createCoupon(t.app, { percent: 10 });
    const expired = await createCoupon(t.app, { expiresAt: new Date(Date.now() - 1000) });
    const used = await createCoupon(t.app, { maxUses: 1, usedCount: 1 });
    await call('POST', '/api/cart/', u.access, { item: { product: cat.mg.id, pack: null } });
    const c = await call('POST', '/api/cart/coupon/', u.access, { coupon_value: pct.code.toLowerCase() });
    expect(c.json()).toMatchObject({
      full_amount: 399_000,
      discount: 39_900,
      amount: 359_100,
      coupon: { value: pct.code },
    });
    expect((await call('POST', '/api/cart/coupon/', u.access, { coupon_value: 'NOPE' })).statusCode).toBe(
      404,
    );
    expect(
      errorOf(await call('POST', '/api/cart/coupon/', u.access, { coupon_value: expired.code })).errors[0]
        ?.code,
    ).toBe('coupon_expired');
    expect(
      errorOf(await call('POST', '/api/cart/coupon/', u.access, { coupon_value: used.code })).errors[0]?.code,
    ).toBe('coupon_used_up');
    const r = await call('POST', '/api/cart/referral-program/', u.access, { referral_id: refId });
    expect(r.json()).toMatchObject({ discount: 39_900 + 17_955, amount: 399_000 - 39_900 - 17_955 });
    expect(
      (await call('POST', '/api/cart/referral-program/', u.access, { referral_id: own })).statusCode,
    ).toBe(400);
    expect((await call('DELETE', '/api/cart/referral-program/', u.access)).json().referral).toBeNull();
    expect((await call('DELETE', '/api/cart/coupon/', u.access)).json().amount).toBe(399_000);
  });

  it('shows a guest an empty cart without storing one', async () => {
    const res = await call('GET', '/api/cart/');
    expect(res.json()).toMatchObject({ hash: '', count: 0, amount: 0, items: [] });
    expect((await call('GET', '/api/cart/count/')).json()).toEqual({ count: 0 });
    expect((await call('GET', '/api/cart/?hash=unknown-hash')).statusCode).toBe(404);
  });

  it('keeps carts private, merges a guest cart on sign-in, and shares a standalone cart', async () => {
    const guest = await call('POST', '/api/cart/', undefined, { item: { product: cat.mg.id, pack: null } });
    const hash: string = guest.json().hash;
    expect(guest.json().is_owner).toBe(true);
    const again = await call('POST', `/api/cart/?hash=${hash}`, undefined, { bundle: cat.bundle.hash });
    expect(again.json().count).toBe(2);
    expect(
      (await call('GET', '/api/cart/count/', undefined, undefined, { 'x-cart-hash': hash })).json().count,
    ).toBe(2);

    const a = await signedInUser(t.app);
    const b = await signedInUser(t.app);
    const merged = await call('POST', '/api/cart/merge/', a.access, { hash });
    expect(merged.json()).toMatchObject({ count: 2 });
    expect((await call('GET', `/api/cart/?hash=${hash}`)).statusCode).toBe(404);

    // The header's count: b has no cart yet (none is made for a count) and cannot count a's.
    expect((await call('GET', '/api/cart/count/', b.access)).json()).toEqual({ count: 0 });
    expect((await call('GET', '/api/cart/count/', a.access)).json()).toEqual({ count: 2 });
    const aCart = (await call('GET', '/api/cart/', a.access)).json();
    const peek = await call('GET', '/api/cart/count/', b.access, undefined, { 'x-cart-hash': aCart.hash });
    expect(peek.statusCode).toBe(404);
    expect((await call('GET', `/api/cart/?hash=${aCart.hash}`, b.access)).statusCode).toBe(404);
    expect((await call('DELETE', `/api/cart/${aCart.items[0].id}/`, b.access)).statusCode).toBe(404);
    expect((await call('GET', `/api/cart/link/${aCart.hash}/`, b.access)).statusCode).toBe(404);

    const shared = (await call('POST', '/api/cart/share/', a.access)).json();
    expect(shared).toMatchObject({ is_standalone: true, count: 2 });
    expect((await call('GET', `/api/cart/link/${shared.hash}/`, b.access)).json().owner).toBe('another');
    expect((await call('GET', `/api/cart/link/${shared.hash}/`, a.access)).json().owner).toBe('you');
    const seen = await call('GET', `/api/cart/standalone/${shared.hash}/`);
    expect(seen.json()).toMatchObject({ is_owner: false, amount: shared.amount });
    const item = shared.items[0].id;
    expect((await call('DELETE', `/api/cart/standalone/${shared.hash}/${item}/`, b.access)).statusCode).toBe(
      403,
    );
    expect(
      (
        await call('PATCH', `/api/cart/standalone/${shared.hash}/${item}/`, undefined, {
          is_prolong_subscription: true,
        })
      ).statusCode,
    ).toBe(200);
    const noBundle = await call(
      'DELETE',
      `/api/cart/standalone/${shared.hash}/bundle/${cat.bundle.hash}/`,
      a.access,
    );
    expect(noBundle.json().count).toBe(1);
  });
});
