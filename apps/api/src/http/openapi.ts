import type { jsonSchemaTransform } from 'fastify-type-provider-zod';
import { camelToSnake, errorBodySchema } from '@prepa/contracts';
import { rolesOfRoute } from './auth-guard.js';

export const bearer = [{ bearerAuth: [] }];

/** Response entries documenting the standard error body for the given statuses. */
export function errorResponses<S extends number>(...statuses: S[]): Record<S, typeof errorBodySchema> {
  return Object.fromEntries(statuses.map((s) => [s, errorBodySchema])) as Record<S, typeof errorBodySchema>;
}

type Transform = typeof jsonSchemaTransform;

/** JSON schema with snake_case property names, as the wire carries them. */
export function snakeCaseJsonSchema(node: unknown): unknown {
  if (Array.isArray(node)) return node.map(snakeCaseJsonSchema);
  if (node === null || typeof node !== 'object') return node;
  const out: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(node)) {
    if (key === 'properties' && value && typeof value === 'object' && !Array.isArray(value)) {
      out[key] = Object.fromEntries(
        Object.entries(value).map(([k, v]) => [camelToSnake(k), snakeCaseJsonSchema(v)]),
      );
    } else if (key === 'required' && Array.isArray(value)) {
      out[key] = value.map((v) => (typeof v === 'string' ? camelToSnake(v) : v));
    } else {
      out[key] = snakeCaseJsonSchema(value);
    }
  }
  return out;
}

/**
 * Wraps the zod→OpenAPI transform so the document shows the wire's snake_case, and the roles a
 * route admits (`x-roles`) when its guard restricts them.
 */
export function snakeCaseOpenApi(transform: Transform): Transform {
  return (input) => {
    const result = transform(input);
    const schema = result.schema as Record<string, unknown> | undefined;
    if (!schema) return result;
    const roles = rolesOfRoute(input.route);
    const withRoles = roles ? { ...schema, 'x-roles': [...roles] } : schema;
    if (input.url.startsWith('/api/features/'))
      return { ...result, schema: withRoles as typeof result.schema };
    return { ...result, schema: snakeCaseJsonSchema(withRoles) as typeof result.schema };
  };
}
