import { and, asc, count, desc, eq } from 'drizzle-orm';
import { formatMoney, type RefundDecision, type Transaction } from '@prepa/contracts';
import type { PaymentProvider } from '../../adapters/payments/index.js';
import type { Db } from '../../db/client.js';
import { paymentEvents, transactions, users } from '../../db/schema/index.js';
import { ClientError, NotFound, PermissionDenied } from '../../http/errors.js';
import { releaseCouponUse } from '../coupons/index.js';
import { writeNotification } from '../notifications/index.js';
import { grantTransaction } from './grant.js';
import { REFUND_DUE, REFUNDED, REFUND_REJECTED, toInvoice } from './present.js';

/** The managers' list shows at most this many refunds due, oldest first. */
export const REFUND_LIST_LIMIT = 100;

const refundColumns = {
  e: paymentEvents,
  uuid: transactions.uuid,
  orderNumber: transactions.orderNumber,
  amount: transactions.amount,
  currency: transactions.currency,
  firstName: users.firstName,
  lastName: users.lastName,
  email: users.email,
};
type RefundRow = {
  e: typeof paymentEvents.$inferSelect;
  uuid: string;
  orderNumber: string;
  amount: number;
  currency: Transaction['currency'];
  firstName: string;
  lastName: string;
  email: string;
};
function toRefundDue(r: RefundRow) {
  return {
    id: r.e.id,
    transactionUuid: r.uuid,
    orderNumber: r.orderNumber,
    studentName: `${r.firstName} ${r.lastName}`.trim(),
    studentEmail: r.email,
    amount: r.amount,
    currency: r.currency,
    paidAt: r.e.createdAt.toISOString(),
  };
}

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

    /** Money due back to payers (decision 004), oldest first, with the student the order was for. */
    async refundsDue() {
      const rows = await db
        .select(refundColumns)
        .from(paymentEvents)
        .innerJoin(transactions, eq(transactions.id, paymentEvents.transactionId))
        .innerJoin(users, eq(users.id, transactions.beneficiaryUserId))
        .where(eq(paymentEvents.status, REFUND_DUE))
        .orderBy(asc(paymentEvents.createdAt), asc(paymentEvents.id))
        .limit(REFUND_LIST_LIMIT);
      return { results: rows.map(toRefundDue) };
    },

    /**
     * A manager decides a refund due once, under a row lock on its payment event: REFUNDED (the money
     * went back outside the system), or REJECTED — the school keeps the money, so the order is granted
     * after all and the student is told why (`refund_reject`, in the same transaction). Who and when are
     * recorded on the event. A second decision, even the same one, is refused with 400 `refund_decided`.
     */
    async decideRefund(id: number, decision: RefundDecision, managerId: number) {
      return db.transaction(async (tx) => {
        const [e] = await tx.select().from(paymentEvents).where(eq(paymentEvents.id, id)).for('update');
        if (!e || (e.status !== REFUND_DUE && e.decidedAt === null)) throw new NotFound();
        if (e.status !== REFUND_DUE) throw new ClientError(400, 'refund_decided');
        const rejected = decision.status === 'REJECTED';
        const reason = rejected ? (decision.reason ?? '') : null;
        const decidedAt = new Date();
        await tx
          .update(paymentEvents)
          .set({ status: rejected ? REFUND_REJECTED : REFUNDED, decidedBy: managerId, decidedAt, reason })
          .where(eq(paymentEvents.id, id));
        const [t] = await tx.select().from(transactions).where(eq(transactions.id, e.transactionId));
        if (!t) throw new NotFound();
        if (rejected) {
          await grantTransaction(tx, t.id, 'PURCHASE', { honour: true });
          await writeNotification(tx, {
            userId: t.beneficiaryUserId,
            type: 'refund_reject',
            itemId: t.id,
            params: { amount: formatMoney(t.amount, t.currency), reason: reason ?? '' },
            key: `refund_reject:${e.id}`,
            at: decidedAt,
          });
        }
        const [u] = await tx.select().from(users).where(eq(users.id, t.beneficiaryUserId));
        return {
          ...toRefundDue({
            e,
            uuid: t.uuid,
            orderNumber: t.orderNumber,
            amount: t.amount,
            currency: t.currency,
            firstName: u?.firstName ?? '',
            lastName: u?.lastName ?? '',
            email: u?.email ?? '',
          }),
          status: decision.status,
          reason,
          decidedAt: decidedAt.toISOString(),
        };
      });
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
