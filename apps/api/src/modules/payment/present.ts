import type { Invoice, Transaction } from '@prepa/contracts';
import type { paymentEvents, transactions } from '../../db/schema/index.js';
import { SELLER } from './seller.js';

export type TransactionRow = typeof transactions.$inferSelect;

/**
 * The statuses a refund's payment event goes through (decision 004): money taken for an order that
 * may no longer be granted, then what staff decide (`settle.ts` writes them, `toOrderRefund` reads them).
 */
export const REFUND_DUE = 'PAID_REFUND_DUE';
export const REFUNDED = 'REFUNDED';
export const REFUND_REJECTED = 'REFUND_REJECTED';
export const REFUND_EVENT_STATUSES = [REFUND_DUE, REFUNDED, REFUND_REJECTED];

type RefundEvent = Pick<typeof paymentEvents.$inferSelect, 'status' | 'reason' | 'createdAt' | 'decidedAt'>;

/** A refund's payment event as the payer and the student read it. */
export function toOrderRefund(e: RefundEvent): NonNullable<Transaction['refund']> {
  return {
    status: e.status === REFUND_DUE ? 'DUE' : e.status === REFUNDED ? 'REFUNDED' : 'REJECTED',
    reason: e.reason,
    paidAt: e.createdAt.toISOString(),
    decidedAt: e.decidedAt?.toISOString() ?? null,
  };
}

export function toTransaction(t: TransactionRow, refund: Transaction['refund'] = null): Transaction {
  return {
    uuid: t.uuid,
    status: t.status,
    amount: t.amount,
    currency: t.currency,
    method: t.method,
    orderNumber: t.orderNumber,
    createdAt: t.createdAt.toISOString(),
    paidAt: t.paidAt?.toISOString() ?? null,
    products: t.lines.filter((l) => !l.isGift).map((l) => ({ id: l.productId, title: l.title })),
    refund,
  };
}

export function toInvoice(t: TransactionRow): Invoice {
  return {
    uuid: t.uuid,
    orderNumber: t.orderNumber,
    status: t.status,
    amount: t.amount,
    currency: t.currency,
    purpose: `Оплата по заказу № ${t.orderNumber} за образовательные услуги, без НДС`,
    sellerName: SELLER.sellerName,
    inn: SELLER.inn,
    ogrn: SELLER.ogrn,
    requisites: SELLER.requisites,
    customerName: t.customer?.customerName ?? null,
    createdAt: t.createdAt.toISOString(),
    products: t.lines
      .filter((l) => !l.isGift)
      .map((l) => ({ id: l.productId, title: l.title, price: l.price })),
  };
}
