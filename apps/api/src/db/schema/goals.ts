import {
  boolean,
  integer,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import type { IndividualProgramStatus } from '@prepa/contracts';
import { classTypes, classYears, products } from './catalog.js';
import { users } from './users.js';

/** Points scale of a subject's exam per class year (goal 0..maxPoints on the step). */
export const classTypeGoalSettings = pgTable(
  'class_type_goal_settings',
  {
    classTypeId: integer('class_type_id')
      .notNull()
      .references(() => classTypes.id, { onDelete: 'cascade' }),
    classYearId: integer('class_year_id')
      .notNull()
      .references(() => classYears.id, { onDelete: 'cascade' }),
    maxPoints: integer('max_points').notNull(),
    step: integer('step').notNull().default(1),
    defaultPoints: integer('default_points').notNull(),
  },
  (t) => [primaryKey({ columns: [t.classTypeId, t.classYearId] })],
);

/** Extra aims a student may add to a subject (olympiad, school grades…). */
export const extraGoals = pgTable('extra_goals', {
  id: serial('id').primaryKey(),
  title: text('title').notNull(),
  order: integer('order').notNull().default(0),
});

export const studentGoals = pgTable('student_goals', {
  userId: integer('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  classYearId: integer('class_year_id')
    .notNull()
    .references(() => classYears.id),
  hasGoalGifts: boolean('has_goal_gifts').notNull().default(false),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/** One chosen subject: its extra goals, points goal, current result, priority and individual program. */
export const studentSubjects = pgTable(
  'student_subjects',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    classTypeId: integer('class_type_id')
      .notNull()
      .references(() => classTypes.id),
    extraGoals: integer('extra_goals').array().notNull().default([]),
    goal: integer('goal'),
    currentResult: integer('current_result'),
    isPriority: boolean('is_priority').notNull().default(false),
    programStatus: text('program_status').$type<IndividualProgramStatus>().notNull().default('NEW'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('student_subjects_user_class_type_key').on(t.userId, t.classTypeId)],
);

/** A student's reaction to a recommended course (like / dislike); a dislike hides it. */
export const recommendationReactions = pgTable(
  'recommendation_reactions',
  {
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    productId: integer('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    value: text('value').$type<'LIKE' | 'DISLIKE'>().notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.productId] })],
);
