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

  it('agrees with itself: the streak lights as many recent days, exp spreads over weeks, phone confirmed', async () => {
    const { access } = await login(t.app, 'student@example.com', DEMO_PASSWORD);
    const strike = (await get('/api/gamification/daily-strike/', access)).json();
    // The last seven days, today last: exactly the streak's days are lit (whatever the weekday).
    const lit = strike.week_statuses.filter((s: string) => s === 'earned').length;
    expect(lit).toBe(Math.min(strike.strike_days, 7));
    expect(strike.week_statuses.slice(7 - strike.strike_days).every((s: string) => s === 'earned')).toBe(
      true,
    );
    // The exp history sits on real dates over more than three weeks (the exp chart has a line).
    const history = (await get('/api/v2/students/exp-history/?limit=100', access)).json().results as {
      created_at: string;
    }[];
    const days = new Set(history.map((h) => h.created_at.slice(0, 10)));
    expect(days.size).toBeGreaterThanOrEqual(10);
    const times = history.map((h) => Date.parse(h.created_at));
    expect(Math.max(...times) - Math.min(...times)).toBeGreaterThan(21 * 86_400_000);
    const system = (await get('/api/v2/core/users/system-modals/', access)).json();
    expect(system).toMatchObject({ is_phone_confirmed: true });
    expect(system.need_modals).not.toContain('phone');
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
  it('shows banners and recommendations by class year: the 11th-grader gets no OGE, the 9th-grader no EGE', async () => {
    const eleventh = (await login(t.app, 'student@example.com', DEMO_PASSWORD)).access;
    const ninth = (await login(t.app, 'student2@example.com', DEMO_PASSWORD)).access;
    const setGoals = await t.app.inject({
      method: 'PATCH',
      url: '/api/v2/umits/goal/',
      headers: bearer(ninth),
      payload: { class_year_id: 9, goals: [{ class_type_id: 1 }] },
    });
    expect(setGoals.statusCode).toBe(200);
    const texts = async (url: string, access: string) =>
      ((await get(url, access)).json().results as { title: string; text?: string }[]).map(
        (b) => `${b.title} ${b.text ?? ''}`,
      );
    for (const b of await texts('/api/core/banner/', ninth)) expect(b).not.toMatch(/ЕГЭ/);
    for (const b of await texts('/api/core/banner/', eleventh)) expect(b).not.toMatch(/ОГЭ/);
    const ninthCourses = await texts('/api/umits/recommendations/', ninth);
    expect(ninthCourses.length).toBeGreaterThan(0);
    for (const c of ninthCourses) expect(c).toMatch(/ОГЭ/);
    const eleventhCourses = await texts('/api/umits/recommendations/', eleventh);
    expect(eleventhCourses.length).toBeGreaterThan(0);
    for (const c of eleventhCourses) expect(c).not.toMatch(/10 класс|ОГЭ/);
  });
});
