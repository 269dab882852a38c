import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  bundleListQuerySchema,
  bundleListSchema,
  classTypeListSchema,
  classTypesQuerySchema,
  classYearListSchema,
  idParamsSchema,
  productListQuerySchema,
  productPageSchema,
  productSchema,
  sysCourseTypeListSchema,
  teacherSchema,
} from '@prepa/contracts';
import { optionalUser } from '../../http/auth-guard.js';
import { sendShared } from '../../http/one-shot-compression.js';
import { errorResponses } from '../../http/openapi.js';
import { pageLinks } from '../../http/page-links.js';
import { itemSerializer, pageJson } from '../../http/validation.js';
import { currencyOf } from './catalog.js';
import type { ShopService } from './service.js';

const idParams = idParamsSchema;
const productJson = itemSerializer(productSchema, 'A product of GET /api/v2/shop/products/');

/**
 * The catalogue: public, priced in the currency of the caller's platform (X-Platform); a signed-in
 * student's owned courses carry `isOwned` / `canRenew`.
 */
export function shopRoutes(shop: ShopService): FastifyPluginAsyncZod {
  return async (app) => {
    const tags = ['shop'];
    app.get(
      '/v2/shop/products/',
      {
        preHandler: optionalUser,
        schema: {
          tags,
          querystring: productListQuerySchema,
          response: { 200: productPageSchema, ...errorResponses(400, 401) },
        },
      },
      async (request, reply) => {
        const q = request.query;
        // The products are shared between requests (see `listProducts`), so each is checked against
        // the schema and serialized once per catalogue snapshot; the page is the same bytes the route's
        // serializer would send, made (and compressed) once per shared answer (`sharedProductPage`).
        const answer = await shop.sharedProductPage(
          q,
          currencyOf(request.platform),
          request.currentUser?.id ?? null,
          request.url,
          (page) => {
            const links = pageLinks(request.url, page.count, q.limit, q.offset);
            return pageJson({ count: page.count, ...links }, page.results.map(productJson));
          },
        );
        return sendShared(request, reply, answer);
      },
    );
    app.get(
      '/v2/shop/products/:id/',
      {
        preHandler: optionalUser,
        schema: { tags, params: idParams, response: { 200: productSchema, ...errorResponses(401, 404) } },
      },
      (request) =>
        shop.getProduct(request.params.id, currencyOf(request.platform), request.currentUser?.id ?? null),
    );
    app.get(
      '/v2/shop/sys-course-types/',
      { schema: { tags, response: { 200: sysCourseTypeListSchema } } },
      () => shop.sysCourseTypes(),
    );
    app.get(
      '/v2/core/sys-course-types/',
      { schema: { tags, response: { 200: sysCourseTypeListSchema } } },
      () => shop.sysCourseTypes(),
    );
    app.get(
      '/v2/shop/teachers/:id/',
      { schema: { tags, params: idParams, response: { 200: teacherSchema, ...errorResponses(404) } } },
      (request) => shop.teacher(request.params.id),
    );
    app.get(
      '/v2/shop/bundles/',
      { schema: { tags, querystring: bundleListQuerySchema, response: { 200: bundleListSchema } } },
      (request) => shop.bundles(request.query.sysCourseTypeCode, currencyOf(request.platform)),
    );
    app.get(
      '/v2/core/class-types/',
      { schema: { tags, querystring: classTypesQuerySchema, response: { 200: classTypeListSchema } } },
      (request) => shop.classTypes(request.query.classYear),
    );
    app.get('/v2/core/class-years/', { schema: { tags, response: { 200: classYearListSchema } } }, () =>
      shop.classYears(),
    );
  };
}
