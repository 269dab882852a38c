import { asc, eq, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/client.js';
import { stampedCache } from '../../db/stamped-cache.js';
import { SharedAnswers, type SharedAnswer } from '../../http/one-shot-compression.js';
import {
  alternativeRates,
  bundleGifts,
  bundleItems,
  bundles,
  catalogueVersion,
  classTypes,
  classYears,
  lessonPacks,
  productGifts,
  products,
  productTypes,
  ratePlans,
  sysCourseTypes,
  teachers,
} from '../../db/schema/index.js';
import { productTypeColumns } from './catalog-columns.js';

/**
 * The catalogue is the same for every student and changes rarely (staff, the seed), so it is read
 * whole into memory once per catalogue stamp: a request then pays one small query (the stamp) instead
 * of five to seven. Migration 0012 changes the stamp by trigger in the transaction of any write to a
 * catalogue table, so a change made anywhere — this instance, another one, SQL by hand — is seen by
 * the next request on every instance; no message has to reach anyone (`stampedCache`).
 */

async function readProducts(db: Db) {
  return db
    .select({
      id: products.id,
      title: products.title,
      description: products.description,
      prices: products.prices,
      avatar: products.avatar,
      startDate: products.startDate,
      accessDays: products.accessDays,
      isForcedProlong: products.isForcedProlong,
      isActive: products.isActive,
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
    .orderBy(asc(products.id));
}

async function readAlternatives(db: Db) {
  const alt = alias(products, 'alt');
  const altPlan = alias(ratePlans, 'alt_plan');
  return db
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
    .orderBy(asc(alternativeRates.order));
}

async function readBundles(db: Db) {
  return db
    .select({
      id: bundles.id,
      hash: bundles.hash,
      title: bundles.title,
      prices: bundles.prices,
      tags: bundles.tags,
      isActive: bundles.isActive,
      sysCourseTypeCode: sysCourseTypes.code,
    })
    .from(bundles)
    .innerJoin(sysCourseTypes, eq(sysCourseTypes.id, bundles.sysCourseTypeId))
    .orderBy(asc(bundles.id));
}

async function readProductTypes(db: Db) {
  return db
    .select(productTypeColumns)
    .from(productTypes)
    .leftJoin(classTypes, eq(classTypes.id, productTypes.classTypeId))
    .leftJoin(classYears, eq(classYears.id, productTypes.classYearId))
    .orderBy(asc(productTypes.id));
}

export type ProductRecord = Awaited<ReturnType<typeof readProducts>>[number];
export type PackRecord = typeof lessonPacks.$inferSelect;
export type AlternativeRecord = Awaited<ReturnType<typeof readAlternatives>>[number];
export type GiftRecord = typeof productGifts.$inferSelect;
export type BundleRecord = Awaited<ReturnType<typeof readBundles>>[number];
export type ProductTypeRecord = Awaited<ReturnType<typeof readProductTypes>>[number];
export type BundleItemRecord = { bundleId: number; productId: number; packId: number | null };

/** The catalogue as read under one stamp; derived views are memoised on it (see `memo`). */
export interface CatalogueSnapshot {
  stamp: string;
  products: Map<number, ProductRecord>;
  packs: Map<number, PackRecord[]>;
  alternatives: Map<number, AlternativeRecord[]>;
  gifts: Map<number, GiftRecord[]>;
  bundles: BundleRecord[];
  bundleItems: Map<number, BundleItemRecord[]>;
  bundleGifts: Map<number, number[]>;
  /** Reference tables, in their display order. */
  sysCourseTypes: (typeof sysCourseTypes.$inferSelect)[];
  productTypes: ProductTypeRecord[];
  classTypes: (typeof classTypes.$inferSelect)[];
  classYears: (typeof classYears.$inferSelect)[];
  teachers: Map<number, typeof teachers.$inferSelect>;
  /** Per-snapshot memo of derived values (priced products per currency…). */
  memo: Map<string, unknown>;
}

function groupBy<T, K>(rows: readonly T[], key: (row: T) => K): Map<K, T[]> {
  const out = new Map<K, T[]>();
  for (const r of rows) {
    const k = key(r);
    const list = out.get(k);
    if (list) list.push(r);
    else out.set(k, [r]);
  }
  return out;
}

async function readStamp(db: Db): Promise<string> {
  const [row] = await db
    .select({ stamp: catalogueVersion.stamp })
    .from(catalogueVersion)
    .where(eq(catalogueVersion.id, 1));
  // The migration inserts the row; should it be gone, every request reads afresh.
  return row?.stamp ?? '';
}

async function readSnapshot(db: Db, stamp: string): Promise<CatalogueSnapshot> {
  const productRows = await readProducts(db);
  const packs = await db.select().from(lessonPacks).orderBy(asc(lessonPacks.lessonsCount));
  const alternatives = await readAlternatives(db);
  const gifts = await db.select().from(productGifts);
  const bundleRows = await readBundles(db);
  const items = await db
    .select({ bundleId: bundleItems.bundleId, productId: bundleItems.productId, packId: bundleItems.packId })
    .from(bundleItems)
    .orderBy(asc(bundleItems.order));
  const bGifts = await db.select().from(bundleGifts);
  const courseTypes = await db
    .select()
    .from(sysCourseTypes)
    .orderBy(asc(sysCourseTypes.order), asc(sysCourseTypes.id));
  const types = await readProductTypes(db);
  const subjects = await db.select().from(classTypes).orderBy(asc(classTypes.order), asc(classTypes.id));
  const years = await db.select().from(classYears).orderBy(asc(classYears.order));
  const teacherRows = await db.select().from(teachers);
  return {
    stamp,
    products: new Map(productRows.map((p) => [p.id, p])),
    packs: groupBy(packs, (p) => p.productId),
    alternatives: groupBy(alternatives, (a) => a.productId),
    gifts: groupBy(gifts, (g) => g.productId),
    bundles: bundleRows,
    bundleItems: groupBy(items, (i) => i.bundleId),
    bundleGifts: new Map(
      [...groupBy(bGifts, (g) => g.bundleId)].map(([id, list]) => [id, list.map((g) => g.giftProductId)]),
    ),
    sysCourseTypes: courseTypes,
    productTypes: types,
    classTypes: subjects,
    classYears: years,
    teachers: new Map(teacherRows.map((t) => [t.id, t])),
    memo: new Map(),
  };
}

/** Snapshots by stamp (the newest eight). */
const snapshotAt = stampedCache({ readStamp, read: readSnapshot, keep: 8 });

/** The current catalogue: one query when cached, a full read after any change. */
export async function catalogue(db: Db): Promise<CatalogueSnapshot> {
  return catalogueAt(db, await readStamp(db));
}

/**
 * The catalogue at a stamp the caller has just read itself (with `catalogueStampSql` inside its own
 * query), so a cached catalogue costs no round trip of its own.
 */
export function catalogueAt(db: Db, stamp: string): Promise<CatalogueSnapshot> {
  return snapshotAt(db, stamp);
}

/** The catalogue's current stamp ('' without the row, as `readStamp`), as a column of another query. */
export const catalogueStampSql = sql<string>`coalesce((select ${catalogueVersion.stamp} from ${catalogueVersion} where ${catalogueVersion.id} = 1), '')`;

/** `compute` once per snapshot and key. */
export function memoised<T>(snapshot: CatalogueSnapshot, key: string, compute: () => T): T {
  if (snapshot.memo.has(key)) return snapshot.memo.get(key) as T;
  const value = compute();
  snapshot.memo.set(key, value);
  return value;
}

/**
 * An answer shared by every request with the same `key` while `snapshot` lasts: kept in the snapshot's
 * map `name` (at most `max`, the oldest dropped first), made by `make` on a miss. A catalogue change
 * is a new snapshot, so it drops them all.
 */
export async function sharedAnswerOn(
  snapshot: CatalogueSnapshot,
  name: string,
  max: number,
  key: string,
  make: () => string | Promise<string>,
): Promise<SharedAnswer> {
  return memoised(snapshot, name, () => new SharedAnswers(max)).get(key, make);
}
