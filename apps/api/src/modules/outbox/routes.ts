import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { paginatedSchema, paginationQuerySchema } from '@prepa/contracts';
import { pageLinks } from '../../http/page-links.js';
import type { OutboxService } from './service.js';

const outboxMessageSchema = z.object({
  id: z.number().int(),
  channel: z.enum(['sms', 'email']),
  to: z.string(),
  subject: z.string().nullable(),
  body: z.string(),
  createdAt: z.string(),
});

export function outboxRoutes(service: OutboxService): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      '/dev/outbox/',
      {
        schema: {
          tags: ['dev'],
          summary: 'SMS and e-mails the outbox adapter "sent", newest first (DEV_OUTBOX=1 only)',
          querystring: paginationQuerySchema.extend({ to: z.string().max(256).optional() }),
          response: { 200: paginatedSchema(outboxMessageSchema) },
        },
      },
      async (request) => {
        const { limit, offset } = request.query;
        const page = await service.list(request.query);
        return { ...page, ...pageLinks(request.url, page.count, limit, offset) };
      },
    );
  };
}
