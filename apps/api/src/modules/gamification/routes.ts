import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  DAILY_STRIKE_CACHE_SECONDS,
  DEFAULT_RATING_COUNT,
  dailyActionsSchema,
  dailyStrikeSchema,
  historyEntrySchema,
  levelsQuerySchema,
  levelsResponseSchema,
  nextLevelSchema,
  paginatedSchema,
  paginationQuerySchema,
  ratingQuerySchema,
  ratingResponseSchema,
  studentBalanceSchema,
} from '@prepa/contracts';
import { requireUser, userOf } from '../../http/auth-guard.js';
import { bearer, errorResponses } from '../../http/openapi.js';
import { pageLinks } from '../../http/page-links.js';
import type { GamificationService } from './service.js';

export function gamificationRoutes(service: GamificationService): FastifyPluginAsyncZod {
  return async (app) => {
    const signedIn = requireUser(['STUDENT_ROLE']);
    const tags = ['gamification'];
    const secured = { tags, security: bearer };

    app.get(
      '/v2/students/student-balance/',
      {
        preHandler: signedIn,
        schema: { ...secured, response: { 200: studentBalanceSchema, ...errorResponses(401, 403) } },
      },
      (request) => service.balance(userOf(request).id),
    );

    for (const kind of ['exp', 'balance'] as const) {
      app.get(
        `/v2/students/${kind}-history/`,
        {
          preHandler: signedIn,
          schema: {
            ...secured,
            querystring: paginationQuerySchema,
            response: { 200: paginatedSchema(historyEntrySchema), ...errorResponses(400, 401, 403) },
          },
        },
        async (request) => {
          const { limit, offset } = request.query;
          const page = await service.history(userOf(request).id, kind, limit, offset);
          return { ...page, ...pageLinks(request.url, page.count, limit, offset) };
        },
      );
    }

    app.get(
      '/gamification/daily-strike/',
      {
        preHandler: signedIn,
        schema: { ...secured, response: { 200: dailyStrikeSchema, ...errorResponses(401, 403) } },
      },
      async (request, reply) => {
        reply.header('cache-control', `private, max-age=${DAILY_STRIKE_CACHE_SECONDS}`);
        return service.dailyStrike(userOf(request).id);
      },
    );

    app.get(
      '/v2/students/daily-actions/',
      {
        preHandler: signedIn,
        schema: { ...secured, response: { 200: dailyActionsSchema, ...errorResponses(401, 403) } },
      },
      async (request) => ({ results: await service.dailyActions(userOf(request).id) }),
    );

    app.get(
      '/v2/core/levels/',
      {
        schema: {
          tags,
          querystring: levelsQuerySchema,
          response: { 200: levelsResponseSchema, ...errorResponses(400) },
        },
      },
      async (request) => ({ results: service.levels(request.query.limit) }),
    );

    app.get(
      '/students/next-level/',
      {
        preHandler: signedIn,
        schema: { ...secured, response: { 200: nextLevelSchema, ...errorResponses(401, 403) } },
      },
      (request) => service.nextLevel(userOf(request).id),
    );

    app.post(
      '/v2/students/drop-level-progress/',
      {
        preHandler: signedIn,
        schema: { ...secured, response: { 200: nextLevelSchema, ...errorResponses(401, 403) } },
      },
      (request) => service.dropLevelProgress(userOf(request).id),
    );

    app.get(
      '/v2/students/rating/',
      {
        preHandler: signedIn,
        schema: {
          ...secured,
          querystring: ratingQuerySchema,
          response: { 200: ratingResponseSchema, ...errorResponses(400, 401, 403) },
        },
      },
      async (request) => ({
        results: await service.rating(userOf(request).id, request.query.neighbours, DEFAULT_RATING_COUNT),
      }),
    );
  };
}
