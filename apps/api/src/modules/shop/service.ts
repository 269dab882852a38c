import type { Currency, Teacher } from '@prepa/contracts';
import type { Db } from '../../db/client.js';
import { NotFound } from '../../http/errors.js';
import { loadBundles, toCartBundle } from './bundles.js';
import { loadProducts, priceIn, productsIn, toProductType, type LoadedProduct } from './catalog.js';
import { catalogue } from './catalogue-cache.js';
import { ownership, ownershipOf } from './ownership.js';

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

export function createShopService(db: Db) {
  return {
    /** `viewerId`: the signed-in student, whose owned courses are marked (guests: null). */
    async listProducts(filter: ProductFilter, currency: Currency, viewerId: number | null = null) {
      const snapshot = await catalogue(db);
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
      const owned = await ownership(db, viewerId, ids);
      const results = ids.flatMap((id) => {
        const p = loaded.get(id);
        return p ? [{ ...strip(p), ...ownershipOf(owned, p.id) }] : [];
      });
      return { count: matching.length, results };
    },

    async getProduct(id: number, currency: Currency, viewerId: number | null = null) {
      const p = (await loadProducts(db, [id], currency)).get(id);
      if (!p || !p.sold) throw new NotFound('product_not_found');
      return { ...strip(p), ...ownershipOf(await ownership(db, viewerId, [id]), id) };
    },

    async sysCourseTypes() {
      const s = await catalogue(db);
      return {
        results: s.sysCourseTypes.map((t) => ({
          id: t.id,
          code: t.code,
          title: t.title,
          productTypes: s.productTypes.filter((p) => p.sysCourseTypeId === t.id).map(toProductType),
        })),
      };
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
