import { sql } from 'drizzle-orm';
import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Db } from '../../db/client.js';
import { ServiceUnavailable } from '../../http/errors.js';
import { errorResponses } from '../../http/openapi.js';

export function healthRoutes(db: Db): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      '/health/',
      {
        schema: {
          tags: ['health'],
          summary: 'Liveness and database check',
          response: {
            200: z.object({ status: z.literal('ok'), database: z.literal('ok') }),
            ...errorResponses(503),
          },
        },
      },
      async (request) => {
        try {
          await db.execute(sql`select 1`);
        } catch (err) {
          request.log.error({ err }, 'health check: database unavailable');
          throw new ServiceUnavailable('database unavailable');
        }
        return { status: 'ok' as const, database: 'ok' as const };
      },
    );
  };
}
