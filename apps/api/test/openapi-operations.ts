import type { FastifyInstance } from 'fastify';

/** A JSON schema as the OpenAPI document carries it; only the parts the generated tests read. */
export interface JsonSchema {
  type?: string | string[];
  properties?: Record<string, JsonSchema>;
  items?: JsonSchema;
  enum?: unknown[];
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
}

interface Parameter {
  in: 'path' | 'query' | 'header' | 'cookie';
  name: string;
  required?: boolean;
  schema?: JsonSchema;
}

interface OperationObject {
  parameters?: Parameter[];
  requestBody?: { content?: Record<string, { schema?: JsonSchema }> };
  security?: unknown[];
  'x-roles'?: string[];
}

/** One operation of the OpenAPI document, as the generated tests use it. */
export interface Operation {
  method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  /** The path template with OpenAPI `{name}` placeholders, e.g. `/api/cart/{id}/`. */
  path: string;
  /** `METHOD /path/{param}/` — the key the tables of the generated tests use. */
  key: string;
  pathParams: string[];
  queryParams: Parameter[];
  /** The JSON body's schema, when the operation takes one. */
  body: JsonSchema | undefined;
  /** Roles that may call it (`x-roles`, from the route's requireUser guard); absent when any role may. */
  roles: string[] | undefined;
}

const METHODS = new Set(['get', 'post', 'put', 'patch', 'delete']);

/** Every operation of the app's OpenAPI document (the one served at /api/docs/json). */
export function operationsOf(app: FastifyInstance): Operation[] {
  const doc = app.swagger() as { paths?: Record<string, Record<string, OperationObject>> };
  const out: Operation[] = [];
  for (const [path, item] of Object.entries(doc.paths ?? {})) {
    for (const [method, op] of Object.entries(item)) {
      if (!METHODS.has(method)) continue;
      const params = op.parameters ?? [];
      const upper = method.toUpperCase() as Operation['method'];
      out.push({
        method: upper,
        path,
        key: `${upper} ${path}`,
        // From the template itself, so a parameter the schema forgot is still filled in.
        pathParams: [...path.matchAll(/\{([^}]+)\}/g)].map((m) => m[1] ?? ''),
        queryParams: params.filter((p) => p.in === 'query'),
        body: op.requestBody?.content?.['application/json']?.schema,
        roles: op['x-roles'],
      });
    }
  }
  return out;
}

/** The operation's URL with its path parameters filled in (values are put in as given: encode them). */
export function fillPath(op: Operation, values: Record<string, string>): string {
  return op.path.replace(/\{([^}]+)\}/g, (_, name: string) => {
    const v = values[name];
    if (v === undefined) throw new Error(`${op.key}: no value for {${name}}`);
    return v;
  });
}
