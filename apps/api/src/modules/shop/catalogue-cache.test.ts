import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import { productPageSchema } from '@prepa/contracts';
import { bundles, enrollments, lessonPacks, products } from '../../db/schema/index.js';
import { serializeResponse } from '../../http/validation.js';
import { pageLinks } from '../../http/page-links.js';
import { bearer, createTestApp, signedInUser, type TestApp } from '../../../test/app.js';
import { createCatalogue } from '../../../test/shop-factories.js';
import { catalogue } from './catalogue-cache.js';
import { createShopService, SHARED_ANSWERS_MAX } from './service.js';

/**
 * Issue 11: the catalogue is read from memory, and any write to it is seen by the next request once the
 * database's change feed has told this instance (`settled`: at once on PGlite, milliseconds on
 * PostgreSQL; a write through the API settles before it answers).
 */
let t: TestApp;
let cat: Awaited<ReturnType<typeof createCatalogue>>;

beforeAll(async () => {
  t = await createTestApp();
  cat = await createCatalogue(t.app);
});
afterAll(() => t.close());

/** After a write by SQL here: its notification has reached the app's change feed. */
const settled = () => t.app.prepa.changes.settle();

const get = (url: string, access?: string) =>
  t.app.inject({ method: 'GET', url, headers: access ? bearer(access) : {} });

describe('the catalogue cache', () => {
  it('serves one snapshot until a catalogue table changes, then a new one', async () => {
    const db = t.app.prepa.db;
    const first = await catalogue(db);
    expect(await catalogue(db)).toBe(first);
    await db.update(products).set({ title: 'Переименован' }).where(eq(products.id, cat.mgFull.id));
    const second = await catalogue(db);
    expect(second).not.toBe(first);
    expect(second.products.get(cat.mgFull.id)?.title).toBe('Переименован');
    // A change rolled back leaves the stamp, and so the snapshot, as it was.
    await db
      .transaction(async (tx) => {
        await tx.update(products).set({ title: 'Никогда' }).where(eq(products.id, cat.mgFull.id));
        throw new Error('rollback');
      })
      .catch(() => undefined);
    expect(await catalogue(db)).toBe(second);
  });

  it('shows a price changed in SQL at once in the catalogue, the product and the cart', async () => {
    const u = await signedInUser(t.app);
    const added = await t.app.inject({
      method: 'POST',
      url: '/api/cart/',
      headers: bearer(u.access),
      payload: { item: { product: cat.mgFull.id, pack: null } },
    });
    expect(added.statusCode).toBe(200);
    const before = (await get('/api/v2/shop/products/?limit=50', u.access)).json();
    const tile = before.results.find((p: { id: number }) => p.id === cat.mgFull.id);
    expect(tile.price).not.toBe(12_345_00);

    // Staff (or anyone with SQL) changes the price: no call to the API, no message to the server.
    await t.app.prepa.db.execute(
      sql`UPDATE products SET prices = jsonb_set(prices, '{RUB}', '1234500') WHERE id = ${cat.mgFull.id}`,
    );
    await settled();
    const after = (await get('/api/v2/shop/products/?limit=50', u.access)).json();
    expect(after.results.find((p: { id: number }) => p.id === cat.mgFull.id).price).toBe(12_345_00);
    expect((await get(`/api/v2/shop/products/${cat.mgFull.id}/`)).json().price).toBe(12_345_00);
    const cart = (await get('/api/cart/', u.access)).json();
    expect(cart.items[0].price).toBe(12_345_00);
    expect(cart.full_amount).toBe(12_345_00);
  });

  it('sees packs and bundles change too, and a product taken off sale leaves the list', async () => {
    const db = t.app.prepa.db;
    const [pack] = await db.select().from(lessonPacks).where(eq(lessonPacks.productId, cat.ind.id));
    if (pack) {
      await db
        .update(lessonPacks)
        .set({ prices: { RUB: 777_00 } })
        .where(eq(lessonPacks.id, pack.id));
      const product = (await get(`/api/v2/shop/products/${cat.ind.id}/`)).json();
      expect(product.packs.find((p: { id: number }) => p.id === pack.id).price).toBe(777_00);
    }
    const listed = await get('/api/v2/shop/bundles/');
    const count = listed.json().results.length;
    await db.update(bundles).set({ isActive: false });
    expect((await get('/api/v2/shop/bundles/')).json().results).toHaveLength(0);
    await db.update(bundles).set({ isActive: true });
    expect((await get('/api/v2/shop/bundles/')).json().results).toHaveLength(count);

    const total = (await get('/api/v2/shop/products/?limit=50')).json().count;
    await db.update(products).set({ isActive: false }).where(eq(products.id, cat.mgFull.id));
    await settled();
    const now = (await get('/api/v2/shop/products/?limit=50')).json();
    expect(now.count).toBe(total - 1);
    expect(now.results.some((p: { id: number }) => p.id === cat.mgFull.id)).toBe(false);
  });

  it('sends the catalogue list as the serializer would, and a change to the catalogue or to what the student owns at once', async () => {
    const db = t.app.prepa.db;
    await db.update(products).set({ isActive: true }).where(eq(products.id, cat.mgFull.id)); // (test above)
    await settled();
    const u = await signedInUser(t.app);
    const owned = async (productId: number) => {
      await db.insert(enrollments).values({
        userId: u.id,
        productId,
        startsAt: new Date(),
        endsAt: new Date(Date.now() + 30 * 86_400_000),
        grantKey: `test:${u.id}:${productId}`,
        source: 'PURCHASE',
        transactionId: null,
      });
      await settled();
    };
    await owned(cat.mg.id); // monthly: owned, renewable
    await owned(cat.ind.id); // lesson packs: owned, renewable
    const url = '/api/v2/shop/products/?limit=3&offset=1';
    // The bytes the route's schema serializer gives for the service's page, for a guest and a student.
    const generic = async (viewerId: number | null) => {
      const page = await createShopService(db).listProducts({ limit: 3, offset: 1 }, 'RUB', viewerId);
      return serializeResponse(productPageSchema, {
        count: page.count,
        ...pageLinks(url, page.count, 3, 1),
        results: page.results,
      });
    };
    for (const [access, viewer] of [
      [undefined, null],
      [u.access, u.id],
    ] as const) {
      const res = await get(url, access);
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toBe('application/json; charset=utf-8');
      expect(res.body).toBe(await generic(viewer));
    }
    const all = async (access?: string) =>
      (await get('/api/v2/shop/products/?limit=50', access)).json().results as {
        id: number;
        title: string;
        is_owned: boolean;
        can_renew: boolean;
      }[];
    const tile = async (id: number, access?: string) => (await all(access)).find((p) => p.id === id);
    expect(await tile(cat.mg.id, u.access)).toMatchObject({ is_owned: true, can_renew: true });
    expect(await tile(cat.mgFull.id, u.access)).toMatchObject({ is_owned: false, can_renew: false });
    expect(await tile(cat.mg.id)).toMatchObject({ is_owned: false, can_renew: false });

    // Served from memory now; a change of the catalogue (SQL, no API call) must not be answered from it.
    await db.update(products).set({ title: 'Новое имя' }).where(eq(products.id, cat.mg.id));
    await settled();
    expect(await tile(cat.mg.id, u.access)).toMatchObject({ title: 'Новое имя', is_owned: true });
    expect((await tile(cat.mg.id))?.title).toBe('Новое имя');
    // What the student owns is kept too, until the feed tells of a change to their enrolments: a course
    // bought meanwhile shows as owned at the next read.
    await owned(cat.mgFull.id);
    expect(await tile(cat.mgFull.id, u.access)).toMatchObject({ is_owned: true, can_renew: false });
  });

  it('shares one answer, in each encoding, between viewers who own the same, and keeps at most SHARED_ANSWERS_MAX', async () => {
    const db = t.app.prepa.db;
    const [a, b] = [await signedInUser(t.app), await signedInUser(t.app)];
    const url = '/api/v2/shop/products/?limit=50';
    const read = (access?: string, encoding?: string) =>
      t.app.inject({
        method: 'GET',
        url,
        headers: { ...(access ? bearer(access) : {}), ...(encoding ? { 'accept-encoding': encoding } : {}) },
      });
    const decoded = (res: Awaited<ReturnType<typeof read>>) =>
      res.headers['content-encoding'] === 'br'
        ? brotliDecompressSync(res.rawPayload).toString()
        : res.headers['content-encoding'] === 'gzip'
          ? gunzipSync(res.rawPayload).toString()
          : res.body;
    const guest = await read();
    // Two students who own nothing see the guest's page, in whichever encoding each asks for.
    for (const [access, encoding] of [
      [a.access, 'br'],
      [b.access, 'gzip'],
      [a.access, undefined],
      [undefined, 'gzip, deflate, br, zstd'],
    ] as const) {
      const res = await read(access, encoding);
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-encoding']).toBe(
        encoding === undefined ? undefined : encoding.includes('br') ? 'br' : 'gzip',
      );
      expect(Number(res.headers['content-length'])).toBe(res.rawPayload.length);
      expect(decoded(res)).toBe(guest.body);
    }
    // Once student a owns a course, a's page (compressed, as a browser asks) is a's own; b's is not.
    await db.insert(enrollments).values({
      userId: a.id,
      productId: cat.mgFull.id,
      startsAt: new Date(),
      endsAt: new Date(Date.now() + 30 * 86_400_000),
      grantKey: `test:${a.id}:${cat.mgFull.id}`,
      source: 'PURCHASE',
      transactionId: null,
    });
    await settled();
    const isOwned = (body: string) =>
      (JSON.parse(body) as { results: { id: number; is_owned: boolean }[] }).results.find(
        (p) => p.id === cat.mgFull.id,
      )?.is_owned;
    expect(isOwned(decoded(await read(a.access, 'br')))).toBe(true);
    expect(isOwned(decoded(await read(b.access, 'br')))).toBe(false);
    expect(decoded(await read(b.access, 'br'))).toBe(guest.body);

    // Each address is its own answer (its page and links); the oldest go beyond the limit.
    const shop = createShopService(db);
    const snapshot = await catalogue(db);
    for (let offset = 0; offset < SHARED_ANSWERS_MAX + 20; offset += 1) {
      const address = `/api/v2/shop/products/?limit=1&offset=${offset}`;
      const answer = await shop.sharedProductPage({ limit: 1, offset }, 'RUB', null, address, (page) =>
        JSON.stringify({ count: page.count, ids: page.results.map((p) => p.id), address }),
      );
      expect(JSON.parse(answer.json)).toMatchObject({ address });
    }
    expect((snapshot.memo.get('answers') as Map<string, unknown>).size).toBe(SHARED_ANSWERS_MAX);
  });
});
