import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { NON_FIELD_ERRORS, type ErrorBody, type MessageLanguage } from '@prepa/contracts';
import {
  ApiError,
  ClientError,
  MethodNotAllowed,
  NotFound,
  ParseError,
  ServiceUnavailable,
  Throttled,
  ValidationFailed,
} from './errors.js';
import { pickLanguage, translate } from './i18n.js';

export function requestLanguage(request: FastifyRequest): MessageLanguage {
  return pickLanguage(request.headers['accept-language']);
}

/** The standard body for an error thrown anywhere; 5xx details stay in the log. */
export function errorBody(error: ApiError, lang: MessageLanguage): ErrorBody {
  if (error instanceof ValidationFailed) {
    return {
      type: 'validation_error',
      errors: error.fieldErrors.map((e) => ({
        code: e.code,
        detail: translate(e.message, lang, { n: e.n }),
        attr: e.attr,
      })),
    };
  }
  if (error instanceof ClientError) {
    return {
      type: 'client_error',
      errors: [{ code: error.code, detail: translate(error.messageKey, lang, error.params), attr: null }],
    };
  }
  if (error instanceof ServiceUnavailable) {
    const detail = translate(error.code, lang);
    const attrs = error.dependencies.length > 0 ? error.dependencies : [null];
    return { type: 'server_error', errors: attrs.map((attr) => ({ code: error.code, detail, attr })) };
  }
  return { type: 'server_error', errors: [{ code: 'error', detail: translate('error', lang), attr: null }] };
}

const FASTIFY_CLIENT_ERRORS: Record<string, () => ClientError> = {
  FST_ERR_CTP_INVALID_MEDIA_TYPE: () => new ClientError(415, 'unsupported_media_type'),
  FST_ERR_CTP_BODY_TOO_LARGE: () => new ClientError(413, 'payload_too_large'),
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: () => new ParseError(),
  FST_ERR_CTP_EMPTY_JSON_BODY: () => new ParseError(),
  FST_ERR_CTP_INVALID_JSON_BODY: () => new ParseError(),
  // Router errors, reached through the `frameworkErrors` option (a bad % escape, a parameter over 100).
  FST_ERR_BAD_URL: () => new ClientError(400, 'bad_url'),
  FST_ERR_MAX_PARAM_LENGTH: () => new ClientError(414, 'uri_too_long'),
};

/**
 * PostgreSQL refusing a value the boundary should have refused (a number past int4, a NUL
 * character, text that is not a number): the client's input was invalid, not the server broken.
 * Routes validate ranges and NUL themselves; this keeps any one they miss from becoming a 500.
 */
const INVALID_INPUT_SQLSTATES = new Set(['22003', '22P02', '22021', '22P05', '22007', '22008']);

function sqlState(error: unknown): string | undefined {
  for (let e = error, i = 0; e && typeof e === 'object' && i < 5; e = (e as { cause?: unknown }).cause, i++) {
    const code = (e as { code?: unknown }).code;
    if (typeof code === 'string' && /^[0-9A-Z]{5}$/.test(code)) return code;
  }
  return undefined;
}

/**
 * A database or Redis that cannot be reached (refused, reset, dropped, timed out connecting, shutting
 * down): the request could not be served now, which is a 503, not a crash of ours. Node's socket
 * codes, PostgreSQL's connection SQLSTATEs (class 08, 57P01–57P03, 53300), node-postgres's and
 * ioredis's own messages.
 */
const UNREACHABLE_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'EPIPE',
  'ETIMEDOUT',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'ENOTFOUND',
  'EAI_AGAIN',
  '57P01',
  '57P02',
  '57P03',
  '53300',
]);
const UNREACHABLE_MESSAGES = [
  /^Connection terminated/, // node-postgres: the socket closed, or connectionTimeoutMillis passed
  /^timeout exceeded when trying to connect/, // node-postgres pool: no client within connectionTimeoutMillis
  /^Client has encountered a connection error/,
  /^Connection is closed\.?$/, // ioredis
  /^Reached the max retries per request limit/, // ioredis MaxRetriesPerRequestError
  /^Stream isn't writeable/, // ioredis with the offline queue off
];

export function isUnreachable(error: unknown): boolean {
  for (let e = error, i = 0; e && typeof e === 'object' && i < 5; e = (e as { cause?: unknown }).cause, i++) {
    const { code, message, name } = e as { code?: unknown; message?: unknown; name?: unknown };
    if (typeof code === 'string' && (UNREACHABLE_CODES.has(code) || code.startsWith('08'))) return true;
    if (name === 'MaxRetriesPerRequestError') return true;
    if (typeof message === 'string' && UNREACHABLE_MESSAGES.some((m) => m.test(message))) return true;
  }
  return false;
}

/** Turns whatever was thrown into one of our typed errors. */
export function toApiError(error: unknown): ApiError | undefined {
  if (error instanceof ApiError) return error;
  const e = error as Partial<FastifyError> | undefined;
  const byCode = e?.code ? FASTIFY_CLIENT_ERRORS[e.code] : undefined;
  if (byCode) return byCode();
  const state = sqlState(error);
  if (state && INVALID_INPUT_SQLSTATES.has(state)) return ValidationFailed.field(NON_FIELD_ERRORS, 'invalid');
  if (isUnreachable(error)) return new ServiceUnavailable('dependency unreachable');
  if (e?.statusCode === 429) return new Throttled(60);
  if (e?.statusCode === 404) return new NotFound();
  if (e?.statusCode === 405) return new MethodNotAllowed('?', []);
  if (e?.statusCode && e.statusCode >= 400 && e.statusCode < 500) {
    return new ClientError(e.statusCode, e.statusCode === 400 ? 'parse_error' : 'invalid');
  }
  return undefined;
}

export function sendError(request: FastifyRequest, reply: FastifyReply, error: ApiError): FastifyReply {
  for (const [name, value] of Object.entries(error.headers)) reply.header(name, value);
  return reply
    .status(error.status)
    .type('application/json; charset=utf-8')
    .send(JSON.stringify(errorBody(error, requestLanguage(request))));
}

class InternalError extends ApiError {
  readonly status = 500;
  readonly type = 'server_error' as const;
}

/** Registers the single error handler and the 404/405 handler. */
export function registerErrorHandling(
  app: FastifyInstance,
  routeTable: RouteTable,
  fallback?: (request: FastifyRequest, reply: FastifyReply) => FastifyReply | undefined,
): void {
  app.setErrorHandler((error, request, reply) => {
    const apiError = toApiError(error);
    if (apiError) {
      if (apiError.status >= 500) request.log.error({ err: error }, 'request failed');
      return sendError(request, reply, apiError);
    }
    request.log.error({ err: error }, 'unhandled error');
    return sendError(request, reply, new InternalError('internal'));
  });

  app.setNotFoundHandler((request, reply) => {
    const path = request.url.split('?')[0] ?? '/';
    const served = fallback?.(request, reply);
    if (served) return served;
    const allow = routeTable.methodsFor(path);
    if (allow.length > 0 && !allow.includes(request.method)) {
      return sendError(request, reply, new MethodNotAllowed(request.method, allow));
    }
    return sendError(request, reply, new NotFound());
  });
}

/** Known paths, so that a wrong method on a known path answers 405 rather than 404. */
export class RouteTable {
  private routes: { pattern: RegExp; method: string }[] = [];

  add(url: string, methods: string | string[]): void {
    const source = url
      .split('/')
      .map((part) =>
        part.startsWith(':') ? '[^/]+' : part === '*' ? '.*' : part.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'),
      )
      .join('/');
    const pattern = new RegExp(`^${source}$`);
    for (const method of Array.isArray(methods) ? methods : [methods]) this.routes.push({ pattern, method });
  }

  methodsFor(path: string): string[] {
    const methods = new Set<string>();
    for (const route of this.routes) if (route.pattern.test(path)) methods.add(route.method);
    return [...methods];
  }
}

/**
 * Fastify's `frameworkErrors` option: errors of the router itself (a malformed `%` escape in the
 * path, a path parameter over `maxParamLength`) answer the standard body too.
 */
export function frameworkErrors(error: FastifyError, request: FastifyRequest, reply: FastifyReply): void {
  sendError(request, reply, toApiError(error) ?? new ClientError(400, 'bad_url'));
}
