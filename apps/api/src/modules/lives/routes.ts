import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  IDEMPOTENCY_KEY_HEADER,
  LIFE_GRANT_ROLES,
  curatorLifeGrantResponseSchema,
  curatorLifeGrantSchema,
  idempotencyHeadersSchema,
  lifeChargesPageSchema,
  livesSchema,
  paginationQuerySchema,
  studentIdParamsSchema,
} from '@prepa/contracts';
import { requireUser, userOf } from '../../http/auth-guard.js';
import { bearer, errorResponses } from '../../http/openapi.js';
import { pageLinks } from '../../http/page-links.js';
import type { LivesService } from './service.js';

export function livesRoutes(service: LivesService): FastifyPluginAsyncZod {
  return async (app) => {
    const student = requireUser(['STUDENT_ROLE']);
    const staff = requireUser(LIFE_GRANT_ROLES);
    const secured = { tags: ['lives'], security: bearer };

    app.get(
      '/v2/students/lives/',
      {
        preHandler: student,
        schema: { ...secured, response: { 200: livesSchema, ...errorResponses(401, 403) } },
      },
      (request) => service.lives(userOf(request).id),
    );

    app.get(
      '/v2/students/audit/life-charges/',
      {
        preHandler: student,
        schema: {
          ...secured,
          querystring: paginationQuerySchema,
          response: { 200: lifeChargesPageSchema, ...errorResponses(400, 401, 403) },
        },
      },
      async (request) => {
        const { limit, offset } = request.query;
        const page = await service.audit(userOf(request).id, limit, offset);
        return { ...page, ...pageLinks(request.url, page.count, limit, offset) };
      },
    );

    app.post(
      '/v2/curators/students/:id/lives/',
      {
        preHandler: staff,
        schema: {
          ...secured,
          description: `Adds one life to a student. A retry with the same ${IDEMPOTENCY_KEY_HEADER} header adds nothing (200 with the first result).`,
          params: studentIdParamsSchema,
          headers: idempotencyHeadersSchema,
          body: curatorLifeGrantSchema,
          response: {
            200: curatorLifeGrantResponseSchema,
            201: curatorLifeGrantResponseSchema,
            ...errorResponses(400, 401, 403, 404),
          },
        },
      },
      async (request, reply) => {
        const result = await service.curatorAdd({
          userId: request.params.id,
          actorId: userOf(request).id,
          comment: request.body.comment,
          requestKey: request.headers[IDEMPOTENCY_KEY_HEADER],
        });
        reply.status(result.recorded ? 201 : 200);
        return {
          entry: result.entry,
          lives: result.lives,
          max: (await service.lives(request.params.id)).max,
        };
      },
    );
  };
}
