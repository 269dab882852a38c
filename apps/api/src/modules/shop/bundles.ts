import type { CartBundle, Currency } from '@prepa/contracts';
import type { Db } from '../../db/client.js';
import { pricedProducts, priceIn } from './catalog.js';
import { catalogue, memoised, type CatalogueSnapshot } from './catalogue-cache.js';

export interface LoadedBundle extends CartBundle {
  sold: boolean;
  isActive: boolean;
  sysCourseTypeCode: string;
  productIds: number[];
  giftIds: number[];
  packs: Map<number, number | null>;
}

/** Every bundle in the contract's shape: items with their catalogue prices, the bundle's own price. */
function pricedBundles(s: CatalogueSnapshot, currency: Currency): readonly LoadedBundle[] {
  return memoised(s, `bundles:${currency}`, () => {
    const catalogue = pricedProducts(s, currency);
    return s.bundles.map((b) => {
      const own = (s.bundleItems.get(b.id) ?? []).filter((i) => catalogue.has(i.productId));
      const lines = own.flatMap((i) => {
        const p = catalogue.get(i.productId);
        if (!p) return [];
        const pack = p.packs.find((k) => k.id === i.packId);
        return [
          {
            documentData: {
              productId: p.id,
              productTypeId: p.productType.id,
              packId: i.packId,
              teacherId: p.teacher?.id ?? null,
              classTypeId: p.productType.classType?.id ?? null,
              classYearId: p.productType.classYear?.id ?? null,
              type: p.productType.type,
            },
            title: p.title,
            price: pack?.price ?? p.price,
            tags: [p.productType.classYear?.title ?? '', p.ratePlan.packageTitle].filter(Boolean),
            teacher: p.teacher,
            educationProgram: p.description || null,
            sysCourseType: {
              code: p.courseType.sysCourseType.code,
              title: p.courseType.sysCourseType.title,
            },
            ratePlanTitle: p.ratePlan.title,
          },
        ];
      });
      const giftIds = s.bundleGifts.get(b.id) ?? [];
      const price = priceIn(b.prices, currency);
      return {
        id: b.id,
        hash: b.hash,
        title: b.title,
        price: price ?? 0,
        fullPrice: lines.reduce((sum, l) => sum + l.price, 0),
        items: lines,
        gifts: giftIds.flatMap((id) => {
          const g = catalogue.get(id);
          return g ? [{ id: g.id, title: g.title, productType: g.productType }] : [];
        }),
        sold: price !== null,
        isActive: b.isActive,
        sysCourseTypeCode: b.sysCourseTypeCode,
        productIds: own.map((i) => i.productId),
        giftIds,
        packs: new Map(own.map((i) => [i.productId, i.packId])),
      };
    });
  });
}

export interface BundleFilter {
  ids?: readonly number[];
  hashes?: readonly string[];
  sysCourseTypeCode?: string;
}

/** The active bundles matching every given condition, by id. */
export function bundlesIn(s: CatalogueSnapshot, where: BundleFilter, currency: Currency): LoadedBundle[] {
  return pricedBundles(s, currency).filter(
    (b) =>
      b.isActive &&
      (!where.ids || where.ids.includes(b.id)) &&
      (!where.hashes || where.hashes.includes(b.hash)) &&
      (!where.sysCourseTypeCode || b.sysCourseTypeCode === where.sysCourseTypeCode),
  );
}

export async function loadBundles(db: Db, where: BundleFilter, currency: Currency): Promise<LoadedBundle[]> {
  return bundlesIn(await catalogue(db), where, currency);
}

/** The bundle as the contract shows it. */
export function toCartBundle(b: LoadedBundle): CartBundle {
  const {
    sold: _s,
    isActive: _a,
    sysCourseTypeCode: _c,
    productIds: _p,
    giftIds: _g,
    packs: _k,
    ...bundle
  } = b;
  return bundle;
}
