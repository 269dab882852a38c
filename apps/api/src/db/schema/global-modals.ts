import { boolean, index, integer, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import type { FeedbackReason, ModalAction, ModalShowStyle, Platform, PollType } from '@prepa/contracts';
import { users } from './users.js';

/** Global modals managers write (spec 1 §3 "Student modal"); a student sees each active one once. */
export const globalModals = pgTable(
  'global_modals',
  {
    id: serial('id').primaryKey(),
    action: text('action').$type<ModalAction>().notNull(),
    showStyle: text('show_style').$type<ModalShowStyle>().notNull(),
    title: text('title').notNull(),
    showTitle: boolean('show_title').notNull().default(true),
    textContent: text('text_content').notNull().default(''),
    image: text('image'),
    video: text('video'),
    redirectUrl: text('redirect_url'),
    buttonText: text('button_text'),
    canSkip: boolean('can_skip').notNull().default(true),
    isActive: boolean('is_active').notNull().default(true),
    /** Only the students of this platform; null for all. */
    platform: text('platform').$type<Platform>(),
    /** Only these students (a targeted survey, the demo's own account); null for every student. */
    studentIds: integer('student_ids').array(),
    /** Only when the action fires for this item (a product, a lesson); null for any. */
    itemId: integer('item_id'),
    order: integer('order').notNull().default(0),
    createdBy: integer('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('global_modals_action_idx').on(t.action, t.isActive)],
);

export const globalPolls = pgTable(
  'global_polls',
  {
    id: serial('id').primaryKey(),
    modalId: integer('modal_id')
      .notNull()
      .references(() => globalModals.id, { onDelete: 'cascade' }),
    type: text('type').$type<PollType>().notNull(),
    question: text('question').notNull(),
    order: integer('order').notNull().default(0),
  },
  (t) => [index('global_polls_modal_idx').on(t.modalId)],
);

export const globalPollVariants = pgTable(
  'global_poll_variants',
  {
    id: serial('id').primaryKey(),
    pollId: integer('poll_id')
      .notNull()
      .references(() => globalPolls.id, { onDelete: 'cascade' }),
    text: text('text').notNull(),
    description: text('description').notNull().default(''),
    order: integer('order').notNull().default(0),
  },
  (t) => [index('global_poll_variants_poll_idx').on(t.pollId)],
);

/**
 * A student's viewing of a modal: once per modal, or for the event actions (LESSON_DONE, HOMEWORK_DONE)
 * once per event item (`item_id`, 0 for the others).
 */
export const globalModalViews = pgTable(
  'global_modal_views',
  {
    id: serial('id').primaryKey(),
    modalId: integer('modal_id')
      .notNull()
      .references(() => globalModals.id, { onDelete: 'cascade' }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    itemId: integer('item_id').notNull().default(0),
    viewedAt: timestamp('viewed_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('global_modal_views_key').on(t.modalId, t.userId, t.itemId),
    index('global_modal_views_user_idx').on(t.userId),
  ],
);

/** One answer per student and poll (a repeat changes nothing). */
export const globalPollAnswers = pgTable(
  'global_poll_answers',
  {
    id: serial('id').primaryKey(),
    pollId: integer('poll_id')
      .notNull()
      .references(() => globalPolls.id, { onDelete: 'cascade' }),
    modalId: integer('modal_id')
      .notNull()
      .references(() => globalModals.id, { onDelete: 'cascade' }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    variantIds: integer('variant_ids').array().notNull(),
    textFeedback: text('text_feedback').notNull().default(''),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('global_poll_answers_key').on(t.pollId, t.userId)],
);

/** Feedback (spec 1 §3): an emoji score 1..5, reasons and an optional comment. */
export const studentFeedback = pgTable(
  'student_feedback',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    score: integer('score').notNull(),
    text: text('text').notNull().default(''),
    reasons: text('reasons').array().$type<FeedbackReason[]>().notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('student_feedback_user_idx').on(t.userId, t.createdAt)],
);
