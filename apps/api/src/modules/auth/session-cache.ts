/**
 * The session lookup of every authenticated request, kept in memory for a few seconds (issue 11: the
 * lookup was one query per request — on PGlite about a millisecond of the server's only thread).
 *
 * What is cached is exactly what the lookup returns: the session's user (id, role, platform, names,
 * e-mail, avatar) while the session is not revoked and the account active. Entries are forgotten:
 * - at once on this instance when sessions end (logout, password change or reset, a reused refresh
 *   token) or the cached part of a user changes (e-mail, avatar), after the change is committed;
 * - on every other instance when the bus carries that news (Redis pub/sub; milliseconds);
 * - after `ttlMs` in any case, which bounds what a missed message (Redis away) or a write made
 *   outside the services (SQL by hand) can leave behind.
 * A lookup that started before a forget does not store its (possibly stale) row: every forget moves
 * a generation on, and `store` is refused when the generation moved since the read began.
 */

/** The bus channel that carries forgets between instances. */
export const SESSION_CACHE_CHANNEL = 'auth:session-cache';

export interface SessionForget {
  userId: number;
  /** One session of the user; without it every session of the user is forgotten. */
  sessionId?: string;
}

export interface SessionCacheOptions<T> {
  /** How long an entry is trusted; 0 turns the cache off. */
  ttlMs: number;
  /** Entries kept at most (the oldest go first). */
  max?: number;
  now?: () => number;
  /** Told of every local forget, to pass it to the other instances. */
  announce?(forget: SessionForget): void;
  /** The user an entry belongs to. */
  userOf(value: T): number;
}

export interface SessionCache<T> {
  /** A generation to hand back to `store`: a forget in between makes the store a no-op. */
  generation(): number;
  get(sessionId: string): T | undefined;
  store(sessionId: string, value: T, generation: number): void;
  /** Forgets here and announces it to the other instances. */
  forget(forget: SessionForget): void;
  /** Forgets here only (a message from another instance). */
  receive(forget: SessionForget): void;
  size(): number;
}

export function createSessionCache<T>(options: SessionCacheOptions<T>): SessionCache<T> {
  const { ttlMs, max = 10_000, now = Date.now } = options;
  const entries = new Map<string, { value: T; expires: number }>();
  let generation = 0;

  function drop({ userId, sessionId }: SessionForget): void {
    generation += 1;
    if (sessionId !== undefined) {
      entries.delete(sessionId);
      return;
    }
    for (const [key, entry] of entries) if (options.userOf(entry.value) === userId) entries.delete(key);
  }

  return {
    generation: () => generation,
    get(sessionId) {
      if (ttlMs <= 0) return undefined;
      const entry = entries.get(sessionId);
      if (!entry) return undefined;
      if (entry.expires <= now()) {
        entries.delete(sessionId);
        return undefined;
      }
      return entry.value;
    },
    store(sessionId, value, at) {
      if (ttlMs <= 0 || at !== generation) return;
      entries.delete(sessionId);
      entries.set(sessionId, { value, expires: now() + ttlMs });
      if (entries.size > max) {
        const oldest = entries.keys().next();
        if (!oldest.done) entries.delete(oldest.value);
      }
    },
    forget(forget) {
      drop(forget);
      options.announce?.(forget);
    },
    receive: drop,
    size: () => entries.size,
  };
}

/** A bus message that says what to forget, or undefined when it is not one. */
export function parseSessionForget(message: unknown): SessionForget | undefined {
  if (typeof message !== 'object' || message === null) return undefined;
  const { userId, sessionId } = message as Record<string, unknown>;
  if (typeof userId !== 'number' || !Number.isSafeInteger(userId)) return undefined;
  if (sessionId !== undefined && typeof sessionId !== 'string') return undefined;
  return sessionId === undefined ? { userId } : { userId, sessionId };
}
