import type { CounterStore } from '../adapters/counters.js';
import { Throttled } from './errors.js';

export interface Limit {
  max: number;
  windowSeconds: number;
}

/** Small helpers over a CounterStore that throw the standard 429. */
export function createRateLimiter(store: CounterStore) {
  return {
    /** Counts one hit and throws when it goes over the limit. */
    async hit(key: string, limit: Limit): Promise<void> {
      const state = await store.increment(key, limit.windowSeconds);
      if (state.count > limit.max) throw new Throttled(state.ttlSeconds);
    },
    /** Throws when the limit is already used up, without counting. */
    async check(key: string, limit: Limit): Promise<void> {
      const state = await store.get(key);
      if (state.count >= limit.max) throw new Throttled(state.ttlSeconds);
    },
    async count(key: string, limit: Limit): Promise<void> {
      await store.increment(key, limit.windowSeconds);
    },
    async reset(key: string): Promise<void> {
      await store.reset(key);
    },
  };
}
export type RateLimiter = ReturnType<typeof createRateLimiter>;
