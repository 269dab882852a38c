import { count } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, createTestApp, login, type TestApp } from '../../test/app.js';
import { homework, homeworkSubmissions, homeworkTasks } from '../db/schema/index.js';
import { homeworkSeed, HOMEWORK_E2E_EMAIL, HOMEWORK_E2E_TITLE } from './homework.js';
import { DEMO_PASSWORD } from './index.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ SEED: 'demo' });
});
afterAll(() => t.close());

const get = (url: string, access: string) => t.app.inject({ method: 'GET', url, headers: bearer(access) });
const sizes = async () => {
  const db = t.app.prepa.db;
  const [a] = await db.select({ n: count() }).from(homework);
  const [b] = await db.select({ n: count() }).from(homeworkTasks);
  const [c] = await db.select({ n: count() }).from(homeworkSubmissions);
  return [a?.n, b?.n, c?.n];
};

describe('demo homework', () => {
  it('gives the demo student homework in several statuses, one waiting for the demo curator', async () => {
    const { access } = await login(t.app, 'student@example.com', DEMO_PASSWORD);
    const list = (await get('/api/v2/homework/?limit=50', access)).json();
    const statuses = new Set(list.results.map((r: { status: string }) => r.status));
    for (const s of ['UNDONE', 'DONE', 'EXPIRED', 'CHECKED_BY_SITE', 'CHECKED_BY_CURATOR'])
      expect(statuses).toContain(s);
    const kinds = new Set<string>();
    for (const r of list.results as { id: number }[]) {
      const d = (await get(`/api/v2/homework/${r.id}/`, access)).json();
      for (const task of d.tasks as { kind: string }[]) kinds.add(task.kind);
    }
    expect([...kinds].sort()).toEqual(['LONG', 'MATCHING', 'MULTIPLE', 'ORDERING', 'SHORT', 'SINGLE']);
    const curator = await login(t.app, 'curator@example.com', DEMO_PASSWORD);
    const queue = (await get('/api/v2/curators/homework/queue/', curator.access)).json();
    expect(queue.count).toBeGreaterThanOrEqual(1);
    const journey = await login(t.app, HOMEWORK_E2E_EMAIL, DEMO_PASSWORD);
    const own = (await get('/api/v2/homework/?status=UNDONE&limit=50', journey.access)).json();
    expect(own.results.map((r: { title: string }) => r.title)).toContain(HOMEWORK_E2E_TITLE);
  });

  it('is idempotent', async () => {
    const before = await sizes();
    await homeworkSeed.run({ db: t.app.prepa.db, hashPassword: (p) => t.app.prepa.hasher.hash(p) });
    expect(await sizes()).toEqual(before);
  });
});
