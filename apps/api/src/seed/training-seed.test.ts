import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, createTestApp, login, type TestApp } from '../../test/app.js';
import { DEMO_PASSWORD } from './index.js';
import { training, TRAINEE_EMAIL } from './training.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ SEED: 'demo' });
});
afterAll(() => t.close());

const get = (url: string, access: string) => t.app.inject({ method: 'GET', url, headers: bearer(access) });

interface Settings {
  packs: { id: number; subject: string; cards_count: number }[];
}

describe('demo training', () => {
  it('gives both demo students a mathematics and a Russian pack of 30+ cards and a level test each', async () => {
    for (const email of ['student@example.com', TRAINEE_EMAIL]) {
      const { access } = await login(t.app, email, DEMO_PASSWORD);
      const settings = (await get('/api/v1/training/settings/', access)).json<Settings>();
      const subjects = settings.packs.map((p) => p.subject).sort();
      expect(subjects).toEqual(['EGE_MATH_PROFILE', 'EGE_RUSSIAN']);
      for (const p of settings.packs) expect(p.cards_count).toBeGreaterThanOrEqual(30);
      const tests = (await get('/api/v1/student-level-tests/', access)).json<{
        results: { subject: string }[];
      }>();
      expect(tests.results.map((r) => r.subject).sort()).toEqual(['EGE_MATH_PROFILE', 'EGE_RUSSIAN']);
    }
  });

  it('changes nothing when run again', async () => {
    const { access } = await login(t.app, TRAINEE_EMAIL, DEMO_PASSWORD);
    const before = (await get('/api/v1/training/settings/', access)).json<Settings>();
    await training.run({ db: t.app.prepa.db, hashPassword: (p) => t.app.prepa.hasher.hash(p) });
    const after = (await get('/api/v1/training/settings/', access)).json<Settings>();
    expect(after).toEqual(before);
  });
});
