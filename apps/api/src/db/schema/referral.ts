import {
  index,
  integer,
  jsonb,
  pgTable,
  serial,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import type { CpaMarkers } from '@prepa/contracts';
import { users } from './users.js';

/**
 * A student's request to be paid out referral bonuses (flag referral-program-withdraw). The bonuses
 * leave the ledger in the same transaction (event key `referral-withdrawal:<request_id>`); staff
 * read the requests and pay them outside the platform.
 */
export const referralWithdrawals = pgTable(
  'referral_withdrawals',
  {
    id: serial('id').primaryKey(),
    /** Chosen by the client per submission: a replayed request finds its row instead of a second one. */
    requestId: uuid('request_id').notNull(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    amount: integer('amount').notNull(),
    details: text('details').notNull(),
    status: text('status').$type<'NEW' | 'PAID' | 'REJECTED'>().notNull().default('NEW'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('referral_withdrawals_request_key').on(t.requestId),
    index('referral_withdrawals_user_idx').on(t.userId),
  ],
);

/** Attribution markers (utm and partner parameters) as the SPA sent them, per user or guest. */
export const cpaMarkers = pgTable(
  'cpa_markers',
  {
    id: serial('id').primaryKey(),
    /** Null for a guest. */
    userId: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
    /** A guest's client address, kept to tell guests apart. */
    clientIp: text('client_ip').notNull(),
    params: jsonb('params').$type<CpaMarkers>().notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('cpa_markers_user_idx').on(t.userId)],
);
