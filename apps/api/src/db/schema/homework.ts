import { sql, type SQL } from 'drizzle-orm';
import {
  boolean,
  customType,
  index,
  integer,
  jsonb,
  pgTable,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import type {
  Criterion,
  HomeworkStatus,
  TaskAnswer,
  TaskKey,
  TaskKind,
  TaskPayload,
  TaskResult,
} from '@prepa/contracts';
import { productTypes } from './catalog.js';
import { users } from './users.js';

/** A homework of a course (product type); `lessonId` links a lesson (no FK: the lessons area is separate). */
export const homework = pgTable(
  'homework',
  {
    id: serial('id').primaryKey(),
    productTypeId: integer('product_type_id')
      .notNull()
      .references(() => productTypes.id),
    lessonId: integer('lesson_id'),
    title: text('title').notNull(),
    /** A UTC instant; shown in the platform's time zone. */
    deadline: timestamp('deadline', { withTimezone: true }).notNull(),
    /** Set by the expiry job once every enrolled student's work past the deadline is EXPIRED. */
    expiredAt: timestamp('expired_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('homework_type_deadline_idx').on(t.productTypeId, t.deadline)],
);

export const homeworkTasks = pgTable(
  'homework_tasks',
  {
    id: serial('id').primaryKey(),
    homeworkId: integer('homework_id')
      .notNull()
      .references(() => homework.id, { onDelete: 'cascade' }),
    position: integer('position').notNull(),
    kind: text('kind').$type<TaskKind>().notNull(),
    examTaskNumber: integer('exam_task_number').notNull(),
    topic: text('topic').notNull(),
    points: integer('points').notNull(),
    star: boolean('star').notNull().default(false),
    text: text('text').notNull(),
    hint: text('hint'),
    theoryUrl: text('theory_url'),
    payload: jsonb('payload').$type<TaskPayload>().notNull(),
    answerKey: jsonb('answer_key').$type<TaskKey>().notNull(),
    explanation: text('explanation').notNull().default(''),
    criteria: jsonb('criteria').$type<Criterion[]>().notNull().default([]),
  },
  (t) => [uniqueIndex('homework_tasks_position_key').on(t.homeworkId, t.position)],
);

/**
 * One row whose stamp changes, by trigger (migration 0018), in the transaction of any write to
 * `homework` or `homework_tasks`: the key of the homework board kept in memory (`homework/board.ts`).
 */
export const homeworkVersion = pgTable('homework_version', {
  id: integer('id').primaryKey().default(1),
  stamp: text('stamp').notNull(),
});

/** One student's work on one homework: status, draft answers, per-task results. */
export const homeworkSubmissions = pgTable(
  'homework_submissions',
  {
    id: serial('id').primaryKey(),
    homeworkId: integer('homework_id')
      .notNull()
      .references(() => homework.id, { onDelete: 'cascade' }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    status: text('status').$type<HomeworkStatus>().notNull().default('UNDONE'),
    /** Answers by task id: the draft while editable, the handed-in answers afterwards. */
    answers: jsonb('answers').$type<Record<string, TaskAnswer>>().notNull().default({}),
    draftSavedAt: timestamp('draft_saved_at', { withTimezone: true }),
    results: jsonb('results').$type<TaskResult[]>().notNull().default([]),
    score: integer('score'),
    maxScore: integer('max_score').notNull().default(0),
    submittedAt: timestamp('submitted_at', { withTimezone: true }),
    checkedAt: timestamp('checked_at', { withTimezone: true }),
    curatorId: integer('curator_id').references(() => users.id, { onDelete: 'set null' }),
    curatorComment: text('curator_comment').notNull().default(''),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('homework_submissions_user_key').on(t.homeworkId, t.userId),
    /** A student's submissions, read whole by the homework list (`homework/board.ts`). */
    index('homework_submissions_student_idx').on(t.userId),
    index('homework_submissions_waiting_idx')
      .on(t.status, t.submittedAt)
      .where(sql`${t.status} in ('DONE', 'CHECKED_BY_NEURO')`),
  ],
);

/**
 * Work waiting for a curator (HOMEWORK_WAITING: DONE, CHECKED_BY_NEURO), written as the predicate of
 * `homework_submissions_waiting_idx` with literals: with parameters (`inArray`) a generic plan cannot use
 * that partial index (`generic-plans.test.ts`).
 */
export const waitingForCurator = (): SQL =>
  sql`${homeworkSubmissions.status} in ('DONE', 'CHECKED_BY_NEURO')`;

export type HomeworkEventKind = 'TASK_FIXED' | 'HOMEWORK_DONE' | 'STATUS_CHANGED';

/** What happened to a submission, for the student's notifications (issue 10) and the audit. */
export const homeworkEvents = pgTable(
  'homework_events',
  {
    id: serial('id').primaryKey(),
    submissionId: integer('submission_id')
      .notNull()
      .references(() => homeworkSubmissions.id, { onDelete: 'cascade' }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    kind: text('kind').$type<HomeworkEventKind>().notNull(),
    taskId: integer('task_id'),
    fromStatus: text('from_status').$type<HomeworkStatus>(),
    toStatus: text('to_status').$type<HomeworkStatus>(),
    actorId: integer('actor_id').references(() => users.id, { onDelete: 'set null' }),
    payload: jsonb('payload').$type<Record<string, unknown>>().notNull().default({}),
    /** Unique per real event (HOMEWORK_DONE once per check round, TASK_FIXED once per task). */
    eventKey: text('event_key'),
    /** Set by the notifications area when delivered. */
    notifiedAt: timestamp('notified_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('homework_events_event_key').on(t.eventKey),
    index('homework_events_user_idx').on(t.userId, t.createdAt),
  ],
);

const bytea = customType<{ data: Buffer; driverData: Buffer | Uint8Array }>({
  dataType: () => 'bytea',
  fromDriver: (v) => Buffer.from(v),
});

/** Files a student attached to a long answer (checked by their first bytes), served by signed links. */
export const homeworkFiles = pgTable(
  'homework_files',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    submissionId: integer('submission_id')
      .notNull()
      .references(() => homeworkSubmissions.id, { onDelete: 'cascade' }),
    taskId: integer('task_id')
      .notNull()
      .references(() => homeworkTasks.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    mime: text('mime').notNull(),
    size: integer('size').notNull(),
    data: bytea('data').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('homework_files_submission_idx').on(t.submissionId, t.taskId)],
);
