import type { Invoice, Transaction } from '@prepa/contracts';
import type { transactions } from '../../db/schema/index.js';
import { SELLER } from './seller.js';

export type TransactionRow = typeof transactions.$inferSelect;

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
