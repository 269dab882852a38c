import { randomUUID } from 'node:crypto';
import pg from 'pg';
import type { PGlite } from '@electric-sql/pglite';

/**
 * What changed in the database, told by PostgreSQL itself: migration 0019's trigger `notify_change`
 * sends `kind` or `kind:id` (`owned:42`: the enrolments or subscriptions of student 42; `catalogue`:
 * the catalogue's stamp) on the channel `prepa:<schema>` in the transaction of the write, so a change
 * made anywhere — this instance, another one, SQL by hand — is told to every instance once it commits.
 *
 * A reader keeps a value read from the database with `version(kind, id)` taken *before* the read, and
 * may serve it again without asking the database while `version` gives the same string. The version is
 * null (read the database) while the feed is not live: not yet listening, or its connection lost — a
 * notification may have been missed, so everything read before is stale (the epoch moves on).
 *
 * `settle()` waits until every change committed before the call has reached this instance's feed: the
 * app calls it before answering a request that may have written (not GET or HEAD), so the client's next
 * read here sees its own write. Another instance learns it as soon as PostgreSQL delivers the
 * notification (milliseconds).
 */
export interface ChangeFeed {
  /** A string that changes when `kind` (or `kind:id`) changes; null when the feed is not live. */
  version(kind: string, id?: string | number): string | null;
  /** Resolves once changes committed before the call have been received (at once when not live). */
  settle(): Promise<void>;
  readonly live: boolean;
  close(): Promise<void>;
}

/** The notification channel of a schema's changes (the trigger builds the same name). */
export function changeChannel(schemaName: string): string {
  return `prepa:${schemaName}`;
}

/**
 * The feed's versions of every `[kind, id]` (or `[kind]`) a value is read from, joined: null when the
 * feed is absent or not live (read the database).
 */
export function versionsOf(
  feed: ChangeFeed | undefined,
  ...keys: readonly (readonly [kind: string, id?: string | number])[]
): string | null {
  const parts: string[] = [];
  for (const [kind, id] of keys) {
    const version = feed?.version(kind, id);
    if (!version) return null;
    parts.push(version);
  }
  return parts.join(' ');
}

/** Most ids remembered before everything is forgotten at once (a new epoch: every reader reads again). */
const MAX_KEYS = 100_000;
/** How long `settle` waits for its own notification before the feed is taken as broken. */
const SETTLE_TIMEOUT_MS = 2_000;
const SETTLE_PREFIX = '~settle:';

/** The bookkeeping both drivers share: generations per kind and per id, the epoch, settle tokens. */
class Generations {
  live = false;
  #epoch = 0;
  #next = 0;
  readonly #kinds = new Map<string, number>();
  readonly #ids = new Map<string, number>();
  readonly #waiting = new Map<string, () => void>();

  version(kind: string, id?: string | number): string | null {
    if (!this.live) return null;
    const ofKind = this.#kinds.get(kind) ?? 0;
    if (id === undefined) return `${this.#epoch}.${ofKind}`;
    return `${this.#epoch}.${ofKind}.${this.#ids.get(`${kind}:${id}`) ?? 0}`;
  }

  /** A notification's payload: `kind`, `kind:id` or a settle token. */
  receive(payload: string): void {
    if (payload.startsWith(SETTLE_PREFIX)) {
      this.#waiting.get(payload)?.();
      this.#waiting.delete(payload);
      return;
    }
    this.#next += 1;
    if (payload.includes(':')) {
      if (this.#ids.size >= MAX_KEYS) this.forgetAll();
      this.#ids.set(payload, this.#next);
    } else {
      this.#kinds.set(payload, this.#next);
    }
  }

  /** Everything known may be stale: a new epoch, no ids kept. */
  forgetAll(): void {
    this.#epoch += 1;
    this.#ids.clear();
    this.#kinds.clear();
  }

  setLive(live: boolean): void {
    this.forgetAll();
    this.live = live;
    if (!live) {
      for (const done of this.#waiting.values()) done();
      this.#waiting.clear();
    }
  }

  /** A token to notify, and a promise of its arrival (false after the timeout). */
  expect(): { token: string; arrived: Promise<boolean> } {
    const token = `${SETTLE_PREFIX}${randomUUID()}`;
    const arrived = new Promise<boolean>((resolve) => {
      const timer = setTimeout(() => {
        this.#waiting.delete(token);
        resolve(false);
      }, SETTLE_TIMEOUT_MS);
      timer.unref();
      this.#waiting.set(token, () => {
        clearTimeout(timer);
        resolve(true);
      });
    });
    return { token, arrived };
  }
}

/**
 * Notifies a settle token with `send` and waits for it to come back: null once it has, else what went
 * wrong (the notify failed, or it did not arrive in time).
 */
async function settleThrough(
  gens: Generations,
  send: (token: string) => Promise<unknown>,
): Promise<Error | null> {
  const { token, arrived } = gens.expect();
  try {
    await send(token);
  } catch (error) {
    return error instanceof Error ? error : new Error(String(error));
  }
  return (await arrived) ? null : new Error('change feed: settle timed out');
}

/** The feed both drivers give: versions from `gens`, their own settle and close. */
function feedOf(gens: Generations, settle: () => Promise<void>, close: () => Promise<void>): ChangeFeed {
  return {
    get live() {
      return gens.live;
    },
    version: (kind, id) => gens.version(kind, id),
    settle,
    close,
  };
}

/** Lets a listener connection go: its events no longer count, and its end is not awaited. */
function discard(client: pg.Client): Promise<void> {
  client.removeAllListeners();
  client.on('error', () => undefined);
  return client.end().catch(() => undefined);
}

export interface PgChangeFeedOptions {
  connectionString: string;
  schemaName: string;
  connectTimeoutMs: number;
  onError: (error: unknown) => void;
}

/**
 * How long the PostgreSQL listener waits before connecting again after losing its connection: at first,
 * then doubled after each failed attempt up to the most.
 */
const RECONNECT_MS = 500;
const MAX_RECONNECT_MS = 5_000;

/**
 * node-postgres: one connection of its own holds `LISTEN` (a session of its own: not through a pooler in
 * transaction mode). Losing it makes the feed not live until a new connection listens again, so readers
 * fall back to the database meanwhile.
 */
export function createPgChangeFeed(options: PgChangeFeedOptions): ChangeFeed {
  const channel = changeChannel(options.schemaName);
  const gens = new Generations();
  let client: pg.Client | null = null;
  let closed = false;
  let timer: NodeJS.Timeout | null = null;

  let wait = RECONNECT_MS;
  const lost = (error?: unknown) => {
    // Said once per outage, not at every attempt to connect again.
    if (error && (gens.live || wait === RECONNECT_MS)) options.onError(error);
    if (!gens.live) wait = Math.min(wait * 2, MAX_RECONNECT_MS);
    gens.setLive(false);
    if (client) void discard(client);
    client = null;
    if (!closed && !timer) {
      timer = setTimeout(() => {
        timer = null;
        void connect();
      }, wait);
      timer.unref();
    }
  };

  async function connect(): Promise<void> {
    if (closed) return;
    const next = new pg.Client({
      connectionString: options.connectionString,
      connectionTimeoutMillis: options.connectTimeoutMs,
      // Names the connection in pg_stat_activity (an operator, a test, can find the listener).
      application_name: channel,
    });
    next.on('notification', (message) => {
      if (message.channel === channel && message.payload !== undefined) gens.receive(message.payload);
    });
    next.on('error', (error) => {
      if (client === next) lost(error);
    });
    next.on('end', () => {
      if (client === next) lost();
    });
    try {
      await next.connect();
      await next.query(`LISTEN ${pg.escapeIdentifier(channel)}`);
    } catch (error) {
      void discard(next);
      lost(error);
      return;
    }
    if (closed) {
      await discard(next);
      return;
    }
    client = next;
    wait = RECONNECT_MS;
    gens.setLive(true);
  }
  void connect();

  return feedOf(
    gens,
    async () => {
      const listening = client;
      if (!gens.live || !listening) return;
      const failure = await settleThrough(gens, (token) =>
        listening.query('SELECT pg_notify($1, $2)', [channel, token]),
      );
      if (failure && client === listening) lost(failure);
    },
    async () => {
      closed = true;
      if (timer) clearTimeout(timer);
      gens.setLive(false);
      const old = client;
      client = null;
      if (old) await discard(old);
    },
  );
}

/** PGlite: its own `listen`; notifications arrive as the statement that committed them returns. */
export async function createPgliteChangeFeed(db: PGlite, schemaName: string): Promise<ChangeFeed> {
  const channel = changeChannel(schemaName);
  const gens = new Generations();
  const stop = await db.listen(pg.escapeIdentifier(channel), (payload) => gens.receive(payload));
  gens.setLive(true);
  return feedOf(
    gens,
    async () => {
      if (!gens.live) return;
      // Failed (PGlite closed or broken) or not back: nothing kept may be served any more.
      const failure = await settleThrough(gens, (token) =>
        db.query('SELECT pg_notify($1, $2)', [channel, token]),
      );
      if (failure) gens.setLive(false);
    },
    async () => {
      gens.setLive(false);
      await stop().catch(() => undefined);
    },
  );
}
