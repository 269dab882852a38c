import { and, count, desc, eq } from 'drizzle-orm';
import type { Transaction } from '@prepa/contracts';
import type { PaymentProvider } from '../../adapters/payments/index.js';
import type { Db } from '../../db/client.js';
import { paymentEvents, transactions } from '../../db/schema/index.js';
import { ClientError, NotFound, PermissionDenied } from '../../http/errors.js';
import { releaseCouponUse } from '../coupons/index.js';
import { grantTransaction } from './grant.js';
import { toInvoice } from './present.js';

/** The payment event status of money taken for an order that may no longer be granted. */
export const REFUND_DUE = 'PAID_REFUND_DUE';

/** Money arriving: provider callbacks and invoices a manager marks paid, each applied once. */
export function createSettlement(db: Db, provider: PaymentProvider) {
  return {
    /** A verified provider notification: recorded once (unique event id) with its state change. */
    async handleCallback(rawBody: string, headers: Record<string, string | string[] | undefined>) {
      const n = provider.handleCallback(rawBody, headers);
      if (!n) throw new PermissionDenied('invalid_signature');
      return db.transaction(async (tx) => {
        const [t] = await tx
          .select()
          .from(transactions)
          .where(eq(transactions.uuid, n.transactionUuid))
          .for('update');
        if (!t) throw new NotFound();
        // Only the cart's current PENDING order is payable (decision 004, "Only the current order is
        // paid"). A "paid" for a superseded, expired or declined order grants nothing and takes no
        // coupon use: it is acknowledged (so the provider stops retrying) and recorded for a refund.
        const refundDue = n.status === 'PAID' && (t.status === 'CANCELLED' || t.status === 'DECLINED');
        const fresh = await tx
          .insert(paymentEvents)
          .values({
            provider: provider.code,
            eventId: n.eventId,
            transactionId: t.id,
            status: refundDue ? REFUND_DUE : n.status,
          })
          .onConflictDoNothing()
          .returning({ id: paymentEvents.id });
        if (fresh.length === 0 || refundDue) return { ok: true, status: t.status };
        if (n.status === 'PAID') {
          if (n.amount !== t.amount || n.currency !== t.currency) throw new ClientError(400, 'invalid');
          await grantTransaction(tx, t.id, 'PURCHASE');
          return { ok: true, status: 'PAID' as const };
        }
        if (t.status === 'PENDING') {
          await tx.update(transactions).set({ status: 'DECLINED' }).where(eq(transactions.id, t.id));
          if (t.couponId !== null) await releaseCouponUse(tx, t.couponId);
          return { ok: true, status: 'DECLINED' as const };
        }
        return { ok: true, status: t.status };
      });
    },

    /** A manager confirms money received by requisites: the same idempotent grant. */
    async markInvoicePaid(uuid: string, managerId: number) {
      await db.transaction(async (tx) => {
        const [t] = await tx.select().from(transactions).where(eq(transactions.uuid, uuid)).for('update');
        if (!t || t.method !== 'REQUISITES') throw new NotFound();
        await tx
          .insert(paymentEvents)
          .values({
            provider: 'manual',
            eventId: `invoice:${uuid}`,
            transactionId: t.id,
            status: `PAID:${managerId}`,
          })
          .onConflictDoNothing();
        if (t.status === 'PAID') return;
        if (t.status !== 'PENDING') throw new ClientError(400, 'invoice_not_pending');
        await grantTransaction(tx, t.id, 'INVOICE');
      });
      const [t] = await db.select().from(transactions).where(eq(transactions.uuid, uuid));
      if (!t) throw new NotFound();
      return toInvoice(t);
    },

    async invoices(status: Transaction['status'] | undefined, limit: number, offset: number) {
      const where = status
        ? and(eq(transactions.method, 'REQUISITES'), eq(transactions.status, status))
        : eq(transactions.method, 'REQUISITES');
      const [total] = await db.select({ n: count() }).from(transactions).where(where);
      const rows = await db
        .select()
        .from(transactions)
        .where(where)
        .orderBy(desc(transactions.id))
        .limit(limit)
        .offset(offset);
      return { count: total?.n ?? 0, results: rows.map(toInvoice) };
    },
  };
}
