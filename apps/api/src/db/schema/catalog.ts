import {
  boolean,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  serial,
  text,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import type { Currency, ProductTypeCode, SysCourseTypeCode, SysRatePlanName } from '@prepa/contracts';

/** A price per currency, in minor units; a product is sold only where it has a price. */
export type Prices = Partial<Record<Currency, number>>;

/** Subjects (maths, physics…); shared with goals (issue 4). */
export const classTypes = pgTable('class_types', {
  id: serial('id').primaryKey(),
  title: text('title').notNull(),
  color: text('color').notNull(),
  order: integer('order').notNull().default(0),
});

/** Classes 9, 10, 11; shared with goals (issue 4). */
export const classYears = pgTable('class_years', {
  id: serial('id').primaryKey(),
  title: text('title').notNull(),
  order: integer('order').notNull(),
  educationLevel: text('education_level').$type<'OGE' | 'EGE' | 'MIDDLE'>().notNull(),
  isUnlimitedClassTypesGoals: boolean('is_unlimited_class_types_goals').notNull().default(false),
});

export const sysCourseTypes = pgTable(
  'sys_course_types',
  {
    id: serial('id').primaryKey(),
    code: text('code').$type<SysCourseTypeCode>().notNull(),
    title: text('title').notNull(),
    order: integer('order').notNull().default(0),
  },
  (t) => [uniqueIndex('sys_course_types_code_key').on(t.code)],
);

export const productTypes = pgTable(
  'product_types',
  {
    id: serial('id').primaryKey(),
    type: text('type').$type<ProductTypeCode>().notNull(),
    title: text('title').notNull(),
    sysCourseTypeId: integer('sys_course_type_id')
      .notNull()
      .references(() => sysCourseTypes.id),
    classTypeId: integer('class_type_id').references(() => classTypes.id),
    classYearId: integer('class_year_id').references(() => classYears.id),
  },
  (t) => [index('product_types_course_idx').on(t.sysCourseTypeId)],
);

export const teachers = pgTable('teachers', {
  id: serial('id').primaryKey(),
  fullName: text('full_name').notNull(),
  avatar: text('avatar'),
  description: text('description').notNull().default(''),
  stats: jsonb('stats').$type<{ value: string; description: string }[]>().notNull().default([]),
  presentationVideo: text('presentation_video'),
  classTypeIds: integer('class_type_ids').array().notNull().default([]),
});

export const ratePlans = pgTable('rate_plans', {
  id: serial('id').primaryKey(),
  title: text('title').notNull(),
  sysRatePlanName: text('sys_rate_plan_name').$type<SysRatePlanName>().notNull(),
  packageTitle: text('package_title').notNull(),
});

export const products = pgTable(
  'products',
  {
    id: serial('id').primaryKey(),
    title: text('title').notNull(),
    description: text('description').notNull().default(''),
    productTypeId: integer('product_type_id')
      .notNull()
      .references(() => productTypes.id),
    teacherId: integer('teacher_id').references(() => teachers.id),
    ratePlanId: integer('rate_plan_id')
      .notNull()
      .references(() => ratePlans.id),
    prices: jsonb('prices').$type<Prices>().notNull(),
    avatar: text('avatar'),
    startDate: date('start_date'),
    /** Access bought by one payment: a calendar month for MONTHLY plans, else this many days. */
    accessDays: integer('access_days').notNull().default(30),
    /** Auto-renewal cannot be switched off (spec 2 §4 "unless forced"). */
    isForcedProlong: boolean('is_forced_prolong').notNull().default(false),
    isActive: boolean('is_active').notNull().default(true),
  },
  (t) => [index('products_type_idx').on(t.productTypeId)],
);

export const lessonPacks = pgTable('lesson_packs', {
  id: serial('id').primaryKey(),
  productId: integer('product_id')
    .notNull()
    .references(() => products.id, { onDelete: 'cascade' }),
  title: text('title').notNull(),
  lessonsCount: integer('lessons_count').notNull(),
  prices: jsonb('prices').$type<Prices>().notNull(),
});

/** Other rate plans of the same course, shown beside a cart line and used for upgrades. */
export const alternativeRates = pgTable(
  'alternative_rates',
  {
    productId: integer('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    altProductId: integer('alt_product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    order: integer('order').notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.productId, t.altProductId] })],
);

export const productGifts = pgTable(
  'product_gifts',
  {
    productId: integer('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    giftProductId: integer('gift_product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    optional: boolean('optional').notNull().default(false),
  },
  (t) => [primaryKey({ columns: [t.productId, t.giftProductId] })],
);

export const bundles = pgTable(
  'bundles',
  {
    id: serial('id').primaryKey(),
    hash: text('hash').notNull(),
    title: text('title').notNull(),
    sysCourseTypeId: integer('sys_course_type_id')
      .notNull()
      .references(() => sysCourseTypes.id),
    prices: jsonb('prices').$type<Prices>().notNull(),
    tags: text('tags').array().notNull().default([]),
    isActive: boolean('is_active').notNull().default(true),
  },
  (t) => [uniqueIndex('bundles_hash_key').on(t.hash)],
);

export const bundleItems = pgTable(
  'bundle_items',
  {
    bundleId: integer('bundle_id')
      .notNull()
      .references(() => bundles.id, { onDelete: 'cascade' }),
    productId: integer('product_id')
      .notNull()
      .references(() => products.id),
    packId: integer('pack_id').references(() => lessonPacks.id),
    order: integer('order').notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.bundleId, t.productId] })],
);

export const bundleGifts = pgTable(
  'bundle_gifts',
  {
    bundleId: integer('bundle_id')
      .notNull()
      .references(() => bundles.id, { onDelete: 'cascade' }),
    giftProductId: integer('gift_product_id')
      .notNull()
      .references(() => products.id),
  },
  (t) => [primaryKey({ columns: [t.bundleId, t.giftProductId] })],
);

/**
 * One row whose `stamp` changes (by statement triggers, migration 0012) with every write to a
 * catalogue table, in the writing transaction. The server caches the catalogue under the stamp it
 * read, so any change — by the API, the seed or by hand in SQL, on any instance — is seen on the
 * next request. The stamp is random, so two databases never share one.
 */
export const catalogueVersion = pgTable('catalogue_version', {
  id: integer('id').primaryKey().default(1),
  stamp: text('stamp').notNull(),
});
