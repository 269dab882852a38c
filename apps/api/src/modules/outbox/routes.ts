import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { paginatedSchema, paginationQuerySchema } from '@prepa/contracts';
import type { OutboxService } from './service.js';

const outboxMessageSchema = z.object({
  id: z.number().int(),
  channel: z.enum(['sms', 'email']),
  to: z.string(),
  subject: z.string().nullable(),
  body: z.string(),
  createdAt: z.string(),
});

/** Links to neighbouring pages, keeping the other query parameters. */
export function pageLinks(url: URL, total: number, limit: number, offset: number) {
  const at = (o: number) => {
    const next = new URL(url);
    next.searchParams.set('limit', String(limit));
    next.searchParams.set('offset', String(o));
    return `${next.pathname}${next.search}`;
  };
  return {
    next: offset + limit < total ? at(offset + limit) : null,
    previous: offset > 0 ? at(Math.max(0, offset - limit)) : null,
  };
}

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
        const url = new URL(request.url, 'http://local');
        return { ...page, ...pageLinks(url, page.count, limit, offset) };
      },
    );
  };
}
