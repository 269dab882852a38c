import { and, asc, eq, inArray } from 'drizzle-orm';
import type { CartBundle, Currency } from '@prepa/contracts';
import type { Db } from '../../db/client.js';
import { bundleGifts, bundleItems, bundles, products, sysCourseTypes } from '../../db/schema/index.js';
import { loadProducts, priceIn } from './catalog.js';

export interface LoadedBundle extends CartBundle {
  sold: boolean;
  productIds: number[];
  giftIds: number[];
  packs: Map<number, number | null>;
}

/** Bundles in the contract's shape: items with their catalogue prices, the bundle's own price. */
export async function loadBundles(
  db: Db,
  where: { ids?: number[]; hashes?: string[]; sysCourseTypeCode?: string },
  currency: Currency,
): Promise<LoadedBundle[]> {
  const conditions = [eq(bundles.isActive, true)];
  if (where.ids) conditions.push(inArray(bundles.id, where.ids.length ? where.ids : [-1]));
  if (where.hashes) conditions.push(inArray(bundles.hash, where.hashes.length ? where.hashes : ['']));
  if (where.sysCourseTypeCode) conditions.push(eq(sysCourseTypes.code, where.sysCourseTypeCode as never));
  const rows = await db
    .select({
      id: bundles.id,
      hash: bundles.hash,
      title: bundles.title,
      prices: bundles.prices,
      tags: bundles.tags,
    })
    .from(bundles)
    .innerJoin(sysCourseTypes, eq(sysCourseTypes.id, bundles.sysCourseTypeId))
    .where(and(...conditions))
    .orderBy(asc(bundles.id));
  if (rows.length === 0) return [];
  const ids = rows.map((r) => r.id);
  const items = await db
    .select({ bundleId: bundleItems.bundleId, productId: bundleItems.productId, packId: bundleItems.packId })
    .from(bundleItems)
    .innerJoin(products, eq(products.id, bundleItems.productId))
    .where(inArray(bundleItems.bundleId, ids))
    .orderBy(asc(bundleItems.order));
  const gifts = await db.select().from(bundleGifts).where(inArray(bundleGifts.bundleId, ids));
  const catalogue = await loadProducts(
    db,
    [...items.map((i) => i.productId), ...gifts.map((g) => g.giftProductId)],
    currency,
  );

  return rows.map((b) => {
    const own = items.filter((i) => i.bundleId === b.id);
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
    const giftIds = gifts.filter((g) => g.bundleId === b.id).map((g) => g.giftProductId);
    const price = priceIn(b.prices, currency);
    return {
      id: b.id,
      hash: b.hash,
      title: b.title,
      price: price ?? 0,
      fullPrice: lines.reduce((s, l) => s + l.price, 0),
      items: lines,
      gifts: giftIds.flatMap((id) => {
        const g = catalogue.get(id);
        return g ? [{ id: g.id, title: g.title, productType: g.productType }] : [];
      }),
      sold: price !== null,
      productIds: own.map((i) => i.productId),
      giftIds,
      packs: new Map(own.map((i) => [i.productId, i.packId])),
    };
  });
}
