import type { FastifyInstance } from 'fastify';
import { parsePlatform, PLATFORM_HEADER } from '@prepa/contracts';
import { keysToCamel, keysToSnake } from './case.js';
import { ParseError } from './errors.js';

/**
 * The wire boundary: JSON parsing with the standard parse_error, snake_case in → camelCase for
 * validation and handlers, camelCase out → snake_case for routes without a response schema
 * (routes with one are converted by the serializer compiler), and the X-Platform header.
 */
export function registerWireHooks(app: FastifyInstance): void {
  // JSON only: anything else (text/plain included) is 415 unsupported_media_type.
  app.removeContentTypeParser(['application/json', 'text/plain']);
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (_request, body, done) => {
    const text = typeof body === 'string' ? body : body.toString('utf8');
    if (text.trim() === '') return done(null, undefined);
    try {
      done(null, JSON.parse(text) as unknown);
    } catch {
      done(new ParseError(), undefined);
    }
  });

  app.decorateRequest('platform', 'RU');
  app.decorateRequest('currentUser', null);

  app.addHook('onRequest', async (request, reply) => {
    request.platform = parsePlatform(request.headers[PLATFORM_HEADER]);
    reply.header('x-request-id', request.id);
  });

  app.addHook('preValidation', async (request) => {
    if (request.body !== undefined && request.body !== null && typeof request.body === 'object') {
      request.body = keysToCamel(request.body);
    }
    if (request.query && typeof request.query === 'object') request.query = keysToCamel(request.query);
  });

  app.addHook('preSerialization', async (request, reply, payload) => {
    if (request.url.startsWith('/api/docs')) return payload;
    const responses = reply.routeOptions.schema?.response as Record<string, unknown> | undefined;
    const status = reply.statusCode;
    const hasSchema = responses && (responses[status] ?? responses[`${Math.floor(status / 100)}xx`]);
    // Routes with a response schema are converted by the serializer compiler.
    return hasSchema ? payload : keysToSnake(payload);
  });
}
