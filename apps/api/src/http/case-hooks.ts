import type { FastifyInstance, FastifyRequest } from 'fastify';
import {
  findNulString,
  jsonNestingExceeds,
  keysToCamel,
  keysToSnake,
  MAX_JSON_DEPTH,
  PLATFORM_HEADER,
} from '@prepa/contracts';
import { ClientError, ParseError, ValidationFailed } from './errors.js';

/** Headers the API reads as text that may reach the database or a log. */
const TEXT_HEADERS = ['x-cart-hash', PLATFORM_HEADER, 'accept-language', 'authorization', 'x-request-id'];

/** Where a NUL character sits in the path parameters, query or body: PostgreSQL cannot store it. */
function nulAttr(request: FastifyRequest): string | undefined {
  for (const value of [request.params, request.query, request.body]) {
    const path = findNulString(value);
    if (path) return path.length === 0 ? 'non_field_errors' : path.map(String).join('.');
  }
  return undefined;
}

/**
 * The wire boundary: JSON parsing with the standard parse_error (and a nesting limit), snake_case
 * in → camelCase for validation and handlers, camelCase out → snake_case for routes without a
 * response schema (routes with one are converted by the serializer compiler), NUL characters
 * refused. The platform is resolved in platform.ts.
 */
export function registerWireHooks(app: FastifyInstance): void {
  // JSON only: anything else (text/plain included) is 415 unsupported_media_type.
  app.removeContentTypeParser(['application/json', 'text/plain']);
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (_request, body, done) => {
    const text = typeof body === 'string' ? body : body.toString('utf8');
    if (text.trim() === '') return done(null, undefined);
    if (jsonNestingExceeds(text, MAX_JSON_DEPTH)) {
      return done(
        new ClientError(400, 'nesting_too_deep', 'nesting_too_deep', { n: MAX_JSON_DEPTH }),
        undefined,
      );
    }
    try {
      done(null, JSON.parse(text) as unknown);
    } catch {
      done(new ParseError(), undefined);
    }
  });

  app.decorateRequest('currentUser', null);

  app.addHook('onRequest', async (request, reply) => {
    reply.header('x-request-id', request.id);
    // Checked before anything reads the headers (the platform, the bearer, the cart hash).
    const bad = TEXT_HEADERS.find((name) => findNulString(request.headers[name.toLowerCase()]));
    if (bad) throw ValidationFailed.field(bad, 'invalid');
  });

  app.addHook('preValidation', async (request) => {
    const attr = nulAttr(request);
    if (attr) throw ValidationFailed.field(attr, 'invalid');
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
