import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, createTestApp, login, type TestApp } from '../../test/app.js';
import { DEMO_PASSWORD } from './index.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ SEED: 'demo' });
});
afterAll(() => t.close());

const get = (url: string, access: string) => t.app.inject({ method: 'GET', url, headers: bearer(access) });

describe('demo student area', () => {
  it('gives student@example.com goals, a program, a streak ending today, history and a level', async () => {
    const { access } = await login(t.app, 'student@example.com', DEMO_PASSWORD);
    const strike = (await get('/api/gamification/daily-strike/', access)).json();
    expect(strike.strike_days).toBeGreaterThanOrEqual(5);
    expect(strike.today_earned).toBe(true);
    const goals = (await get('/api/umits/individual-program/v1/goals/', access)).json().results;
    expect(goals.filter((g: { is_priority: boolean }) => g.is_priority)).toHaveLength(1);
    expect((await get('/api/v2/students/exp-history/', access)).json().count).toBeGreaterThan(5);
    const level = (await get('/api/students/next-level/', access)).json();
    expect(level.current.order).toBeGreaterThan(1);
    const balance = (await get('/api/v2/students/student-balance/', access)).json();
    expect(balance).toMatchObject({ medals_locked: false });
    expect(balance.balance.umcoins).toBeGreaterThan(0);
    expect((await get('/api/core/banner/', access)).json().results.length).toBeGreaterThan(0);
    const progress = (await get('/api/v2/students/current-progress/', access)).json();
    expect(progress).toMatchObject({ today_earned: true, level: { order: level.current.order } });
    expect(progress.subjects).toHaveLength(2);
    const report = await get('/api/v2/students/financial-report/', access);
    expect(report.statusCode).toBe(200);
  });

  it('leaves student2@example.com fresh: no goals, needs onboarding', async () => {
    const { access } = await login(t.app, 'student2@example.com', DEMO_PASSWORD);
    expect((await get('/api/v2/umits/goal/', access)).json()).toMatchObject({
      class_year_id: null,
      goals: [],
    });
    const statuses = (await get('/api/v2/students/statuses/', access)).json();
    expect(statuses).toMatchObject({ need_onboarding: expect.any(String), has_chosen_goals: null });
    expect((await get('/api/gamification/daily-strike/', access)).json()).toMatchObject({
      strike_days: 0,
      today_earned: false,
    });
  });
});
