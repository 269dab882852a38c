import type { Db } from './client.js';

/**
 * A value read whole from tables that change rarely, kept in memory under a stamp that a trigger
 * changes in the transaction of any write to them (migrations 0012 and 0018): a reader that has just
 * read the stamp asks `at(db, stamp)` and pays a full read only after a change, made anywhere (this
 * instance, another one, SQL by hand). Stamps are random per change, so one map serves every database
 * in the process; the newest `keep` are kept.
 */
export interface StampedCacheOptions<T> {
  /** The stamp as it is now ('' when its row is gone: every call then reads afresh). */
  readStamp: (db: Db) => Promise<string>;
  /** The value as the tables hold it now. */
  read: (db: Db, stamp: string) => Promise<T>;
  keep: number;
}

export function stampedCache<T>(options: StampedCacheOptions<T>): (db: Db, stamp: string) => Promise<T> {
  const cache = new Map<string, Promise<T>>();
  return (db, stamp) => {
    const cached = stamp ? cache.get(stamp) : undefined;
    if (cached) return cached;
    const loading = (async () => {
      const value = await options.read(db, stamp);
      // A write committed while we read would have changed the stamp: keep only a consistent read.
      if (!stamp || (await options.readStamp(db)) !== stamp) cache.delete(stamp);
      return value;
    })();
    if (stamp) {
      cache.set(stamp, loading);
      loading.catch(() => cache.delete(stamp));
      while (cache.size > options.keep) cache.delete(cache.keys().next().value as string);
    }
    return loading;
  };
}
