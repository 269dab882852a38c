import type { FastifySchemaCompiler } from 'fastify';
import type { FastifySerializerCompiler } from 'fastify/types/schema';
import { safeParse, type $ZodIssue, type $ZodType } from 'zod/v4/core';
import { camelToSnake, keysToSnake, NON_FIELD_ERRORS } from '@prepa/contracts';
import { ValidationFailed, type FieldError } from './errors.js';

const PLAIN_CODES = new Set(['required', 'invalid', 'max_length', 'min_length', 'unique']);

function valueAt(input: unknown, path: readonly PropertyKey[]): unknown {
  let current: unknown = input;
  for (const segment of path) {
    if (current === null || typeof current !== 'object') return undefined;
    current = (current as Record<PropertyKey, unknown>)[segment];
  }
  return current;
}

/** The wire name of a zod path: snake_case keys, 0-based list indexes, dots between. */
export function wireAttr(path: readonly PropertyKey[]): string {
  if (path.length === 0) return NON_FIELD_ERRORS;
  return path.map((s) => (typeof s === 'number' ? String(s) : camelToSnake(String(s)))).join('.');
}

function issueCode(issue: $ZodIssue, input: unknown): string {
  if (PLAIN_CODES.has(issue.message)) return issue.message;
  switch (issue.code) {
    case 'invalid_type': {
      const value = valueAt(input, issue.path);
      return value === undefined || value === null ? 'required' : 'invalid';
    }
    case 'too_big':
      return issue.origin === 'string' || issue.origin === 'array' ? 'max_length' : 'max_value';
    case 'too_small':
      return issue.origin === 'string' || issue.origin === 'array' ? 'min_length' : 'min_value';
    default:
      return 'invalid';
  }
}

/** Maps zod issues (whose messages are contracts' message keys) to field errors of the wire. */
export function zodIssuesToFieldErrors(issues: readonly $ZodIssue[], input: unknown): FieldError[] {
  return issues.map((issue) => {
    const code = issueCode(issue, input);
    const isKey = /^[a-z_]+$/.test(issue.message);
    const n =
      issue.code === 'too_big'
        ? Number(issue.maximum)
        : issue.code === 'too_small'
          ? Number(issue.minimum)
          : undefined;
    return { attr: wireAttr(issue.path), code, message: isKey ? issue.message : code, n };
  });
}

/** Request validation with zod; the input was already converted to camelCase by the case hook. */
export const validatorCompiler: FastifySchemaCompiler<$ZodType> =
  ({ schema }) =>
  (data: unknown) => {
    const result = safeParse(schema, data);
    if (result.success) return { value: result.data };
    return { error: new ValidationFailed(zodIssuesToFieldErrors(result.error.issues, data)) };
  };

export class ResponseShapeError extends Error {}

/** A response body checked (and stripped) by its zod schema in camelCase, as JSON in snake_case. */
export function serializeResponse(schema: $ZodType, data: unknown, where = 'response'): string {
  const result = safeParse(schema, data);
  if (!result.success) {
    throw new ResponseShapeError(`${where} does not match its schema`, { cause: result.error });
  }
  return JSON.stringify(keysToSnake(result.data));
}

/**
 * Responses: checked (and stripped) by the zod schema in camelCase, then sent in snake_case. An answer
 * that is the same object as one already sent by this route (a value the change feed's readers keep,
 * frozen by `db/feed-cache.ts`) is sent as the same bytes: checked and converted once, not per request.
 * Keyed by identity, so a kept value replaced by a new read is never served again and is collected.
 */
export const serializerCompiler: FastifySerializerCompiler<$ZodType> = ({ schema, url, method }) => {
  const where = `Response of ${method} ${url}`;
  const sent = new WeakMap<object, string>();
  return (data: unknown) => {
    if (typeof data !== 'object' || data === null || !Object.isFrozen(data))
      return serializeResponse(schema, data, where);
    let json = sent.get(data);
    if (json === undefined) {
      json = serializeResponse(schema, data, where);
      sent.set(data, json);
    }
    return json;
  };
};

/**
 * `serializeResponse` of list items kept per item object: for items shared between requests (made once
 * per catalogue snapshot and never changed), so each is checked and converted once, not per request.
 * Keyed by identity, so an item of a replaced snapshot is never served again and is collected with it.
 */
export function itemSerializer(schema: $ZodType, where: string) {
  const done = new WeakMap<object, string>();
  return (item: object): string => {
    let json = done.get(item);
    if (json === undefined) {
      json = serializeResponse(schema, item, where);
      done.set(item, json);
    }
    return json;
  };
}

/**
 * A page (`paginatedSchema`) from items already serialized: the bytes `serializeResponse` would give
 * for the whole page. Sent as a string with a JSON content type, it skips the route's serializer.
 */
export function pageJson(
  page: { count: number; next: string | null; previous: string | null },
  items: readonly string[],
): string {
  const head = JSON.stringify({ count: page.count, next: page.next, previous: page.previous });
  return `${head.slice(0, -1)},"results":[${items.join(',')}]}`;
}
