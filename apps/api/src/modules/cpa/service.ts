import type { CpaMarkers } from '@prepa/contracts';
import type { Db } from '../../db/client.js';
import { cpaMarkers } from '../../db/schema/index.js';
import type { Limit, RateLimiter } from '../../http/rate-limit.js';

/** Markers are sent once per changed set of parameters; more than this from one address is abuse. */
export const CPA_MARKERS_PER_IP: Limit = { max: 30, windowSeconds: 3600 };

/** Attribution markers (utm and partner parameters) stored per user, or per guest address. */
export function createCpaService({ db, limiter }: { db: Db; limiter: RateLimiter }) {
  return {
    async save(params: CpaMarkers, who: { userId: number | null; ip: string }) {
      await limiter.reserve(`cpa:${who.ip}`, CPA_MARKERS_PER_IP);
      await db.insert(cpaMarkers).values({ userId: who.userId, clientIp: who.ip, params });
      return { saved: true };
    },
  };
}
export type CpaService = ReturnType<typeof createCpaService>;
