import { boolean, pgTable, serial, text, timestamp, uniqueIndex, index } from 'drizzle-orm/pg-core';
import type { Platform } from '@prepa/contracts';

/** SMS and e-mails "sent" by the outbox adapter. */
export const outbox = pgTable(
  'outbox',
  {
    id: serial('id').primaryKey(),
    channel: text('channel').$type<'sms' | 'email'>().notNull(),
    to: text('to').notNull(),
    subject: text('subject'),
    body: text('body').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('outbox_to_idx').on(t.to)],
);

export const featureFlags = pgTable(
  'feature_flags',
  {
    id: serial('id').primaryKey(),
    platform: text('platform').$type<Platform>().notNull(),
    key: text('key').notNull(),
    defaultValue: boolean('default_value').notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('feature_flags_platform_key').on(t.platform, t.key)],
);

/** Server-wide secrets generated once (e.g. the JWT key when JWT_SECRET is not configured). */
export const appSecrets = pgTable('app_secrets', {
  name: text('name').primaryKey(),
  value: text('value').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});
