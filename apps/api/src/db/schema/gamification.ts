import { date, index, integer, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import type { CurrencyKind } from '@prepa/contracts';
import { users } from './users.js';

export type LedgerCurrency = Exclude<CurrencyKind, 'strike'>;

/**
 * Append-only ledger of every change of exp, umcoins, medals, keys and bonuses.
 * Balances are sums per currency; `event_key` makes each server-side event credit once.
 */
export const ledgerEntries = pgTable(
  'ledger_entries',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    currency: text('currency').$type<LedgerCurrency>().notNull(),
    amount: integer('amount').notNull(),
    reason: text('reason').notNull(),
    eventKey: text('event_key').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('ledger_entries_event_key').on(t.eventKey),
    index('ledger_entries_user_currency_idx').on(t.userId, t.currency),
  ],
);

/** Per-student maximum of a currency (or the streak); no row = unlimited. */
export const currencyLimits = pgTable(
  'currency_limits',
  {
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    currency: text('currency').$type<CurrencyKind>().notNull(),
    max: integer('max').notNull(),
  },
  (t) => [uniqueIndex('currency_limits_user_currency_key').on(t.userId, t.currency)],
);

/**
 * Real learning activity (lesson watched, tasks solved, cards learned, purchase) as a UTC instant
 * plus the local date it counted for in the student's zone at that time (the streak is built from it).
 */
export const activityEvents = pgTable(
  'activity_events',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    kind: text('kind').notNull(),
    itemKey: text('item_key').notNull(),
    quantity: integer('quantity').notNull().default(1),
    occurredAt: timestamp('occurred_at', { withTimezone: true }).notNull(),
    localDate: date('local_date', { mode: 'string' }).notNull(),
    timeZone: text('time_zone').notNull(),
    eventKey: text('event_key').notNull(),
  },
  (t) => [
    uniqueIndex('activity_events_event_key').on(t.eventKey),
    index('activity_events_user_date_idx').on(t.userId, t.localDate),
  ],
);
