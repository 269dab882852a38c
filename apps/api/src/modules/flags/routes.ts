import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { FEATURE_FLAGS } from '@prepa/contracts';
import { NotFound } from '../../http/errors.js';
import { CLIENT_KEYS } from './service.js';
import { errorResponses } from '../../http/openapi.js';
import type { FlagService } from './service.js';

const growthBookPayloadSchema = z.object({
  status: z.number().int(),
  features: z.record(z.string(), z.object({ defaultValue: z.boolean() })),
  dateUpdated: z.string(),
});

export function flagRoutes(flags: FlagService, options: { devTools: boolean }): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      '/features/:clientKey',
      {
        schema: {
          tags: ['flags'],
          summary: 'Feature flags in the GrowthBook SDK payload format (keys as GrowthBook names them)',
          params: z.object({ clientKey: z.string().max(100) }),
          response: { 200: growthBookPayloadSchema, ...errorResponses(404) },
        },
      },
      async (request, reply) => {
        const payload = await flags.payload(request.params.clientKey);
        if (!payload) throw new NotFound('unknown_platform_key');
        // Plain JSON.stringify: GrowthBook's camelCase keys must not be snake_cased.
        return reply.header('cache-control', 'no-cache').serializer(JSON.stringify).send(payload);
      },
    );

    if (!options.devTools) return;
    app.patch(
      '/dev/features/:clientKey/',
      {
        schema: {
          tags: ['dev'],
          summary: 'Switch flag definitions of a platform (DEV_OUTBOX=1 only; for local runs and e2e)',
          params: z.object({ clientKey: z.string().max(100) }),
          body: z.partialRecord(z.enum(FEATURE_FLAGS), z.boolean()),
          response: { 200: growthBookPayloadSchema, ...errorResponses(400, 404) },
        },
      },
      async (request, reply) => {
        const platform = CLIENT_KEYS[request.params.clientKey];
        if (!platform) throw new NotFound('unknown_platform_key');
        for (const [key, value] of Object.entries(request.body)) {
          if (value !== undefined) await flags.set(platform, key as (typeof FEATURE_FLAGS)[number], value);
        }
        const payload = await flags.payload(request.params.clientKey);
        if (!payload) throw new NotFound('unknown_platform_key');
        return reply.serializer(JSON.stringify).send(payload);
      },
    );
  };
}
