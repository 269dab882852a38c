import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { SUPPORT_CONTACTS_MAX_AGE, supportContactsSchema } from '@prepa/contracts';
import { errorResponses } from '../../http/openapi.js';
import { supportContactsOf } from './support.js';

export function settingsRoutes(): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      '/settings/support/',
      {
        schema: {
          tags: ['settings'],
          summary: 'Support contacts of the platform (X-Platform); public and cacheable',
          response: { 200: supportContactsSchema, ...errorResponses() },
        },
      },
      async (request, reply) => {
        // Per platform: shared caches must keep one copy per X-Platform value.
        reply.header('cache-control', `public, max-age=${SUPPORT_CONTACTS_MAX_AGE}`);
        reply.header('vary', 'X-Platform');
        return supportContactsOf(request.platform);
      },
    );
  };
}
