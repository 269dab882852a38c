import {
  boolean,
  doublePrecision,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  serial,
  smallint,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import type { CardGrade, ExamSubject, LevelTaskKind, TestLevel } from '@prepa/contracts';
import { productTypes, products } from './catalog.js';
import { users } from './users.js';

/**
 * A pack of flashcards. A course pack belongs to a product (and optionally to one of its modules —
 * an integer without a foreign key, the lessons area owns modules); a "my mistakes" pack belongs to
 * one student (ownerId) and to no product.
 */
export const cardPacks = pgTable(
  'card_packs',
  {
    id: serial('id').primaryKey(),
    title: text('title').notNull(),
    subject: text('subject').$type<ExamSubject>().notNull(),
    productId: integer('product_id').references(() => products.id, { onDelete: 'cascade' }),
    moduleId: integer('module_id'),
    ownerId: integer('owner_id').references(() => users.id, { onDelete: 'cascade' }),
    /** Stable name for the seed and for the mistakes pack (`mistakes:<user>:<subject>`). */
    slug: text('slug').notNull(),
    order: integer('order').notNull().default(0),
  },
  (t) => [
    uniqueIndex('card_packs_slug_key').on(t.slug),
    index('card_packs_product_idx').on(t.productId),
    index('card_packs_owner_idx').on(t.ownerId),
  ],
);

export const cards = pgTable(
  'cards',
  {
    id: serial('id').primaryKey(),
    packId: integer('pack_id')
      .notNull()
      .references(() => cardPacks.id, { onDelete: 'cascade' }),
    front: text('front').notNull(),
    back: text('back').notNull(),
    subject: text('subject').$type<ExamSubject>().notNull(),
    taskNumber: integer('task_number'),
    /** Idempotency of generated cards (a homework mistake) and of the seed. */
    sourceKey: text('source_key').notNull(),
    order: integer('order').notNull().default(0),
  },
  (t) => [uniqueIndex('cards_source_key').on(t.sourceKey), index('cards_pack_idx').on(t.packId)],
);

/** FSRS memory state of one card for one student (ts-fsrs Card fields), plus the favourite mark. */
export const cardStates = pgTable(
  'card_states',
  {
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    cardId: integer('card_id')
      .notNull()
      .references(() => cards.id, { onDelete: 'cascade' }),
    due: timestamp('due', { withTimezone: true }).notNull(),
    stability: doublePrecision('stability').notNull().default(0),
    difficulty: doublePrecision('difficulty').notNull().default(0),
    scheduledDays: integer('scheduled_days').notNull().default(0),
    learningSteps: integer('learning_steps').notNull().default(0),
    reps: integer('reps').notNull().default(0),
    lapses: integer('lapses').notNull().default(0),
    /** ts-fsrs State: 0 New, 1 Learning, 2 Review, 3 Relearning. */
    state: smallint('state').notNull().default(0),
    lastReview: timestamp('last_review', { withTimezone: true }),
    isFavorite: boolean('is_favorite').notNull().default(false),
  },
  (t) => [primaryKey({ columns: [t.userId, t.cardId] }), index('card_states_due_idx').on(t.userId, t.due)],
);

/** Every review, append-only. */
export const cardReviews = pgTable(
  'card_reviews',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    cardId: integer('card_id')
      .notNull()
      .references(() => cards.id, { onDelete: 'cascade' }),
    packId: integer('pack_id').notNull(),
    sessionId: text('session_id').notNull(),
    grade: text('grade').$type<CardGrade>().notNull(),
    stateBefore: smallint('state_before').notNull(),
    stability: doublePrecision('stability').notNull(),
    difficulty: doublePrecision('difficulty').notNull(),
    due: timestamp('due', { withTimezone: true }).notNull(),
    /** The due FSRS proposed, when the exam date moved it earlier. */
    fsrsDue: timestamp('fsrs_due', { withTimezone: true }),
    localDate: text('local_date').notNull(),
    reviewedAt: timestamp('reviewed_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('card_reviews_user_card_idx').on(t.userId, t.cardId),
    index('card_reviews_session_idx').on(t.userId, t.sessionId),
    index('card_reviews_day_idx').on(t.userId, t.localDate),
  ],
);

export interface LevelTaskOption {
  id: number;
  text: string;
  correct: boolean;
}
export interface LevelRecommendation {
  level: TestLevel;
  productId: number;
}

export const levelTests = pgTable(
  'level_tests',
  {
    id: serial('id').primaryKey(),
    slug: text('slug').notNull(),
    title: text('title').notNull(),
    description: text('description').notNull().default(''),
    subject: text('subject').$type<ExamSubject>().notNull(),
    productTypeId: integer('product_type_id').references(() => productTypes.id),
    /** The course recommended for each level of the result. */
    recommendations: jsonb('recommendations').$type<LevelRecommendation[]>().notNull().default([]),
  },
  (t) => [uniqueIndex('level_tests_slug_key').on(t.slug)],
);

export const levelTestTasks = pgTable(
  'level_test_tasks',
  {
    id: serial('id').primaryKey(),
    testId: integer('test_id')
      .notNull()
      .references(() => levelTests.id, { onDelete: 'cascade' }),
    order: integer('order').notNull(),
    kind: text('kind').$type<LevelTaskKind>().notNull(),
    text: text('text').notNull(),
    taskNumber: integer('task_number'),
    options: jsonb('options').$type<LevelTaskOption[]>().notNull().default([]),
    /** Accepted answers of a short-answer task (compared after normalisation). */
    answers: text('answers').array().notNull().default([]),
    points: integer('points').notNull().default(1),
  },
  (t) => [uniqueIndex('level_test_tasks_order_key').on(t.testId, t.order)],
);

export const levelTestAttempts = pgTable(
  'level_test_attempts',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    testId: integer('test_id')
      .notNull()
      .references(() => levelTests.id, { onDelete: 'cascade' }),
    score: integer('score').notNull(),
    maxScore: integer('max_score').notNull(),
    percent: integer('percent').notNull(),
    level: text('level').$type<TestLevel>().notNull(),
    recommendedProductId: integer('recommended_product_id').references(() => products.id),
    answers: jsonb('answers').$type<unknown>().notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('level_test_attempts_user_idx').on(t.userId, t.testId)],
);
