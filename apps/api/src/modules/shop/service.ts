import { eq, sql } from 'drizzle-orm';
import type { Currency, Teacher } from '@prepa/contracts';
import { versionsOf, type ChangeFeed } from '../../db/change-feed.js';
import type { Db } from '../../db/client.js';
import { createFeedCache } from '../../db/feed-cache.js';
import { catalogueVersion } from '../../db/schema/index.js';
import { NotFound } from '../../http/errors.js';
import type { SharedAnswer } from '../../http/one-shot-compression.js';
import { loadBundles, toCartBundle } from './bundles.js';
import { priceIn, productsIn, type LoadedProduct } from './catalog.js';
import { courseTypesOf } from './course-types.js';
import {
  catalogue,
  catalogueAt,
  memoised,
  sharedAnswerOn,
  type CatalogueSnapshot,
} from './catalogue-cache.js';
import {
  ownedPlansJson,
  ownedUntilMs,
  ownershipFromPlans,
  ownershipOf,
  type OwnedPlan,
  type Ownership,
} from './ownership.js';

export interface ProductFilter {
  sysCourseTypeCode?: string;
  productTypeId?: number;
  classYear?: number;
  classTypeId?: number;
  limit: number;
  offset: number;
}

function strip(p: LoadedProduct) {
  const { prices: _p, sold: _s, accessDays: _a, isForcedProlong: _f, ...product } = p;
  return product;
}

/** A product of the list as sent: the same for everyone but `isOwned` / `canRenew`. */
export type ListedProduct = Readonly<ReturnType<typeof strip> & Ownership>;

const VARIANTS: readonly Ownership[] = [
  { isOwned: false, canRenew: false },
  { isOwned: true, canRenew: false },
  { isOwned: true, canRenew: true },
];
const variantOf = (o: Ownership) => (o.isOwned ? (o.canRenew ? 2 : 1) : 0);

/**
 * The listed product of `id` with that ownership, made once per snapshot, currency and ownership and
 * shared by every request of that snapshot (frozen: read, never change). A new catalogue stamp is a new
 * snapshot, so nothing made from an older catalogue is served after a change.
 */
function listed(s: CatalogueSnapshot, p: LoadedProduct, currency: Currency, o: Ownership): ListedProduct {
  const all = memoised(s, `listed:${currency}`, () => new Map<number, ListedProduct[]>());
  let variants = all.get(p.id);
  if (!variants) {
    const product = strip(p);
    variants = VARIANTS.map((v) => Object.freeze({ ...product, ...v }));
    all.set(p.id, variants);
  }
  return variants[variantOf(o)] as ListedProduct;
}

/** A page of the catalogue's list. */
export interface ProductPage {
  count: number;
  results: ListedProduct[];
}

/**
 * Shared catalogue answers kept per catalogue snapshot, the oldest dropped first: about 25 KB each
 * (the JSON and its Brotli), so at most about 12 MB.
 */
export const SHARED_ANSWERS_MAX = 500;

/** The longest a viewer's owned courses are served from memory without asking the database again. */
export const OWNED_KEEP_MS = 60_000;

/** The viewer key of a guest (no user has id 0). */
const GUEST = 0;

/**
 * `feed`: the database's change feed. While it is live, a viewer's catalogue stamp and owned courses
 * are served from memory until the feed tells of a change to the catalogue or to that viewer's
 * enrolments or subscriptions, or one of them ends: the catalogue list then asks the database nothing.
 */
export function createShopService(db: Db, feed?: ChangeFeed) {
  /**
   * The catalogue stamp and what the viewer owns, in one prepared round trip: the catalogue list's only
   * query while the catalogue is cached. Placeholders userId (null: a guest, owns nothing), now (ISO).
   */
  const stampAndOwned = db
    .select({
      stamp: catalogueVersion.stamp,
      owned: ownedPlansJson(db, sql.placeholder('userId'), sql.placeholder('now')),
      until: ownedUntilMs(db, sql.placeholder('userId'), sql.placeholder('now')),
    })
    .from(catalogueVersion)
    .where(eq(catalogueVersion.id, 1))
    .prepare('shop_catalogue_owned');

  /** The page of products that `filter` selects, as `viewer` (what the viewer owns) sees it. */
  function pageOf(
    snapshot: CatalogueSnapshot,
    owned: Map<number, Ownership>,
    filter: ProductFilter,
    currency: Currency,
  ): ProductPage {
    const matching = [...snapshot.products.values()].filter(
      (r) =>
        r.isActive &&
        priceIn(r.prices, currency) !== null &&
        (!filter.sysCourseTypeCode || r.sctCode === filter.sysCourseTypeCode) &&
        (!filter.productTypeId || r.pt.id === filter.productTypeId) &&
        (!filter.classYear || r.pt.classYearId === filter.classYear) &&
        (!filter.classTypeId || r.pt.classTypeId === filter.classTypeId),
    );
    const ids = matching.slice(filter.offset, filter.offset + filter.limit).map((r) => r.id);
    const loaded = productsIn(snapshot, ids, currency);
    const results = ids.flatMap((id) => {
      const p = loaded.get(id);
      return p ? [listed(snapshot, p, currency, ownershipOf(owned, p.id))] : [];
    });
    return { count: matching.length, results };
  }

  /** The feed's versions of what a viewer's catalogue read depends on (null: ask the database). */
  const versionsOfViewer = (viewer: number) =>
    viewer === GUEST ? versionsOf(feed, ['catalogue']) : versionsOf(feed, ['catalogue'], ['owned', viewer]);

  const viewers = createFeedCache<number, { snapshot: CatalogueSnapshot; plans: readonly OwnedPlan[] }>({
    versionsOf: versionsOfViewer,
    async read(viewer, now) {
      const userId = viewer === GUEST ? null : viewer;
      const [row] = await stampAndOwned.execute({ userId, now: new Date(now).toISOString() });
      // Without the stamp's row (the migration inserts it) the catalogue is read afresh, as `catalogue`
      // does, and nothing is kept.
      const stamp = row?.stamp ?? '';
      const value = { snapshot: await catalogueAt(db, stamp), plans: row?.owned ?? [] };
      return { value, until: Math.min(row?.until ?? Infinity, now + OWNED_KEEP_MS), keep: stamp !== '' };
    },
  });

  const stampAndOwnedOf = (viewerId: number | null) => viewers(viewerId ?? GUEST);

  return {
    /** `viewerId`: the signed-in student, whose owned courses are marked (guests: null). */
    async listProducts(filter: ProductFilter, currency: Currency, viewerId: number | null = null) {
      const { snapshot, plans } = await stampAndOwnedOf(viewerId);
      return pageOf(snapshot, ownershipFromPlans(plans), filter, currency);
    },

    /**
     * The catalogue's answer as `render` writes it, shared by every request with the same catalogue
     * stamp, currency, owned courses and `address` (the request's URL, which holds the filter and the
     * page): one round trip per request (the stamp and what the viewer owns), and the page is built,
     * serialized and compressed once per such answer instead of on every request. The answers live on
     * the catalogue snapshot, so a change of the catalogue (a new stamp) drops them all; a change of
     * what the viewer owns is a new key.
     */
    async sharedProductPage(
      filter: ProductFilter,
      currency: Currency,
      viewerId: number | null,
      address: string,
      render: (page: ProductPage) => string,
    ): Promise<SharedAnswer> {
      const { snapshot, plans } = await stampAndOwnedOf(viewerId);
      const ownedKey = plans
        .map((p) => `${p.id}:${p.plan}`)
        .sort()
        .join(',');
      const key = `${currency} ${ownedKey} ${address}`;
      return sharedAnswerOn(snapshot, 'answers', SHARED_ANSWERS_MAX, key, () =>
        render(pageOf(snapshot, ownershipFromPlans(plans), filter, currency)),
      );
    },

    async getProduct(id: number, currency: Currency, viewerId: number | null = null) {
      // The snapshot and the viewer's courses the catalogue list keeps (on the change feed).
      const { snapshot, plans } = await stampAndOwnedOf(viewerId);
      const p = productsIn(snapshot, [id], currency).get(id);
      if (!p || !p.sold) throw new NotFound('product_not_found');
      return { ...strip(p), ...ownershipOf(ownershipFromPlans(plans), id) };
    },

    async sysCourseTypes() {
      return courseTypesOf(await catalogue(db));
    },

    async teacher(id: number): Promise<Teacher> {
      const s = await catalogue(db);
      const t = s.teachers.get(id);
      if (!t) throw new NotFound();
      const subjects = s.classTypes
        .filter((c) => t.classTypeIds.includes(c.id))
        .sort((x, y) => x.order - y.order);
      return {
        id: t.id,
        fullName: t.fullName,
        avatar: t.avatar,
        description: t.description,
        stats: t.stats,
        presentationVideo: t.presentationVideo,
        classTypes: subjects.map((c) => ({ id: c.id, title: c.title, color: { base: c.color } })),
      };
    },

    /** Subjects; with `classYear`, those that have a product type in that year. */
    async classTypes(classYear?: number) {
      const s = await catalogue(db);
      const inYear = classYear
        ? new Set(s.productTypes.filter((p) => p.classYearId === classYear).map((p) => p.classTypeId))
        : null;
      const rows = inYear ? s.classTypes.filter((c) => inYear.has(c.id)) : s.classTypes;
      return { results: rows.map((c) => ({ id: c.id, title: c.title, color: { base: c.color } })) };
    },

    async classYears() {
      return { results: (await catalogue(db)).classYears };
    },

    async bundles(sysCourseTypeCode: string | undefined, currency: Currency) {
      const list = await loadBundles(db, { sysCourseTypeCode }, currency);
      return {
        results: list.filter((b) => b.sold).map(toCartBundle),
      };
    },
  };
}
export type ShopService = ReturnType<typeof createShopService>;
