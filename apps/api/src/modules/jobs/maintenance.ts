import { and, eq, lt, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { activeSubscriptionsEndedBy, subscriptions, transactions } from '../../db/schema/index.js';
import { releaseCouponUse } from '../coupons/index.js';
import { expireOverdueHomework } from '../homework/index.js';

/** A card payment not completed within this time is abandoned: the order is cancelled. */
export const ABANDONED_CARD_PAYMENT_MS = 2 * 60 * 60 * 1000;
/** Rows handled per run, so one run stays short; the next run takes the rest. */
const BATCH = 200;

/**
 * Cancels card orders left PENDING for longer than ABANDONED_CARD_PAYMENT_MS and gives their coupon
 * use back. Each order is re-read under a row lock, so a payment callback racing the job either wins
 * (the order is PAID and left alone) or finds it CANCELLED and grants nothing (the money is due back:
 * decision 004). Invoices by requisites are not touched: a bank transfer takes days.
 */
export async function cancelAbandonedPayments(db: Db, now: Date): Promise<number> {
  const cutoff = new Date(now.getTime() - ABANDONED_CARD_PAYMENT_MS);
  const stale = await db
    .select({ id: transactions.id })
    .from(transactions)
    .where(
      and(
        // A literal, not a parameter: the generic plan (db/client.ts) then estimates the few PENDING
        // orders from the column's statistics and reads them through transactions_status_idx.
        sql`${transactions.status} = 'PENDING'`,
        eq(transactions.method, 'CARD'),
        lt(transactions.createdAt, cutoff),
      ),
    )
    .limit(BATCH);
  let cancelled = 0;
  for (const { id } of stale) {
    const done = await db.transaction(async (tx) => {
      const [t] = await tx.select().from(transactions).where(eq(transactions.id, id)).for('update');
      if (!t || t.status !== 'PENDING') return false;
      await tx.update(transactions).set({ status: 'CANCELLED' }).where(eq(transactions.id, id));
      if (t.couponId !== null) await releaseCouponUse(tx, t.couponId);
      return true;
    });
    if (done) cancelled += 1;
  }
  return cancelled;
}

/**
 * Marks ACTIVE subscriptions whose paid period has ended as EXPIRED. A renewal paid later (through the
 * cart's renewal) makes the subscription ACTIVE again with a new period; the student's auto-renewal choice
 * is kept. Recurring card charges need a provider with saved cards, which the sandbox is not.
 */
export async function expireEndedSubscriptions(db: Db, now: Date): Promise<number> {
  const ended = await db
    .update(subscriptions)
    .set({ status: 'EXPIRED' })
    .where(activeSubscriptionsEndedBy(now))
    .returning({ id: subscriptions.id });
  return ended.length;
}

export interface MaintenanceReport {
  cancelledPayments: number;
  expiredSubscriptions: number;
  expiredHomework: number;
}

export async function runMaintenance(db: Db, now: Date): Promise<MaintenanceReport> {
  return {
    cancelledPayments: await cancelAbandonedPayments(db, now),
    expiredSubscriptions: await expireEndedSubscriptions(db, now),
    expiredHomework: await expireOverdueHomework(db, now),
  };
}
