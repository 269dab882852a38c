import { Redis } from 'ioredis';

export interface CounterState {
  count: number;
  /** Seconds until the window resets (0 when there is no counter). */
  ttlSeconds: number;
}

/** Fixed-window counters for rate limits: in Redis when configured, in-process otherwise. */
export interface CounterStore {
  increment(key: string, windowSeconds: number): Promise<CounterState>;
  get(key: string): Promise<CounterState>;
  reset(key: string): Promise<void>;
  close(): Promise<void>;
}

export function createMemoryCounterStore(now: () => number = Date.now): CounterStore {
  const counters = new Map<string, { count: number; expiresAt: number }>();
  const live = (key: string) => {
    const entry = counters.get(key);
    if (entry && entry.expiresAt <= now()) {
      counters.delete(key);
      return undefined;
    }
    return entry;
  };
  const state = (entry: { count: number; expiresAt: number } | undefined): CounterState =>
    entry
      ? { count: entry.count, ttlSeconds: Math.ceil((entry.expiresAt - now()) / 1000) }
      : { count: 0, ttlSeconds: 0 };
  const sweep = setInterval(() => {
    for (const key of counters.keys()) live(key);
  }, 60_000);
  sweep.unref();
  return {
    async increment(key, windowSeconds) {
      const entry = live(key) ?? { count: 0, expiresAt: now() + windowSeconds * 1000 };
      entry.count += 1;
      counters.set(key, entry);
      return state(entry);
    },
    async get(key) {
      return state(live(key));
    },
    async reset(key) {
      counters.delete(key);
    },
    async close() {
      clearInterval(sweep);
      counters.clear();
    },
  };
}

export function createRedisCounterStore(url: string, prefix: string): CounterStore {
  const redis = new Redis(url, { lazyConnect: false, maxRetriesPerRequest: 2, enableOfflineQueue: true });
  const k = (key: string) => `${prefix}rl:${key}`;
  const toState = (count: number, ttl: number): CounterState => ({
    count,
    ttlSeconds: count > 0 ? Math.max(ttl, 1) : 0,
  });
  return {
    async increment(key, windowSeconds) {
      // SET NX EX starts the window once; works on any Redis version (EXPIRE NX needs 7).
      const result = await redis
        .multi()
        .set(k(key), 0, 'EX', windowSeconds, 'NX')
        .incr(k(key))
        .ttl(k(key))
        .exec();
      const count = Number(result?.[1]?.[1] ?? 0);
      const ttl = Number(result?.[2]?.[1] ?? windowSeconds);
      return toState(count, ttl);
    },
    async get(key) {
      const result = await redis.multi().get(k(key)).ttl(k(key)).exec();
      return toState(Number(result?.[0]?.[1] ?? 0), Number(result?.[1]?.[1] ?? 0));
    },
    async reset(key) {
      await redis.del(k(key));
    },
    async close() {
      await redis.quit();
    },
  };
}
