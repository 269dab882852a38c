import { boolean, integer, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { classTypes } from './catalog.js';
import { users } from './users.js';

/** Result confirmation (spec 1 §3): GOOD_LUCK, AWAITING, NO_POINTS, CONFIRMED, NOT_CONFIRMED. */
export type ResultConfirmation = 'GOOD_LUCK' | 'AWAITING' | 'NO_POINTS' | 'CONFIRMED' | 'NOT_CONFIRMED';

/** A student's national-exam result in one subject for one exam year (StudentResults). */
export const examResults = pgTable(
  'exam_results',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    classTypeId: integer('class_type_id')
      .notNull()
      .references(() => classTypes.id),
    /** The calendar year of the exam (the academic year that ends on 1 August of it). */
    examYear: integer('exam_year').notNull(),
    status: text('status').$type<ResultConfirmation>().notNull().default('GOOD_LUCK'),
    points: integer('points'),
    isVisible: boolean('is_visible').notNull().default(true),
    /** The student sits this exam on another date (reserve day); points are not expected yet. */
    otherDate: boolean('other_date').notNull().default(false),
    feedback: text('feedback'),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('exam_results_user_type_year_key').on(t.userId, t.classTypeId, t.examYear)],
);
