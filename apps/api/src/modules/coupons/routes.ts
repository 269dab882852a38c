import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  couponActivationRequestSchema,
  couponActivationResponseSchema,
  myCouponsSchema,
  productActivationSchema,
} from '@prepa/contracts';
import { requireUser, userOf } from '../../http/auth-guard.js';
import { bearer, errorResponses } from '../../http/openapi.js';
import type { CouponService } from './service.js';

export function couponRoutes(coupons: CouponService): FastifyPluginAsyncZod {
  return async (app) => {
    const tags = ['coupons'];
    const student = requireUser(['STUDENT_ROLE']);
    const s = { tags, security: bearer };
    const errors = errorResponses(400, 401, 402, 403, 404);

    app.get(
      '/products/my-coupons/',
      { preHandler: student, schema: { ...s, response: { 200: myCouponsSchema, ...errors } } },
      (r) => coupons.mine(userOf(r).id),
    );
    app.post(
      '/products/coupons/activate/',
      {
        preHandler: student,
        schema: {
          ...s,
          body: couponActivationRequestSchema,
          response: { 200: couponActivationResponseSchema, ...errors },
        },
      },
      (r) => coupons.activate(userOf(r).id, r.body.code),
    );
    app.post(
      '/products/activate/:hash/',
      {
        preHandler: student,
        schema: {
          ...s,
          params: z.object({ hash: z.string().min(1).max(64) }),
          response: { 200: productActivationSchema, ...errors },
        },
      },
      (r) => coupons.activateHash(userOf(r).id, r.params.hash),
    );
  };
}
