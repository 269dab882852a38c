import { randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import {
  createMemoryCounterStore,
  createRedisCounterStore,
  type CounterStore,
} from '../adapters/counters.js';
import { Throttled } from './errors.js';
import { createRateLimiter } from './rate-limit.js';

function contract(name: string, make: () => CounterStore) {
  describe(name, () => {
    it('reserves up to the limit, then throws 429 throttled with Retry-After', async () => {
      const store = make();
      const limiter = createRateLimiter(store);
      const limit = { max: 2, windowSeconds: 60 };
      try {
        await limiter.reserve('a', limit);
        await limiter.reserve('a', limit);
        const error = await limiter.reserve('a', limit).catch((e: unknown) => e);
        expect(error).toBeInstanceOf(Throttled);
        const retry = Number((error as Throttled).headers['retry-after']);
        expect(retry).toBeGreaterThan(0);
        expect(retry).toBeLessThanOrEqual(60);
        await limiter.reset('a', limit);
        await limiter.reserve('a', limit);
        await limiter.refund('a', limit);
        await limiter.reserve('a', limit);
        await limiter.reserve('a', limit);
        await expect(limiter.reserve('a', limit)).rejects.toBeInstanceOf(Throttled);
        await limiter.reserve('b', limit);
      } finally {
        await store.close();
      }
    });

    it('is atomic: of 50 parallel reservations against 10, exactly 10 pass', async () => {
      const store = make();
      const limiter = createRateLimiter(store);
      try {
        const results = await Promise.allSettled(
          Array.from({ length: 50 }, () => limiter.reserve('p', { max: 10, windowSeconds: 60 })),
        );
        expect(results.filter((r) => r.status === 'fulfilled')).toHaveLength(10);
      } finally {
        await store.close();
      }
    });
  });
}

contract('memory counters', () => createMemoryCounterStore());

const redisUrl = process.env.REDIS_URL;
if (redisUrl) {
  contract('redis counters', () =>
    createRedisCounterStore(redisUrl, `prepa-test:${randomBytes(5).toString('hex')}:`),
  );
}
