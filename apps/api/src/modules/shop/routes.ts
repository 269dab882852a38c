import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  bundleListQuerySchema,
  bundleListSchema,
  classTypeListSchema,
  classTypesQuerySchema,
  classYearListSchema,
  productListQuerySchema,
  productPageSchema,
  productSchema,
  sysCourseTypeListSchema,
  teacherSchema,
} from '@prepa/contracts';
import { errorResponses } from '../../http/openapi.js';
import { currencyOf } from './catalog.js';
import { pageLinks } from './page.js';
import type { ShopService } from './service.js';

const idParams = z.object({ id: z.coerce.number().int().positive().max(2_147_483_647) });

/** The catalogue: public, priced in the currency of the caller's platform (X-Platform). */
export function shopRoutes(shop: ShopService): FastifyPluginAsyncZod {
  return async (app) => {
    const tags = ['shop'];
    app.get(
      '/v2/shop/products/',
      {
        schema: {
          tags,
          querystring: productListQuerySchema,
          response: { 200: productPageSchema, ...errorResponses(400) },
        },
      },
      async (request) => {
        const q = request.query;
        const page = await shop.listProducts(q, currencyOf(request.platform));
        return { ...pageLinks(request.url, page.count, q.limit, q.offset), results: page.results };
      },
    );
    app.get(
      '/v2/shop/products/:id/',
      { schema: { tags, params: idParams, response: { 200: productSchema, ...errorResponses(404) } } },
      (request) => shop.getProduct(request.params.id, currencyOf(request.platform)),
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
