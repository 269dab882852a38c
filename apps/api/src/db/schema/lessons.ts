import {
  customType,
  index,
  integer,
  pgTable,
  primaryKey,
  serial,
  smallint,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import type { LessonMaterialKind, VideoProvider, WatchMode } from '@prepa/contracts';
import { productTypes } from './catalog.js';
import { users } from './users.js';

const bytea = customType<{ data: Buffer; driverData: Buffer | Uint8Array }>({
  dataType: () => 'bytea',
  fromDriver: (v) => Buffer.from(v),
});

/** A course's modules: the lessons of a product type (every product of the type shares them). */
export const lessonModules = pgTable(
  'lesson_modules',
  {
    id: serial('id').primaryKey(),
    productTypeId: integer('product_type_id')
      .notNull()
      .references(() => productTypes.id, { onDelete: 'cascade' }),
    title: text('title').notNull(),
    description: text('description').notNull().default(''),
    order: integer('order').notNull().default(0),
    /** Stable seed key (idempotent seeding); null for modules made by staff. */
    seedKey: text('seed_key'),
  },
  (t) => [
    index('lesson_modules_type_idx').on(t.productTypeId, t.order),
    uniqueIndex('lesson_modules_seed_key').on(t.seedKey),
  ],
);

export const lessons = pgTable(
  'lessons',
  {
    id: serial('id').primaryKey(),
    moduleId: integer('module_id')
      .notNull()
      .references(() => lessonModules.id, { onDelete: 'cascade' }),
    title: text('title').notNull(),
    description: text('description').notNull().default(''),
    startsAt: timestamp('starts_at', { withTimezone: true }).notNull(),
    durationMinutes: integer('duration_minutes').notNull(),
    /** The address a teacher pasted; `videoProvider` is what it was recognised as (null: no video yet). */
    videoUrl: text('video_url'),
    videoProvider: text('video_provider').$type<VideoProvider>(),
    /** Unguessable secret of `/lesson/access/:hash` (links in chats and notifications). */
    accessHash: text('access_hash').notNull(),
    order: integer('order').notNull().default(0),
    seedKey: text('seed_key'),
  },
  (t) => [
    uniqueIndex('lessons_access_hash_key').on(t.accessHash),
    uniqueIndex('lessons_seed_key').on(t.seedKey),
    index('lessons_module_idx').on(t.moduleId, t.order),
    index('lessons_starts_at_idx').on(t.startsAt),
  ],
);

/** Files of a lesson (summary, workbook, additional), stored in the database and served by signed links. */
export const lessonMaterials = pgTable(
  'lesson_materials',
  {
    id: serial('id').primaryKey(),
    lessonId: integer('lesson_id')
      .notNull()
      .references(() => lessons.id, { onDelete: 'cascade' }),
    kind: text('kind').$type<LessonMaterialKind>().notNull(),
    title: text('title').notNull(),
    fileName: text('file_name').notNull(),
    contentType: text('content_type').notNull(),
    size: integer('size').notNull(),
    data: bytea('data').notNull(),
    order: integer('order').notNull().default(0),
  },
  (t) => [uniqueIndex('lesson_materials_file_key').on(t.lessonId, t.fileName)],
);

/** A student's rating of a lesson, 1–5, one per student, changeable. */
export const lessonRatings = pgTable(
  'lesson_ratings',
  {
    lessonId: integer('lesson_id')
      .notNull()
      .references(() => lessons.id, { onDelete: 'cascade' }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    value: smallint('value').notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.lessonId, t.userId] })],
);

/**
 * One row per student and lesson watched (the first "watched" wins; the exp is granted with it).
 * `modalSeenAt` null = the LESSON_DONE modal action is still pending for the global modal queue.
 */
export const lessonWatches = pgTable(
  'lesson_watches',
  {
    id: serial('id').primaryKey(),
    lessonId: integer('lesson_id')
      .notNull()
      .references(() => lessons.id, { onDelete: 'cascade' }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    mode: text('mode').$type<WatchMode>().notNull(),
    exp: integer('exp').notNull(),
    watchedAt: timestamp('watched_at', { withTimezone: true }).notNull().defaultNow(),
    modalSeenAt: timestamp('modal_seen_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('lesson_watches_key').on(t.lessonId, t.userId),
    index('lesson_watches_user_idx').on(t.userId),
  ],
);
