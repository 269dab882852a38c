import { LRUCache } from 'lru-cache';

/**
 * Values read from the database, kept per key while the change feed (`change-feed.ts`) says nothing
 * they depend on has changed: `versionsOf(key)` joins the feed's versions of what the value is read
 * from, taken before the read; a kept value is served while they are the same and, when `read` gives
 * one, until its `until` (epoch ms: a value that moves with the clock, such as an enrolment's end) —
 * on the caller's clock (`now`), and never to a caller whose clock is before the read's.
 * Null versions (the feed not live) mean every call reads.
 */
/** Keys a reader keeps by default: about one per student active lately (the least recent dropped first). */
export const FEED_CACHE_KEYS = 20_000;
/**
 * Keys a reader of pages keeps: a client chooses the limit and offset, so a page reader keeps only
 * first pages (`keep: offset === 0`) and fewer of them, and a client walking every offset costs reads,
 * not memory.
 */
export const FEED_CACHE_PAGES = 5_000;

export interface FeedCacheOptions<K extends number | string, V> {
  /** Most keys kept (default `FEED_CACHE_KEYS`). */
  max?: number;
  versionsOf(key: K): string | null;
  /**
   * The value at `now`, served again until `until` (null or absent: until a change is told); `keep`
   * false serves it this once (read without the version stamps' rows, say).
   */
  read(key: K, now: number): Promise<{ value: V; until?: number | null; keep?: boolean }>;
}

/**
 * Freezes a kept value and everything in it (arrays, plain objects, the values of maps and sets): it is
 * served to many requests, so code that changed it would change every later answer, and the serializer
 * sends a frozen answer it has sent before as the same bytes (`http/validation.ts`).
 */
export function deepFreeze<V>(value: V, seen = new Set<object>()): V {
  if (typeof value !== 'object' || value === null || seen.has(value) || ArrayBuffer.isView(value))
    return value;
  seen.add(value);
  Object.freeze(value);
  if (value instanceof Map || value instanceof Set)
    for (const item of value.values()) deepFreeze(item as unknown, seen);
  else if (!(value instanceof Date))
    for (const item of Object.values(value)) deepFreeze(item as unknown, seen);
  return value;
}

export function createFeedCache<K extends number | string, V>(
  options: FeedCacheOptions<K, V>,
): (key: K, now?: number) => Promise<V> {
  const kept = new LRUCache<K, { versions: string; from: number; until: number; value: V }>({
    max: options.max ?? FEED_CACHE_KEYS,
  });
  return async (key, now = Date.now()) => {
    // Taken before the read: a change told while it runs leaves the kept value stale at once.
    const versions = options.versionsOf(key);
    const entry = versions ? kept.get(key) : undefined;
    if (entry && entry.versions === versions && entry.from <= now && now < entry.until) return entry.value;
    const { value, until, keep = true } = await options.read(key, now);
    if (versions && keep)
      kept.set(key, { versions, from: now, until: until ?? Infinity, value: deepFreeze(value) });
    return value;
  };
}

/**
 * `createFeedCache` for a value with no moment of its own: `read(key)` kept while `versionsOf(key)`
 * holds.
 */
export function keepWhile<K extends number | string, V>(
  versionsOf: (key: K) => string | null,
  read: (key: K) => Promise<V>,
  max?: number,
): (key: K, now?: number) => Promise<V> {
  return createFeedCache<K, V>({
    ...(max === undefined ? {} : { max }),
    versionsOf,
    read: async (key) => ({ value: await read(key) }),
  });
}

/**
 * A reader per user and part (a platform, a currency, an id, a page): `read(userId, part, now)` kept
 * while `versionsOf(userId)` holds and, as `createFeedCache`, until its `until`. Keyed
 * `<user> <part as JSON>`, so the part comes back to `read` as it was given.
 */
export function keepPerUser<P, V>(
  versionsOf: (userId: number) => string | null,
  read: (
    userId: number,
    part: P,
    now: number,
  ) => Promise<{ value: V; until?: number | null; keep?: boolean }>,
  max?: number,
): (userId: number, part: P, now?: number) => Promise<V> {
  const kept = createFeedCache<string, V>({
    ...(max === undefined ? {} : { max }),
    versionsOf: (key) => versionsOf(Number(key.slice(0, key.indexOf(' ')))),
    read: (key, now) => {
      const at = key.indexOf(' ');
      return read(Number(key.slice(0, at)), JSON.parse(key.slice(at + 1)) as P, now);
    },
  });
  return (userId, part, now) => kept(`${userId} ${JSON.stringify(part)}`, now);
}

/**
 * A page reader per user: `read(userId, page)` kept while `versionsOf(userId)` holds, first pages only
 * (`page.offset` 0) and at most `FEED_CACHE_PAGES` of them.
 */
export function keepFirstPages<P extends { offset: number }, V>(
  versionsOf: (userId: number) => string | null,
  read: (userId: number, page: P) => Promise<V>,
): (userId: number, page: P) => Promise<V> {
  return keepPerUser<P, V>(
    versionsOf,
    async (userId, page) => ({ value: await read(userId, page), keep: page.offset === 0 }),
    FEED_CACHE_PAGES,
  );
}

/**
 * One frozen answer per kept value and key (the second its links are signed for, the read's key): the
 * requests that meet the same pair share the answer, and the serializer sends it again as the same bytes
 * (`http/validation.ts`). A new kept value or another key makes it anew.
 */
export function answerPerKept<A>(): (kept: object, key: string, make: () => Promise<A>) => Promise<A> {
  const answers = new WeakMap<object, { key: string; answer: A }>();
  return async (kept, key, make) => {
    const made = answers.get(kept);
    if (made?.key === key) return made.answer;
    const answer = deepFreeze(await make());
    answers.set(kept, { key, answer });
    return answer;
  };
}
