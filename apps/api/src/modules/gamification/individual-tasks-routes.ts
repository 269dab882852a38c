import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { hasGate, individualTasksResponseSchema } from '@prepa/contracts';
import type { ChangeFeed } from '../../db/change-feed.js';
import type { Db } from '../../db/client.js';
import { requireUser, userOf } from '../../http/auth-guard.js';
import { PermissionDenied } from '../../http/errors.js';
import { bearer, errorResponses } from '../../http/openapi.js';
import { keptIndividualTasks } from './individual-tasks.js';
import type { Clock } from '../calendar/index.js';

/** GET /gamification/individual-tasks/ — students of platforms with `homeIndividualTask` (RU, KZ). */
export function individualTasksRoutes(db: Db, clock: Clock, feed?: ChangeFeed): FastifyPluginAsyncZod {
  const individualTasks = keptIndividualTasks(db, feed);
  return async (app) => {
    app.get(
      '/gamification/individual-tasks/',
      {
        preHandler: requireUser(['STUDENT_ROLE']),
        schema: {
          tags: ['gamification'],
          security: bearer,
          response: { 200: individualTasksResponseSchema, ...errorResponses(401, 403) },
        },
      },
      async (request) => {
        if (!hasGate(request.platform, 'homeIndividualTask'))
          throw new PermissionDenied('feature_region_forbidden');
        return individualTasks(userOf(request).id, clock());
      },
    );
  };
}
