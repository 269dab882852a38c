import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  cartSchema,
  idParamsSchema,
  myProductsSchema,
  subscriptionListSchema,
  subscriptionPatchSchema,
  subscriptionSchema,
  subscriptionStatusesQuerySchema,
  subscriptionStatusesSchema,
  subscriptionUpgradeSchema,
} from '@prepa/contracts';
import { requireUser, userOf } from '../../http/auth-guard.js';
import { bearer, errorResponses } from '../../http/openapi.js';
import { optionalUser } from '../cart/index.js';
import { currencyOf } from '../shop/index.js';
import type { SubscriptionService } from './service.js';

const params = idParamsSchema;

export function subscriptionRoutes(subs: SubscriptionService): FastifyPluginAsyncZod {
  return async (app) => {
    const tags = ['subscriptions'];
    const student = requireUser(['STUDENT_ROLE']);
    const errors = errorResponses(400, 401, 403, 404);
    const s = { tags, security: bearer };

    app.get(
      '/v2/students/subscriptions/',
      { preHandler: student, schema: { ...s, response: { 200: subscriptionListSchema, ...errors } } },
      (r) => subs.list(userOf(r).id),
    );
    app.patch(
      '/v2/students/subscriptions/:id/',
      {
        preHandler: student,
        schema: {
          ...s,
          params,
          body: subscriptionPatchSchema,
          response: { 200: subscriptionSchema, ...errors },
        },
      },
      (r) => subs.patch(userOf(r).id, r.params.id, r.body.autoRenewal),
    );
    app.post(
      '/v2/students/subscriptions/:id/renew/',
      { preHandler: student, schema: { ...s, params, response: { 200: cartSchema, ...errors } } },
      (r) => subs.renew(userOf(r).id, r.params.id, currencyOf(r.platform)),
    );
    app.post(
      '/v2/students/subscriptions/:id/upgrade/',
      {
        preHandler: student,
        schema: { ...s, params, body: subscriptionUpgradeSchema, response: { 200: cartSchema, ...errors } },
      },
      (r) => subs.upgrade(userOf(r).id, r.params.id, r.body.productId, currencyOf(r.platform)),
    );
    app.get(
      '/products/subscription-statuses/',
      {
        preHandler: optionalUser,
        schema: {
          tags,
          querystring: subscriptionStatusesQuerySchema,
          response: { 200: subscriptionStatusesSchema, ...errors },
        },
      },
      (r) => subs.statuses(r.currentUser?.id ?? null, r.query.productIds.split(',').map(Number)),
    );
    app.get(
      '/v2/students/my-products/',
      { preHandler: student, schema: { ...s, response: { 200: myProductsSchema, ...errors } } },
      (r) => subs.myProducts(userOf(r).id, currencyOf(r.platform)),
    );
  };
}
