import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  cartAddRequestSchema,
  cartCountSchema,
  cartHashQuerySchema,
  cartItemPatchSchema,
  cartLinkSchema,
  cartMergeRequestSchema,
  cartSchema,
  couponRequestSchema,
  giftsDeleteSchema,
  idParamSchema,
  referralRequestSchema,
} from '@prepa/contracts';
import { requireUser, userOf } from '../../http/auth-guard.js';
import { sendShared } from '../../http/one-shot-compression.js';
import { errorResponses } from '../../http/openapi.js';
import { requireFlag } from '../../http/require-flag.js';
import { serializeResponse } from '../../http/validation.js';
import { currencyOf } from '../shop/index.js';
import { callerOf, optionalUser } from './caller.js';
import type { CartService } from './service.js';

const id = idParamSchema;
const hash = z.string().min(1).max(64);
const errors = errorResponses(400, 401, 403, 404, 422);

/**
 * Cart calls of spec 2 §7. Guests shop too: their cart is named by its hash, sent as `?hash=` or
 * the `X-Cart-Hash` header; every answer is the whole cart (its `hash` included).
 */
export function cartRoutes(cart: CartService): FastifyPluginAsyncZod {
  return async (app) => {
    const tags = ['cart'];
    const base = { tags, querystring: cartHashQuerySchema };
    const opt = { preHandler: optionalUser };
    const cur = (r: { platform: Parameters<typeof currencyOf>[0] }) => currencyOf(r.platform);

    app.get(
      '/cart/count/',
      { ...opt, schema: { ...base, response: { 200: cartCountSchema, ...errors } } },
      (r) => cart.count(callerOf(r)),
    );
    app.get(
      '/cart/',
      { ...opt, schema: { ...base, response: { 200: cartSchema, ...errors } } },
      async (request, reply) => {
        // The same bytes the route's serializer would send, made (and compressed) once per unchanged
        // cart (`sharedGet`).
        const answer = await cart.sharedGet(callerOf(request), cur(request), (view) =>
          serializeResponse(cartSchema, view, 'Response of GET /api/cart/'),
        );
        return sendShared(request, reply, answer);
      },
    );
    app.post(
      '/cart/',
      { ...opt, schema: { ...base, body: cartAddRequestSchema, response: { 200: cartSchema, ...errors } } },
      (r) => cart.add(callerOf(r), r.body, cur(r)),
    );
    app.patch(
      '/cart/:id/',
      {
        ...opt,
        schema: {
          ...base,
          params: z.object({ id }),
          body: cartItemPatchSchema,
          response: { 200: cartSchema, ...errors },
        },
      },
      (r) => cart.patchItem(callerOf(r), r.params.id, r.body.isProlongSubscription, cur(r)),
    );
    app.delete(
      '/cart/:id/',
      { ...opt, schema: { ...base, params: z.object({ id }), response: { 200: cartSchema, ...errors } } },
      (r) => cart.deleteItem(callerOf(r), r.params.id, cur(r)),
    );
    app.delete(
      '/cart/bundle/:id/',
      { ...opt, schema: { ...base, params: z.object({ id }), response: { 200: cartSchema, ...errors } } },
      (r) => cart.deleteBundle(callerOf(r), { id: r.params.id }, cur(r)),
    );
    app.get(
      '/cart/link/:hash/',
      { ...opt, schema: { tags, params: z.object({ hash }), response: { 200: cartLinkSchema, ...errors } } },
      (r) => cart.link(r.params.hash, r.currentUser?.id ?? null),
    );
    app.get(
      '/cart/standalone/:cartHash/',
      {
        ...opt,
        schema: { tags, params: z.object({ cartHash: hash }), response: { 200: cartSchema, ...errors } },
      },
      (r) => cart.standalone(callerOf(r), r.params.cartHash, cur(r)),
    );
    app.post(
      '/cart/standalone/:cartHash/',
      {
        ...opt,
        schema: {
          tags,
          params: z.object({ cartHash: hash }),
          body: cartAddRequestSchema,
          response: { 200: cartSchema, ...errors },
        },
      },
      (r) => cart.add(callerOf(r), r.body, cur(r), r.params.cartHash),
    );
    app.patch(
      '/cart/standalone/:cartHash/:id/',
      {
        ...opt,
        schema: {
          tags,
          params: z.object({ cartHash: hash, id }),
          body: cartItemPatchSchema,
          response: { 200: cartSchema, ...errors },
        },
      },
      (r) =>
        cart.patchItem(callerOf(r), r.params.id, r.body.isProlongSubscription, cur(r), r.params.cartHash),
    );
    app.delete(
      '/cart/standalone/:cartHash/:id/',
      {
        ...opt,
        schema: { tags, params: z.object({ cartHash: hash, id }), response: { 200: cartSchema, ...errors } },
      },
      (r) => cart.deleteItem(callerOf(r), r.params.id, cur(r), r.params.cartHash),
    );
    app.delete(
      '/cart/standalone/:cartHash/bundle/:hash/',
      {
        ...opt,
        schema: {
          tags,
          params: z.object({ cartHash: hash, hash }),
          response: { 200: cartSchema, ...errors },
        },
      },
      (r) => cart.deleteBundle(callerOf(r), { bundleHash: r.params.hash }, cur(r), r.params.cartHash),
    );
    app.post(
      '/cart/coupon/',
      { ...opt, schema: { ...base, body: couponRequestSchema, response: { 200: cartSchema, ...errors } } },
      (r) => cart.applyCoupon(callerOf(r), r.body.couponValue, cur(r)),
    );
    app.delete(
      '/cart/coupon/',
      { ...opt, schema: { ...base, response: { 200: cartSchema, ...errors } } },
      (r) => cart.removeCoupon(callerOf(r), cur(r)),
    );
    app.post(
      '/cart/referral-program/',
      {
        preHandler: [optionalUser, requireFlag('referral-program-enabled')],
        schema: { ...base, body: referralRequestSchema, response: { 200: cartSchema, ...errors } },
      },
      (r) => cart.applyReferral(callerOf(r), r.body.referralId, cur(r)),
    );
    app.delete(
      '/cart/referral-program/',
      { ...opt, schema: { ...base, response: { 200: cartSchema, ...errors } } },
      (r) => cart.removeReferral(callerOf(r), cur(r)),
    );
    app.delete(
      '/cart/gifts/',
      { ...opt, schema: { ...base, body: giftsDeleteSchema, response: { 200: cartSchema, ...errors } } },
      (r) => cart.removeGifts(callerOf(r), r.body.ids, cur(r)),
    );
    app.post(
      '/cart/merge/',
      {
        preHandler: requireUser(),
        schema: { tags, body: cartMergeRequestSchema, response: { 200: cartSchema, ...errors } },
      },
      (r) => cart.merge(userOf(r).id, r.body.hash, cur(r)),
    );
    app.post(
      '/cart/share/',
      { preHandler: requireUser(), schema: { tags, response: { 200: cartSchema, ...errors } } },
      (r) => cart.share(userOf(r).id, cur(r)),
    );
  };
}
