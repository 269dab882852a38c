import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  documentUrlSchema,
  offerApplicationQuerySchema,
  publicDocListSchema,
  purchasedDocumentPageSchema,
  purchasedDocumentsQuerySchema,
  staticDocListSchema,
} from '@prepa/contracts';
import { requireUser, userOf } from '../../http/auth-guard.js';
import { bearer, errorResponses } from '../../http/openapi.js';
import { pageLinks } from '../../http/page-links.js';
import type { DocumentService } from './service.js';

export function documentRoutes(docs: DocumentService): FastifyPluginAsyncZod {
  return async (app) => {
    const tags = ['documents'];
    const student = requireUser(['STUDENT_ROLE']);
    const errors = errorResponses(400, 401, 403, 404);

    app.get('/core/docs/', { schema: { tags, response: { 200: publicDocListSchema } } }, () =>
      docs.publicDocs(),
    );
    app.get(
      '/core/docs/:kind/',
      { schema: { tags, params: z.object({ kind: z.string().min(1).max(40) }) } },
      async (r, reply) => reply.type('text/html; charset=utf-8').send(docs.docPage(r.params.kind)),
    );
    app.get(
      '/core/docs/purchases/:token/',
      { schema: { tags, params: z.object({ token: z.string().min(1).max(64) }) } },
      async (r, reply) =>
        reply.type('text/html; charset=utf-8').send(await docs.purchasePage(r.params.token)),
    );
    app.get(
      '/v2/students/documents/static/',
      {
        preHandler: student,
        schema: { tags, security: bearer, response: { 200: staticDocListSchema, ...errors } },
      },
      () => docs.staticDocs(),
    );
    app.get(
      '/v2/students/documents/purchased/',
      {
        preHandler: student,
        schema: {
          tags,
          security: bearer,
          querystring: purchasedDocumentsQuerySchema,
          response: { 200: purchasedDocumentPageSchema, ...errors },
        },
      },
      async (r) => {
        const q = r.query;
        const result = await docs.purchased(userOf(r).id, q);
        return {
          count: result.count,
          ...pageLinks(r.url, result.count, q.limit, q.offset),
          results: result.results,
        };
      },
    );
    app.get(
      '/students/documents/offer-application/',
      {
        preHandler: student,
        schema: {
          tags,
          security: bearer,
          querystring: offerApplicationQuerySchema,
          response: { 200: documentUrlSchema, ...errors },
        },
      },
      (r) => docs.offerApplication(userOf(r).id, r.query.item),
    );
  };
}
