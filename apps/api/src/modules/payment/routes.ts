import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  cartHashQuerySchema,
  cloudpaymentsInitRequestSchema,
  cloudpaymentsWidgetSchema,
  couponCheckSchema,
  invoiceListQuerySchema,
  invoicePageSchema,
  invoiceSchema,
  kaspiCheckSchema,
  payCouponRequestSchema,
  payInitRequestSchema,
  payInitResponseSchema,
  payPublicSchema,
  refundDecisionResultSchema,
  refundDecisionSchema,
  refundDueListSchema,
  refundIdParamsSchema,
  studentRefundListSchema,
  transactionSchema,
  INVOICE_MANAGER_ROLES,
} from '@prepa/contracts';
import { requireUser, userOf } from '../../http/auth-guard.js';
import { ClientError, NotFound } from '../../http/errors.js';
import { bearer, errorResponses } from '../../http/openapi.js';
import { pageLinks } from '../../http/page-links.js';
import { callerOf, optionalUser } from '../cart/index.js';
import { couponProblem, findCoupon } from '../coupons/index.js';
import { currencyOf, priceIn } from '../shop/index.js';
import type { PaymentService } from './service.js';
import type { Db } from '../../db/client.js';

export { INVOICE_MANAGER_ROLES };
const uuidParams = z.object({ uuid: z.string().min(1).max(64) });

export function paymentRoutes(payment: PaymentService, db: Db): FastifyPluginAsyncZod {
  return async (app) => {
    const tags = ['payment'];
    const opt = { preHandler: optionalUser };
    const errors = errorResponses(400, 401, 403, 404);

    app.get(
      '/core/pay/public/',
      { schema: { tags, querystring: cartHashQuerySchema, response: { 200: payPublicSchema } } },
      () => payment.publicInfo(),
    );
    app.post(
      '/core/pay/init/',
      {
        ...opt,
        schema: {
          tags,
          summary: 'Create the order from the cart (amount computed here) and get where to pay',
          querystring: cartHashQuerySchema,
          body: payInitRequestSchema,
          response: { 200: payInitResponseSchema, ...errors },
        },
      },
      (r) =>
        payment.init(
          { ...callerOf(r), hash: r.query.hash ?? r.body.hash ?? callerOf(r).hash },
          r.body,
          r.platform,
        ),
    );
    app.get(
      '/core/pay/transactions/:uuid/',
      { ...opt, schema: { tags, params: uuidParams, response: { 200: transactionSchema, ...errors } } },
      (r) => payment.transaction(r.params.uuid, r.currentUser?.id ?? null),
    );
    app.get(
      '/core/pay/invoices/:uuid/',
      { ...opt, schema: { tags, params: uuidParams, response: { 200: invoiceSchema, ...errors } } },
      (r) => payment.invoice(r.params.uuid, r.currentUser?.id ?? null),
    );
    app.post(
      '/core/pay/coupon/',
      { schema: { tags, body: payCouponRequestSchema, response: { 200: couponCheckSchema, ...errors } } },
      async (r) => {
        const c = await findCoupon(db, r.body.value);
        if (!c) throw new NotFound('coupon_not_found');
        const problem = couponProblem(c);
        if (problem) throw new ClientError(400, problem);
        const currency = currencyOf(r.platform);
        return {
          value: c.code,
          kind: c.kind,
          percent: c.percent,
          amount: c.kind === 'FIXED' ? (priceIn(c.amounts, currency) ?? 0) : null,
          currency,
        };
      },
    );
    app.post(
      '/core/pay/cloudpayments/init-widget/',
      {
        ...opt,
        schema: {
          tags,
          querystring: cartHashQuerySchema,
          body: cloudpaymentsInitRequestSchema,
          response: { 200: cloudpaymentsWidgetSchema, ...errors },
        },
      },
      (r) => payment.widget({ ...callerOf(r), hash: r.query.hash ?? r.body.hash }, r.platform),
    );
    app.get(
      '/core/pay/kaspi/v1/check-uid/:uid/',
      {
        ...opt,
        schema: {
          tags,
          params: z.object({ uid: z.string().min(1).max(64) }),
          response: { 200: kaspiCheckSchema },
        },
      },
      (r) => payment.kaspiCheck(r.params.uid, r.currentUser?.id ?? null),
    );

    app.get(
      '/v2/students/refunds/',
      {
        preHandler: requireUser(['STUDENT_ROLE']),
        schema: {
          tags,
          security: bearer,
          summary:
            "The student's orders whose money arrived after they stopped being payable, with the refund's state (newest first)",
          response: { 200: studentRefundListSchema, ...errors },
        },
      },
      (r) => payment.refunds(userOf(r).id),
    );

    const manager = requireUser(INVOICE_MANAGER_ROLES);
    app.get(
      '/v2/manager/invoices/',
      {
        preHandler: manager,
        schema: {
          tags,
          security: bearer,
          querystring: invoiceListQuerySchema,
          response: { 200: invoicePageSchema, ...errors },
        },
      },
      async (r) => {
        const q = r.query;
        const page = await payment.invoices(q.status, q.limit, q.offset);
        return {
          count: page.count,
          ...pageLinks(r.url, page.count, q.limit, q.offset),
          results: page.results,
        };
      },
    );
    app.post(
      '/v2/manager/invoices/:uuid/mark-paid/',
      {
        preHandler: manager,
        schema: { tags, security: bearer, params: uuidParams, response: { 200: invoiceSchema, ...errors } },
      },
      (r) => payment.markInvoicePaid(r.params.uuid, userOf(r).id),
    );
    app.get(
      '/v2/manager/refunds/',
      {
        preHandler: manager,
        schema: {
          tags,
          security: bearer,
          summary: 'Money that arrived for orders no longer payable, due back to the payer (oldest first)',
          response: { 200: refundDueListSchema, ...errors },
        },
      },
      () => payment.refundsDue(),
    );
    app.post(
      '/v2/manager/refunds/:id/decision/',
      {
        preHandler: manager,
        schema: {
          tags,
          security: bearer,
          summary: 'Decide a refund once: REFUNDED outside the system, or REJECTED with a reason',
          params: refundIdParamsSchema,
          body: refundDecisionSchema,
          response: { 200: refundDecisionResultSchema, ...errors },
        },
      },
      (r) => payment.decideRefund(r.params.id, r.body, userOf(r).id),
    );
  };
}
