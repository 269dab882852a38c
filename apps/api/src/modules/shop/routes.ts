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
import { errorResponses } from '../../http/openapi.js';
import { pageLinks } from '../../http/page-links.js';
import { currencyOf } from './catalog.js';
import type { ShopService } from './service.js';

const idParams = idParamsSchema;

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
      async (request) => {
        const q = request.query;
        const page = await shop.listProducts(
          q,
          currencyOf(request.platform),
          request.currentUser?.id ?? null,
        );
        return {
          count: page.count,
          ...pageLinks(request.url, page.count, q.limit, q.offset),
          results: page.results,
        };
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
