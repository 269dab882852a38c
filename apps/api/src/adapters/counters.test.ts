import { randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { createMemoryCounterStore, createRedisCounterStore, type CounterStore } from './counters.js';

function contract(name: string, make: () => { store: CounterStore; advance?: (ms: number) => void }) {
  describe(name, () => {
    it('counts within a window and reports the time left', async () => {
      const { store } = make();
      try {
        expect(await store.get('a')).toEqual({ count: 0, ttlSeconds: 0 });
        expect((await store.increment('a', 60)).count).toBe(1);
        const second = await store.increment('a', 60);
        expect(second.count).toBe(2);
        expect(second.ttlSeconds).toBeGreaterThan(0);
        expect(second.ttlSeconds).toBeLessThanOrEqual(60);
        expect((await store.get('a')).count).toBe(2);
        await store.reset('a');
        expect((await store.get('a')).count).toBe(0);
      } finally {
        await store.close();
      }
    });
  });
}

contract('memory counter store', () => ({ store: createMemoryCounterStore() }));

it('memory counters expire with their window', async () => {
  let now = 1_000_000;
  const store = createMemoryCounterStore(() => now);
  await store.increment('k', 10);
  now += 10_001;
  expect(await store.get('k')).toEqual({ count: 0, ttlSeconds: 0 });
  await store.close();
});

const redisUrl = process.env.REDIS_URL;
if (redisUrl) {
  contract('redis counter store', () => ({
    store: createRedisCounterStore(redisUrl, `prepa-test:${randomBytes(5).toString('hex')}:`),
  }));
}
