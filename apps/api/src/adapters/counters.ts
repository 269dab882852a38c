import { Redis } from 'ioredis';
import { RateLimiterMemory, RateLimiterRedis, type RateLimiterAbstract } from 'rate-limiter-flexible';

/** A limit: at most `max` points per fixed window of `windowSeconds`. */
export interface Limit {
  max: number;
  windowSeconds: number;
}

/**
 * Where rate-limit counters live: rate-limiter-flexible's atomic counters in Redis when configured
 * (shared by every instance), in process otherwise. One limiter per distinct limit.
 */
export interface CounterStore {
  limiter(limit: Limit): RateLimiterAbstract;
  /** Redis only: resolves when Redis answers a PING, rejects when it is not connected (health). */
  ping?(): Promise<void>;
  close(): Promise<void>;
}

function cached(make: (limit: Limit, keyPrefix: string) => RateLimiterAbstract) {
  const limiters = new Map<string, RateLimiterAbstract>();
  return (limit: Limit) => {
    const name = `${limit.max}/${limit.windowSeconds}`;
    let limiter = limiters.get(name);
    if (!limiter) {
      limiter = make(limit, `rl:${name}`);
      limiters.set(name, limiter);
    }
    return limiter;
  };
}

export function createMemoryCounterStore(): CounterStore {
  return {
    limiter: cached(
      (limit, keyPrefix) =>
        new RateLimiterMemory({ keyPrefix, points: limit.max, duration: limit.windowSeconds }),
    ),
    async close() {},
  };
}

export function createRedisCounterStore(
  url: string,
  prefix: string,
  onError: (error: unknown) => void = () => undefined,
): CounterStore {
  const redis = new Redis(url, { lazyConnect: false, maxRetriesPerRequest: 2, enableOfflineQueue: true });
  // ioredis reconnects by itself; without a listener every failed attempt is logged as unhandled.
  redis.on('error', onError);
  return {
    async ping() {
      if (redis.status !== 'ready') throw new Error(`redis ${redis.status}`);
      await redis.ping();
    },
    limiter: cached(
      (limit, keyPrefix) =>
        new RateLimiterRedis({
          storeClient: redis,
          keyPrefix: `${prefix}${keyPrefix}`,
          points: limit.max,
          duration: limit.windowSeconds,
          // Should Redis fail, this instance keeps limiting on its own rather than answering 500.
          insuranceLimiter: new RateLimiterMemory({
            keyPrefix,
            points: limit.max,
            duration: limit.windowSeconds,
          }),
        }),
    ),
    async close() {
      await redis.quit();
    },
  };
}
