import { z } from 'zod';
import { idListParamSchema, idParamSchema } from './ids.js';
import { currencySchema, minorUnitsSchema } from './money.js';
import { paginatedSchema } from './pagination.js';
import { classYearSchema } from './student.js';
import {
  activatedProductSchema,
  cartBundleSchema,
  classTypeSchema,
  productSchema,
  productTypeSchema,
  purchasedDocumentSchema,
  publicDocSchema,
  staticDocSchema,
  subscriptionSchema,
  sysCourseTypeCodeSchema,
  sysCourseTypeSchema,
  transactionStatusSchema,
} from './shop.js';

/** Response envelopes and extra payloads of the shop API (added by the issue-3 API work). */

export const productPageSchema = paginatedSchema(productSchema);
export const sysCourseTypeListSchema = z.object({ results: z.array(sysCourseTypeSchema) });
export const classTypeListSchema = z.object({ results: z.array(classTypeSchema) });
export const classTypesQuerySchema = z.object({ classYear: idParamSchema.optional() });
export const classYearListSchema = z.object({ results: z.array(classYearSchema) });
export const bundleListQuerySchema = z.object({ sysCourseTypeCode: sysCourseTypeCodeSchema.optional() });
export const bundleListSchema = z.object({ results: z.array(cartBundleSchema) });
export const productTypeListSchema = z.object({ results: z.array(productTypeSchema) });

/** Guest carts travel by hash: `?hash=` or this header (the SPA keeps the hash in localStorage). */
export const CART_HASH_HEADER = 'x-cart-hash';
export const cartMergeRequestSchema = z.object({ hash: z.string().min(1).max(64) });

/** Discount of a referral, and the bonuses its referrer earns when the referred cart is paid. */
export const REFERRAL_DISCOUNT_PERCENT = 5;
export const REFERRAL_BONUS = 500;

export const couponCheckSchema = z.object({
  value: z.string(),
  kind: z.enum(['PERCENT', 'FIXED', 'ACTIVATION']),
  percent: z.number().int().nullable(),
  amount: minorUnitsSchema.nullable(),
  currency: currencySchema,
});
export const kaspiCheckSchema = z.object({
  uid: z.string(),
  exists: z.boolean(),
  status: transactionStatusSchema.nullable(),
});
export const cloudpaymentsInitRequestSchema = z.object({
  hash: z.string().max(64).optional(),
  paymentSystem: z.string().max(32).optional(),
});

export const requisitesSchema = z.object({
  bankName: z.string(),
  bik: z.string(),
  account: z.string(),
  correspondentAccount: z.string(),
  kpp: z.string(),
});
export const invoiceSchema = z.object({
  uuid: z.string(),
  orderNumber: z.string(),
  status: transactionStatusSchema,
  amount: minorUnitsSchema,
  currency: currencySchema,
  purpose: z.string(),
  sellerName: z.string(),
  inn: z.string(),
  ogrn: z.string(),
  requisites: requisitesSchema,
  customerName: z.string().nullable(),
  createdAt: z.string(),
  products: z.array(z.object({ id: z.number().int(), title: z.string(), price: minorUnitsSchema })),
});
export type Invoice = z.infer<typeof invoiceSchema>;
export const invoiceListQuerySchema = z.object({
  status: transactionStatusSchema.optional(),
  limit: z.coerce.number().int().min(1).max(100).default(20),
  offset: z.coerce.number().int().min(0).default(0),
});
export const invoicePageSchema = paginatedSchema(invoiceSchema);

export const myProductSchema = z.object({
  id: z.number().int(),
  product: z.object({
    id: z.number().int(),
    title: z.string(),
    avatar: z.string().nullable(),
    productType: productTypeSchema,
  }),
  startsAt: z.string(),
  endsAt: z.string(),
});
export const myProductsSchema = z.object({ results: z.array(myProductSchema) });
export const subscriptionListSchema = z.object({ results: z.array(subscriptionSchema) });

export const publicDocListSchema = z.object({ results: z.array(publicDocSchema) });
export const staticDocListSchema = z.object({ results: z.array(staticDocSchema) });
export const purchasedDocumentPageSchema = paginatedSchema(purchasedDocumentSchema);
export const offerApplicationQuerySchema = z.object({ item: idParamSchema });
export const documentUrlSchema = z.object({ url: z.string() });
export const productActivationSchema = z.object({ products: z.array(activatedProductSchema) });
export const subscriptionStatusesQuerySchema = z.object({
  productIds: idListParamSchema,
});

/**
 * Payments that arrived for an order no longer payable (`PAID_REFUND_DUE`, decision 004), as managers
 * (INVOICE_MANAGER_ROLES) see them at GET /v2/manager/refunds/. `id` is the payment record's.
 */
export const refundDueSchema = z.object({
  id: z.number().int(),
  transactionUuid: z.string(),
  orderNumber: z.string(),
  studentName: z.string(),
  studentEmail: z.string(),
  amount: minorUnitsSchema,
  currency: currencySchema,
  /** When the money arrived. */
  paidAt: z.string(),
});
export type RefundDue = z.infer<typeof refundDueSchema>;
export const refundDueListSchema = z.object({ results: z.array(refundDueSchema) });
export const REFUND_REASON_MAX = 500;
export const REFUND_DECISIONS = ['REFUNDED', 'REJECTED'] as const;
/** REFUNDED: the money went back outside the system; REJECTED: kept, with the reason the student reads. */
export const refundDecisionSchema = z
  .object({
    status: z.enum(REFUND_DECISIONS, { error: 'invalid' }),
    reason: z.string().trim().max(REFUND_REASON_MAX, { error: 'max_length' }).optional(),
  })
  // An expression, not a block: the SPA build's pure-declaration transform (vite.config.ts) ends a
  // declaration at the first `;` that closes a line.
  .refine((v) => v.status !== 'REJECTED' || Boolean(v.reason), { path: ['reason'], error: 'required' });
export type RefundDecision = z.infer<typeof refundDecisionSchema>;
export const refundDecisionResultSchema = refundDueSchema.extend({
  status: z.enum(REFUND_DECISIONS),
  reason: z.string().nullable(),
  decidedAt: z.string(),
});
export type RefundDecisionResult = z.infer<typeof refundDecisionResultSchema>;
export const refundIdParamsSchema = z.object({ id: idParamSchema });
