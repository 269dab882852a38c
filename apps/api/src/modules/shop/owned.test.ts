import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { enrollments } from '../../db/schema/index.js';
import { bearer, createTestApp, errorOf, signedInUser, type TestApp } from '../../../test/app.js';
import { buyInSandbox, createCatalogue } from '../../../test/shop-factories.js';

/** Issue 8: a course the student already owns is shown as owned and not sold to them again. */
let t: TestApp;
let cat: Awaited<ReturnType<typeof createCatalogue>>;

beforeAll(async () => {
  t = await createTestApp();
  cat = await createCatalogue(t.app);
});
afterAll(() => t.close());

const call = (
  method: 'GET' | 'POST',
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

const buy = (access: string, productId: number) => buyInSandbox(t.app, access, productId);

describe('owned courses', () => {
  it('marks an owned course in the catalogue and refuses adding it again', async () => {
    const u = await signedInUser(t.app);
    await buy(u.access, cat.mgFull.id);
    const product = (await call('GET', `/api/v2/shop/products/${cat.mgFull.id}/`, u.access)).json();
    expect(product).toMatchObject({ is_owned: true, can_renew: false });
    const list = (await call('GET', '/api/v2/shop/products/?limit=50', u.access)).json();
    const tile = list.results.find((p: { id: number }) => p.id === cat.mgFull.id);
    expect(tile).toMatchObject({ is_owned: true, can_renew: false });
    expect(list.results.find((p: { id: number }) => p.id === cat.ind.id)).toMatchObject({ is_owned: false });
    // A guest or another student sees it as not owned.
    expect((await call('GET', `/api/v2/shop/products/${cat.mgFull.id}/`)).json().is_owned).toBe(false);

    const again = await call('POST', '/api/cart/', u.access, {
      item: { product: cat.mgFull.id, pack: null },
    });
    expect(again.statusCode).toBe(400);
    expect(errorOf(again).errors[0]).toMatchObject({ code: 'already_owned', attr: null });
    expect(errorOf(again).errors[0]?.detail).toMatch(/уже/);
    const en = await call(
      'POST',
      '/api/cart/',
      u.access,
      { item: { product: cat.mgFull.id, pack: null } },
      { 'accept-language': 'en' },
    );
    expect(errorOf(en).errors[0]?.detail).toMatch(/already/i);
    // A bundle with the owned course in it is refused too.
    const bundle = await call('POST', '/api/cart/', u.access, { bundle: cat.bundle.hash });
    expect(errorOf(bundle).errors[0]?.code).toBe('already_owned');
  });

  it('offers a monthly course the student has as a renewal, and adding it is allowed', async () => {
    const u = await signedInUser(t.app);
    await buy(u.access, cat.mg.id);
    const product = (await call('GET', `/api/v2/shop/products/${cat.mg.id}/`, u.access)).json();
    expect(product).toMatchObject({ is_owned: true, can_renew: true });
    const add = await call('POST', '/api/cart/', u.access, { item: { product: cat.mg.id, pack: null } });
    expect(add.statusCode).toBe(200);
    expect(add.json().items[0].product).toMatchObject({ id: cat.mg.id, is_owned: true, can_renew: true });
    expect((await call('POST', '/api/core/pay/init/', u.access, {})).statusCode).toBe(200);
  });

  it('refuses pay/init of a cart holding a course bought meanwhile', async () => {
    const u = await signedInUser(t.app);
    await call('POST', '/api/cart/', u.access, { item: { product: cat.mgFull.id, pack: null } });
    const cart = (await call('GET', '/api/cart/', u.access)).json();
    // Bought elsewhere in between (e.g. a shared cart paid by a parent).
    await t.app.prepa.db.insert(enrollments).values({
      userId: u.id,
      productId: cat.mgFull.id,
      startsAt: new Date(),
      endsAt: new Date(Date.now() + 30 * 86_400_000),
      grantKey: `test:${u.id}:${cart.hash}`,
      source: 'PURCHASE',
      transactionId: null,
    });
    const init = await call('POST', '/api/core/pay/init/', u.access, {});
    expect(init.statusCode).toBe(400);
    expect(errorOf(init).errors[0]).toMatchObject({ code: 'already_owned', attr: null });
    expect((await call('GET', '/api/cart/', u.access)).json().items[0].product.is_owned).toBe(true);
  });
});
