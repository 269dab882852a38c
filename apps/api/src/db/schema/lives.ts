import { index, integer, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { users } from './users.js';

/** Why a student's lives changed (spec 1 §3 notifications: charge, recovered, global life lost, curator added). */
export type LifeChargeKind = 'CHARGE' | 'RECOVERED' | 'GLOBAL_LIFE_LOST' | 'CURATOR_ADDED';

/**
 * Append-only audit of a student's homework lives. The current number of lives is derived from it;
 * `event_key` makes each real event (a deadline missed, a curator's grant) count once.
 */
export const lifeCharges = pgTable(
  'life_charges',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    kind: text('kind').$type<LifeChargeKind>().notNull(),
    /** Signed change of lives: -1 for a charge or a global loss, +1 for a recovery or a curator's grant. */
    delta: integer('delta').notNull(),
    /** What it was about (a homework's title, a curator's comment). */
    comment: text('comment').notNull().default(''),
    actorId: integer('actor_id').references(() => users.id, { onDelete: 'set null' }),
    eventKey: text('event_key').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('life_charges_event_key').on(t.eventKey),
    index('life_charges_user_created_idx').on(t.userId, t.createdAt),
  ],
);
