import { USER_ROLES, type UserRole } from '@prepa/contracts';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, createTestApp, signedInUser, type ErrorJson, type TestApp } from '../../test/app.js';
import { expectStandard } from '../../test/hostile.js';
import { fillPath, operationsOf, type Operation } from '../../test/openapi-operations.js';

/**
 * Issue 11, abuse: an access matrix generated from the OpenAPI document. Every operation restricted
 * to some roles (`x-roles`, documented from the route's guard) refuses every other role with 403
 * and a guest with 401 — before looking at the request, so no valid body is needed.
 */
let t: TestApp;
let ops: Operation[];
const tokens = new Map<UserRole, string>();
beforeAll(async () => {
  t = await createTestApp();
  ops = operationsOf(t.app);
  for (const role of USER_ROLES) tokens.set(role, (await signedInUser(t.app, { role })).access);
});
afterAll(() => t.close());

function code(res: LightMyRequestResponse): string | undefined {
  return res.statusCode >= 400 ? res.json<ErrorJson>().errors[0]?.code : undefined;
}

function call(op: Operation, token?: string) {
  const params = Object.fromEntries(op.pathParams.map((p) => [p, '1']));
  return t.app.inject({
    method: op.method,
    url: fillPath(op, params),
    headers: token ? bearer(token) : {},
    ...(op.method === 'GET' || op.method === 'DELETE' ? {} : { payload: {} }),
  });
}

describe('role-restricted operations', () => {
  it('the document names the roles of the restricted operations', () => {
    const restricted = ops.filter((op) => op.roles);
    expect(restricted.length).toBeGreaterThan(50);
    // Staff operations are among them, not only student ones.
    expect(restricted.some((op) => !op.roles?.includes('STUDENT_ROLE'))).toBe(true);
  });

  it(
    'refuse a guest with 401 and every other role with 403; admit their own roles',
    { timeout: 90_000 },
    async () => {
      const wrong: string[] = [];
      for (const op of ops) {
        if (!op.roles) continue;
        const guest = await call(op);
        expectStandard(guest, 401);
        if (code(guest) !== 'not_authenticated') wrong.push(`${op.key} guest: ${code(guest)}`);
        for (const role of USER_ROLES) {
          const res = await call(op, tokens.get(role));
          expect(res.statusCode, `${op.key} as ${role}: ${res.body}`).toBeLessThan(500);
          if (op.roles.includes(role)) {
            if (res.statusCode === 401 || code(res) === 'permission_denied') {
              wrong.push(`${op.key} as ${role} (admitted): ${res.statusCode} ${code(res)}`);
            }
          } else if (res.statusCode !== 403 || code(res) !== 'permission_denied') {
            wrong.push(`${op.key} as ${role}: ${res.statusCode} ${code(res)}`);
          }
        }
      }
      expect(wrong).toEqual([]);
    },
  );
});
