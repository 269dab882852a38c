import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { cpaMarkersRequestSchema, cpaMarkersResponseSchema } from '@prepa/contracts';
import { optionalUser } from '../../http/auth-guard.js';
import { errorResponses } from '../../http/openapi.js';
import type { CpaService } from './service.js';

/** POST /v2/cpa/markers/ (spec 1 §5): guests and students alike; a bad bearer is still 401. */
export function cpaRoutes(cpa: CpaService): FastifyPluginAsyncZod {
  return async (app) => {
    app.post(
      '/v2/cpa/markers/',
      {
        preHandler: optionalUser,
        schema: {
          tags: ['cpa'],
          body: cpaMarkersRequestSchema,
          response: { 200: cpaMarkersResponseSchema, ...errorResponses(400, 401, 429) },
        },
      },
      (r) => cpa.save(r.body.utmParams, { userId: r.currentUser?.id ?? null, ip: r.ip }),
    );
  };
}
