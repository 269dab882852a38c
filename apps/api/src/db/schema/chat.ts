import {
  boolean,
  index,
  integer,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { sql } from 'drizzle-orm';
import { lessons } from './lessons.js';
import { users } from './users.js';

/* The live lesson chat (docs/lesson-chat.md): everything is per lesson and goes with it. */

export const chatMessages = pgTable(
  'chat_messages',
  {
    id: serial('id').primaryKey(),
    lessonId: integer('lesson_id')
      .notNull()
      .references(() => lessons.id, { onDelete: 'cascade' }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    text: text('text').notNull(),
    /** Hidden by a moderator: never sent to students. */
    hidden: boolean('hidden').notNull().default(false),
    hiddenBy: integer('hidden_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('chat_messages_lesson_idx').on(t.lessonId, t.id),
    index('chat_messages_user_idx').on(t.lessonId, t.userId),
  ],
);

/** A user banned from posting in one lesson's chat. */
export const chatBans = pgTable(
  'chat_bans',
  {
    lessonId: integer('lesson_id')
      .notNull()
      .references(() => lessons.id, { onDelete: 'cascade' }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    bannedBy: integer('banned_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.lessonId, t.userId] })],
);

/** At most one pinned message per lesson. */
export const chatPins = pgTable('chat_pins', {
  lessonId: integer('lesson_id')
    .primaryKey()
    .references(() => lessons.id, { onDelete: 'cascade' }),
  messageId: integer('message_id')
    .notNull()
    .references(() => chatMessages.id, { onDelete: 'cascade' }),
  pinnedBy: integer('pinned_by').references(() => users.id, { onDelete: 'set null' }),
  pinnedAt: timestamp('pinned_at', { withTimezone: true }).notNull().defaultNow(),
});

/** A participant's complaint about a message; one per reporter and message. */
export const chatReports = pgTable(
  'chat_reports',
  {
    id: serial('id').primaryKey(),
    messageId: integer('message_id')
      .notNull()
      .references(() => chatMessages.id, { onDelete: 'cascade' }),
    reporterId: integer('reporter_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    reason: text('reason').notNull().default(''),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    /** Set when a moderator resolved the message's reports (the report leaves the moderators' list). */
    resolvedAt: timestamp('resolved_at', { withTimezone: true }),
    resolvedBy: integer('resolved_by').references(() => users.id, { onDelete: 'set null' }),
    /** dismiss, hide or hide_and_ban (CHAT_REPORT_ACTIONS). */
    resolution: text('resolution'),
  },
  (t) => [
    uniqueIndex('chat_reports_message_reporter').on(t.messageId, t.reporterId),
    index('chat_reports_open_idx')
      .on(t.messageId)
      .where(sql`${t.resolvedAt} is null`),
  ],
);

/** How far a user has read a lesson's chat. */
export const chatReads = pgTable(
  'chat_reads',
  {
    lessonId: integer('lesson_id')
      .notNull()
      .references(() => lessons.id, { onDelete: 'cascade' }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    lastReadId: integer('last_read_id').notNull().default(0),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.lessonId, t.userId] })],
);
