import type { Currency, Platform, Product } from '@prepa/contracts';
import type { Db } from '../../db/client.js';
import type { Prices } from '../../db/schema/index.js';
import { toProductType } from './catalog-columns.js';
import { catalogue, memoised, type CatalogueSnapshot, type ProductRecord } from './catalogue-cache.js';

export { productTypeColumns, toProductType } from './catalog-columns.js';

/** The platform decides the currency (spec 2 §1): KZT in Kazakhstan, RUB elsewhere. */
export function currencyOf(platform: Platform): Currency {
  return platform === 'KZ' ? 'KZT' : 'RUB';
}

export function priceIn(prices: Prices | null | undefined, currency: Currency): number | null {
  const value = prices?.[currency];
  return typeof value === 'number' ? value : null;
}

export interface LoadedProduct extends Product {
  prices: Prices;
  accessDays: number;
  isForcedProlong: boolean;
  sold: boolean;
}

function priced(s: CatalogueSnapshot, r: ProductRecord, currency: Currency): LoadedProduct {
  const price = priceIn(r.prices, currency);
  return {
    id: r.id,
    title: r.title,
    description: r.description,
    price: price ?? 0,
    currency,
    prices: r.prices,
    sold: price !== null,
    accessDays: r.accessDays,
    isForcedProlong: r.isForcedProlong,
    avatar: r.avatar,
    startDate: r.startDate,
    teacher:
      r.teacherId === null
        ? null
        : { id: r.teacherId, fullName: r.teacherName ?? '', avatar: r.teacherAvatar },
    productType: toProductType(r.pt),
    courseType: { sysCourseType: { id: r.sctId, code: r.sctCode, title: r.sctTitle } },
    ratePlan: {
      id: r.ratePlanId,
      title: r.ratePlanTitle,
      sysRatePlanName: r.sysRatePlanName,
      packageTitle: r.packageTitle,
    },
    packs: (s.packs.get(r.id) ?? []).map((p) => ({
      id: p.id,
      price: priceIn(p.prices, currency) ?? 0,
      lessonsCount: p.lessonsCount,
      template: { title: p.title },
    })),
    alternativeRates: (s.alternatives.get(r.id) ?? [])
      .filter((a) => priceIn(a.prices, currency) !== null)
      .map((a) => ({
        id: a.id,
        productId: a.id,
        title: a.title,
        price: priceIn(a.prices, currency) ?? 0,
        order: a.order,
        ratePlan: {
          id: a.planId,
          title: a.planTitle,
          sysRatePlanName: a.sysRatePlanName,
          packageTitle: a.packageTitle,
        },
      })),
  };
}

/**
 * Every product of the snapshot in the contract's shape, priced in `currency` (0 and sold=false where
 * no price); computed once per snapshot and currency. Shared between requests: read, never change.
 */
export function pricedProducts(s: CatalogueSnapshot, currency: Currency): ReadonlyMap<number, LoadedProduct> {
  return memoised(
    s,
    `products:${currency}`,
    () => new Map([...s.products.values()].map((r) => [r.id, priced(s, r, currency)])),
  );
}

/** The products of `ids` (unknown ids are left out). */
export function productsIn(
  s: CatalogueSnapshot,
  ids: readonly number[],
  currency: Currency,
): Map<number, LoadedProduct> {
  const all = pricedProducts(s, currency);
  const out = new Map<number, LoadedProduct>();
  for (const id of ids) {
    const p = all.get(id);
    if (p) out.set(id, p);
  }
  return out;
}

export async function loadProducts(
  db: Db,
  ids: readonly number[],
  currency: Currency,
): Promise<Map<number, LoadedProduct>> {
  if (ids.length === 0) return new Map();
  return productsIn(await catalogue(db), ids, currency);
}

export function isIndividual(p: Pick<Product, 'productType' | 'courseType'>): boolean {
  return p.productType.type === 'IND' || p.courseType.sysCourseType.code === 'INDIVIDUAL';
}
