import { sql } from 'drizzle-orm';
import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Db } from '../../db/client.js';
import { ServiceUnavailable } from '../../http/errors.js';
import { errorResponses } from '../../http/openapi.js';

/** How long one dependency may take to answer the health check. */
const CHECK_TIMEOUT_MS = 2000;

function within<T>(promise: Promise<T>, ms: number): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`no answer within ${ms} ms`)), ms);
  });
  return Promise.race([promise, late]).finally(() => clearTimeout(timer));
}

/**
 * Liveness and dependencies: the database always, Redis when configured (`pingRedis`). A 503 names
 * each dependency down in its own error entry (`attr`: `database`, `redis`).
 */
export function healthRoutes(db: Db, pingRedis?: () => Promise<void>): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      '/health/',
      {
        schema: {
          tags: ['health'],
          summary: 'Liveness, database and (when configured) Redis check',
          response: {
            200: z.object({
              status: z.literal('ok'),
              database: z.literal('ok'),
              /** Present when the server uses Redis (REDIS_URL). */
              redis: z.literal('ok').optional(),
            }),
            ...errorResponses(503),
          },
        },
      },
      async (request) => {
        const checks: [string, Promise<unknown>][] = [
          ['database', within(db.execute(sql`select 1`), CHECK_TIMEOUT_MS)],
        ];
        if (pingRedis) checks.push(['redis', within(pingRedis(), CHECK_TIMEOUT_MS)]);
        const results = await Promise.allSettled(checks.map(([, check]) => check));
        const down = checks.map(([name]) => name).filter((_, i) => results[i]?.status === 'rejected');
        if (down.length > 0) {
          const reasons = results.flatMap((r) => (r.status === 'rejected' ? [r.reason as unknown] : []));
          request.log.error({ down, reasons: reasons.map(String) }, 'health check: dependency unavailable');
          throw new ServiceUnavailable(`${down.join(', ')} unavailable`, down);
        }
        return {
          status: 'ok' as const,
          database: 'ok' as const,
          ...(pingRedis ? { redis: 'ok' as const } : {}),
        };
      },
    );
  };
}
