import { and, asc, count, eq, inArray, sql, type SQL } from 'drizzle-orm';
import type { Currency, Teacher } from '@prepa/contracts';
import type { Db } from '../../db/client.js';
import {
  classTypes,
  classYears,
  products,
  productTypes,
  sysCourseTypes,
  teachers,
} from '../../db/schema/index.js';
import { NotFound } from '../../http/errors.js';
import { loadBundles } from './bundles.js';
import { loadProducts, productTypeColumns, toProductType, type LoadedProduct } from './catalog.js';
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
      const where: SQL[] = [eq(products.isActive, true), sql`${products.prices} ? ${currency}`];
      if (filter.sysCourseTypeCode) where.push(eq(sysCourseTypes.code, filter.sysCourseTypeCode as never));
      if (filter.productTypeId) where.push(eq(products.productTypeId, filter.productTypeId));
      if (filter.classYear) where.push(eq(productTypes.classYearId, filter.classYear));
      if (filter.classTypeId) where.push(eq(productTypes.classTypeId, filter.classTypeId));
      const base = db
        .select({ id: products.id })
        .from(products)
        .innerJoin(productTypes, eq(productTypes.id, products.productTypeId))
        .innerJoin(sysCourseTypes, eq(sysCourseTypes.id, productTypes.sysCourseTypeId))
        .where(and(...where));
      const [total] = await db.select({ n: count() }).from(base.as('q'));
      const ids = await base.orderBy(asc(products.id)).limit(filter.limit).offset(filter.offset);
      const loaded = await loadProducts(
        db,
        ids.map((r) => r.id),
        currency,
      );
      const owned = await ownership(
        db,
        viewerId,
        ids.map((r) => r.id),
      );
      const results = ids.flatMap((r) => {
        const p = loaded.get(r.id);
        return p ? [{ ...strip(p), ...ownershipOf(owned, p.id) }] : [];
      });
      return { count: total?.n ?? 0, results };
    },

    async getProduct(id: number, currency: Currency, viewerId: number | null = null) {
      const p = (await loadProducts(db, [id], currency)).get(id);
      if (!p || !p.sold) throw new NotFound('product_not_found');
      return { ...strip(p), ...ownershipOf(await ownership(db, viewerId, [id]), id) };
    },

    async sysCourseTypes() {
      const types = await db
        .select()
        .from(sysCourseTypes)
        .orderBy(asc(sysCourseTypes.order), asc(sysCourseTypes.id));
      const pts = await db
        .select(productTypeColumns)
        .from(productTypes)
        .leftJoin(classTypes, eq(classTypes.id, productTypes.classTypeId))
        .leftJoin(classYears, eq(classYears.id, productTypes.classYearId))
        .orderBy(asc(productTypes.id));
      return {
        results: types.map((t) => ({
          id: t.id,
          code: t.code,
          title: t.title,
          productTypes: pts.filter((p) => p.sysCourseTypeId === t.id).map(toProductType),
        })),
      };
    },

    async teacher(id: number): Promise<Teacher> {
      const [t] = await db.select().from(teachers).where(eq(teachers.id, id));
      if (!t) throw new NotFound();
      const subjects = t.classTypeIds.length
        ? await db
            .select()
            .from(classTypes)
            .where(inArray(classTypes.id, t.classTypeIds))
            .orderBy(asc(classTypes.order))
        : [];
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

    async classTypes(classYear?: number) {
      const rows = classYear
        ? await db
            .selectDistinct({
              id: classTypes.id,
              title: classTypes.title,
              color: classTypes.color,
              order: classTypes.order,
            })
            .from(classTypes)
            .innerJoin(productTypes, eq(productTypes.classTypeId, classTypes.id))
            .where(eq(productTypes.classYearId, classYear))
            .orderBy(asc(classTypes.order), asc(classTypes.id))
        : await db.select().from(classTypes).orderBy(asc(classTypes.order), asc(classTypes.id));
      return { results: rows.map((c) => ({ id: c.id, title: c.title, color: { base: c.color } })) };
    },

    async classYears() {
      const rows = await db.select().from(classYears).orderBy(asc(classYears.order));
      return { results: rows };
    },

    async bundles(sysCourseTypeCode: string | undefined, currency: Currency) {
      const list = await loadBundles(db, { sysCourseTypeCode }, currency);
      return {
        results: list
          .filter((b) => b.sold)
          .map(({ sold: _s, productIds: _p, giftIds: _g, packs: _k, ...b }) => b),
      };
    },
  };
}
export type ShopService = ReturnType<typeof createShopService>;
