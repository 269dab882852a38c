import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, createTestApp, login, type TestApp } from '../../test/app.js';
import { MODALS_STUDENT_EMAIL } from './global-modals.js';
import { DEMO_PASSWORD } from './index.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ SEED: 'demo' });
});
afterAll(() => t.close());

interface Modals {
  modals: { action: string; show_style: string; polls: { type: string }[] }[];
}
async function modalsOf(email: string): Promise<Modals['modals']> {
  const { access } = await login(t.app, email, DEMO_PASSWORD);
  const res = await t.app.inject({ method: 'GET', url: '/api/v2/students/modals/', headers: bearer(access) });
  expect(res.statusCode).toBe(200);
  return res.json<Modals>().modals;
}

describe('demo global modals', () => {
  it('the modals student has a welcome, a shop sequence of two with a poll and a corner scale poll', async () => {
    const modals = await modalsOf(MODALS_STUDENT_EMAIL);
    expect(modals.map((m) => `${m.action}:${m.show_style}:${m.polls.map((p) => p.type).join()}`)).toEqual([
      'OPEN:FULL:',
      'MAIN:CORNER:SCALE_POLL',
      'SHOP:FULL:',
      'SHOP:FULL:RADIO_POLL',
    ]);
  });

  it('the other demo students are not interrupted by them', async () => {
    expect(await modalsOf('student@example.com')).toEqual([]);
  });
});
