import type { FastifyInstance, InjectOptions, LightMyRequestResponse } from 'fastify';
import { expect } from 'vitest';
import type { ErrorJson } from './app.js';

/**
 * The answer to hostile input: below 500 and in the standard body {type, errors: [{code, detail,
 * attr}]} (optionally with the given status). Shared by the hand-written probes (src/http/hostile.test.ts)
 * and the tests generated from the OpenAPI document.
 */
export function expectStandard(res: LightMyRequestResponse, status?: number): ErrorJson {
  expect(res.statusCode, res.body).toBeLessThan(500);
  if (status !== undefined) expect(res.statusCode, res.body).toBe(status);
  const body = res.json<ErrorJson>();
  expect(['validation_error', 'client_error']).toContain(body.type);
  expect(body.errors.length).toBeGreaterThan(0);
  for (const e of body.errors) {
    expect(typeof e.code).toBe('string');
    expect(typeof e.detail).toBe('string');
    expect(e.attr === null || typeof e.attr === 'string').toBe(true);
  }
  return body;
}

/** Text that must never reach a client: a stack frame, a source path, SQL or a driver's message. */
export const LEAK_PATTERNS: RegExp[] = [
  /\bat [\w.<>]+ \(/,
  /node:internal/,
  /node_modules/,
  /\/src\/[\w/.-]+\.[jt]s/,
  /\bselect\b[^"]{0,200}\bfrom\b/i,
  /\binsert into\b/i,
  /\bupdate "\w+" set\b/i,
  /\bdelete from\b/i,
  /syntax error at/i,
  /\brelation "/i,
  /violates .* constraint/i,
  /duplicate key value/i,
  /invalid input syntax/i,
  /out of range for type/i,
];

export function leakIn(text: string): RegExp | undefined {
  return LEAK_PATTERNS.find((p) => p.test(text));
}

export class RequestTimeout extends Error {}

/** app.inject that fails (rather than hangs the file) when no answer comes within `ms`. */
export async function injectWithin(
  app: FastifyInstance,
  options: InjectOptions,
  ms: number,
): Promise<LightMyRequestResponse> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(
      () =>
        reject(
          new RequestTimeout(
            `${options.method ?? 'GET'} ${String(options.url).slice(0, 200)}: no answer within ${ms} ms`,
          ),
        ),
      ms,
    );
  });
  try {
    return await Promise.race([app.inject(options), timeout]);
  } finally {
    clearTimeout(timer);
  }
}
