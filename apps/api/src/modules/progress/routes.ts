import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  currentProgressSchema,
  financialReportEntrySchema,
  paginatedSchema,
  paginationQuerySchema,
} from '@prepa/contracts';
import { requireUser, userOf } from '../../http/auth-guard.js';
import { bearer, errorResponses } from '../../http/openapi.js';
import type { ProgressService } from './service.js';

export function progressRoutes(progress: ProgressService): FastifyPluginAsyncZod {
  return async (app) => {
    const pre = requireUser(['STUDENT_ROLE']);
    const s = { tags: ['progress'], security: bearer };

    app.get(
      '/v2/students/current-progress/',
      {
        preHandler: pre,
        schema: { ...s, response: { 200: currentProgressSchema, ...errorResponses(401, 403) } },
      },
      (r) => progress.currentProgress(userOf(r).id),
    );

    app.get(
      '/v2/students/financial-report/',
      {
        preHandler: pre,
        schema: {
          ...s,
          querystring: paginationQuerySchema,
          response: { 200: paginatedSchema(financialReportEntrySchema), ...errorResponses(400, 401, 403) },
        },
      },
      async (r) => {
        const { limit, offset } = r.query;
        const page = await progress.financialReport(userOf(r).id, limit, offset);
        const url = new URL(r.url, 'http://local');
        const at = (o: number) => {
          url.searchParams.set('limit', String(limit));
          url.searchParams.set('offset', String(o));
          return `${url.pathname}${url.search}`;
        };
        return {
          ...page,
          next: offset + limit < page.count ? at(offset + limit) : null,
          previous: offset > 0 ? at(Math.max(0, offset - limit)) : null,
        };
      },
    );
  };
}
