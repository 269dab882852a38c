import { sql } from 'drizzle-orm';
import {
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import type { NotificationSettings, NotificationType } from '@prepa/contracts';
import { users } from './users.js';

/**
 * A student's notifications (docs/notifications.md). The text is rendered when read, in the reader's
 * language, from `type` and `params`; `payload` is what the redirect mechanism reads. `dedupeKey` makes
 * every producer idempotent; `dispatchedAt` null = not yet pushed to sockets, web push and e-mail (the
 * dispatcher claims rows with FOR UPDATE SKIP LOCKED, so each is delivered by one instance, once).
 */
export const notifications = pgTable(
  'notifications',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    type: text('type').$type<NotificationType>().notNull(),
    itemId: integer('item_id'),
    params: jsonb('params').$type<Record<string, string | number>>().notNull().default({}),
    payload: jsonb('payload').$type<Record<string, unknown>>(),
    dedupeKey: text('dedupe_key').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    readAt: timestamp('read_at', { withTimezone: true }),
    dispatchedAt: timestamp('dispatched_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('notifications_dedupe_key').on(t.dedupeKey),
    index('notifications_user_idx').on(t.userId, t.createdAt, t.id),
    index('notifications_pending_idx')
      .on(t.id)
      .where(sql`${t.dispatchedAt} is null`),
  ],
);

export const notificationSettings = pgTable('notification_settings', {
  userId: integer('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  settings: jsonb('settings').$type<NotificationSettings>().notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/** Browsers' push subscriptions (an endpoint belongs to one user; re-subscribing moves it). */
export const webPushSubscriptions = pgTable(
  'web_push_subscriptions',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    endpoint: text('endpoint').notNull(),
    p256dh: text('p256dh').notNull(),
    auth: text('auth').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('web_push_subscriptions_endpoint').on(t.endpoint),
    index('web_push_user_idx').on(t.userId),
  ],
);

/** Scheduled jobs claimed per time slot: the instance whose insert wins runs the slot, the others skip it. */
export const jobRuns = pgTable(
  'job_runs',
  {
    name: text('name').notNull(),
    slot: text('slot').notNull(),
    claimedAt: timestamp('claimed_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.name, t.slot] })],
);
