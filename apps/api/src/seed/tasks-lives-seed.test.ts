import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, createTestApp, login, type TestApp } from '../../test/app.js';
import { DEMO_PASSWORD } from './index.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ SEED: 'demo' });
});
afterAll(() => t.close());

const get = (url: string, access: string) => t.app.inject({ method: 'GET', url, headers: bearer(access) });

describe('demo individual tasks and lives', () => {
  it('shows student@example.com this week’s real progress and a short lives history', async () => {
    const { access } = await login(t.app, 'student@example.com', DEMO_PASSWORD);
    const tasks = (await get('/api/gamification/individual-tasks/', access)).json();
    expect(tasks.results).toHaveLength(4);
    // Today's lesson is always in this week.
    expect(tasks.results[0]).toMatchObject({ kind: 'lessons', progress: expect.any(Number) });
    expect(tasks.results[0].progress).toBeGreaterThanOrEqual(1);
    const audit = (await get('/api/v2/students/audit/life-charges/', access)).json();
    expect(audit).toMatchObject({ count: 2, lives: 3, max: 5 });
    expect(audit.results.map((r: { kind: string }) => r.kind)).toEqual(['CURATOR_ADDED', 'CHARGE']);
  });
});
