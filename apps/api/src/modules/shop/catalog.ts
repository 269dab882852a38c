import { asc, eq, inArray } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Currency, Platform, Product, ProductType } from '@prepa/contracts';
import type { Db } from '../../db/client.js';
import {
  alternativeRates,
  classTypes,
  classYears,
  lessonPacks,
  products,
  productTypes,
  ratePlans,
  sysCourseTypes,
  teachers,
  type Prices,
} from '../../db/schema/index.js';

/** The platform decides the currency (spec 2 §1): KZT in Kazakhstan, RUB elsewhere. */
export function currencyOf(platform: Platform): Currency {
  return platform === 'KZ' ? 'KZT' : 'RUB';
}

export function priceIn(prices: Prices | null | undefined, currency: Currency): number | null {
  const value = prices?.[currency];
  return typeof value === 'number' ? value : null;
}

/** Columns that make a product type of the contract; reuse with `.from(productTypes)` + joins. */
export const productTypeColumns = {
  id: productTypes.id,
  type: productTypes.type,
  title: productTypes.title,
  sysCourseTypeId: productTypes.sysCourseTypeId,
  classTypeId: classTypes.id,
  classTypeTitle: classTypes.title,
  classTypeColor: classTypes.color,
  classYearId: classYears.id,
  classYearTitle: classYears.title,
  classYearOrder: classYears.order,
};
type ProductTypeRow = {
  id: number;
  type: ProductType['type'];
  title: string;
  classTypeId: number | null;
  classTypeTitle: string | null;
  classTypeColor: string | null;
  classYearId: number | null;
  classYearTitle: string | null;
  classYearOrder: number | null;
};

export function toProductType(r: ProductTypeRow): ProductType {
  return {
    id: r.id,
    type: r.type,
    title: r.title,
    classType:
      r.classTypeId === null
        ? null
        : { id: r.classTypeId, title: r.classTypeTitle ?? '', color: { base: r.classTypeColor ?? '' } },
    classYear:
      r.classYearId === null
        ? null
        : { id: r.classYearId, title: r.classYearTitle ?? '', order: r.classYearOrder ?? 0 },
  };
}

export interface LoadedProduct extends Product {
  prices: Prices;
  accessDays: number;
  isForcedProlong: boolean;
  sold: boolean;
}

/** Products in the contract's shape, priced in `currency` (0 and sold=false where no price). */
export async function loadProducts(
  db: Db,
  ids: readonly number[],
  currency: Currency,
): Promise<Map<number, LoadedProduct>> {
  const out = new Map<number, LoadedProduct>();
  const unique = [...new Set(ids)];
  if (unique.length === 0) return out;
  const rows = await db
    .select({
      id: products.id,
      title: products.title,
      description: products.description,
      prices: products.prices,
      avatar: products.avatar,
      startDate: products.startDate,
      accessDays: products.accessDays,
      isForcedProlong: products.isForcedProlong,
      teacherId: teachers.id,
      teacherName: teachers.fullName,
      teacherAvatar: teachers.avatar,
      ratePlanId: ratePlans.id,
      ratePlanTitle: ratePlans.title,
      sysRatePlanName: ratePlans.sysRatePlanName,
      packageTitle: ratePlans.packageTitle,
      sctId: sysCourseTypes.id,
      sctCode: sysCourseTypes.code,
      sctTitle: sysCourseTypes.title,
      pt: productTypeColumns,
    })
    .from(products)
    .innerJoin(productTypes, eq(productTypes.id, products.productTypeId))
    .innerJoin(sysCourseTypes, eq(sysCourseTypes.id, productTypes.sysCourseTypeId))
    .innerJoin(ratePlans, eq(ratePlans.id, products.ratePlanId))
    .leftJoin(classTypes, eq(classTypes.id, productTypes.classTypeId))
    .leftJoin(classYears, eq(classYears.id, productTypes.classYearId))
    .leftJoin(teachers, eq(teachers.id, products.teacherId))
    .where(inArray(products.id, unique));

  const packs = await db
    .select()
    .from(lessonPacks)
    .where(inArray(lessonPacks.productId, unique))
    .orderBy(asc(lessonPacks.lessonsCount));
  const alt = alias(products, 'alt');
  const altPlan = alias(ratePlans, 'alt_plan');
  const alts = await db
    .select({
      productId: alternativeRates.productId,
      id: alt.id,
      title: alt.title,
      prices: alt.prices,
      order: alternativeRates.order,
      planId: altPlan.id,
      planTitle: altPlan.title,
      sysRatePlanName: altPlan.sysRatePlanName,
      packageTitle: altPlan.packageTitle,
    })
    .from(alternativeRates)
    .innerJoin(alt, eq(alt.id, alternativeRates.altProductId))
    .innerJoin(altPlan, eq(altPlan.id, alt.ratePlanId))
    .where(inArray(alternativeRates.productId, unique))
    .orderBy(asc(alternativeRates.order));

  for (const r of rows) {
    const price = priceIn(r.prices, currency);
    out.set(r.id, {
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
      packs: packs
        .filter((p) => p.productId === r.id)
        .map((p) => ({
          id: p.id,
          price: priceIn(p.prices, currency) ?? 0,
          lessonsCount: p.lessonsCount,
          template: { title: p.title },
        })),
      alternativeRates: alts
        .filter((a) => a.productId === r.id && priceIn(a.prices, currency) !== null)
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
    });
  }
  return out;
}

export function isIndividual(p: Pick<Product, 'productType' | 'courseType'>): boolean {
  return p.productType.type === 'IND' || p.courseType.sysCourseType.code === 'INDIVIDUAL';
}
