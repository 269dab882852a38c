import { RateLimiterRes } from 'rate-limiter-flexible';
import type { CounterStore, Limit } from '../adapters/counters.js';
import { Throttled } from './errors.js';

export type { Limit };

/**
 * Rate limits over rate-limiter-flexible. `reserve` counts first and checks after, in one atomic
 * step of the store, so parallel requests can never all pass a check made before any was counted.
 */
export function createRateLimiter(store: CounterStore) {
  return {
    /** Takes one point; throws the standard 429 `throttled` with Retry-After when over the limit. */
    async reserve(key: string, limit: Limit): Promise<void> {
      try {
        await store.limiter(limit).consume(key);
      } catch (error) {
        if (error instanceof RateLimiterRes) throw new Throttled(error.msBeforeNext / 1000);
        throw error;
      }
    },
    /** Gives one reserved point back (an attempt that turned out to be legitimate). */
    async refund(key: string, limit: Limit): Promise<void> {
      await store.limiter(limit).reward(key, 1);
    },
    async reset(key: string, limit: Limit): Promise<void> {
      await store.limiter(limit).delete(key);
    },
  };
}
export type RateLimiter = ReturnType<typeof createRateLimiter>;
