import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/app.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('student-area OpenAPI', () => {
  it('documents the student-area endpoints in snake_case', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/docs/json' });
    expect(res.statusCode).toBe(200);
    const paths = Object.keys(res.json<{ paths: Record<string, unknown> }>().paths);
    for (const p of [
      '/api/v2/students/student-balance/',
      '/api/gamification/daily-strike/',
      '/api/v2/umits/goal/',
      '/api/umits/individual-program/v1/goals/',
      '/api/v2/core/users/avatar/',
      '/api/v2/students/current-progress/',
    ]) {
      expect(paths).toContain(p);
    }
  });
});
