import { createHash, createHmac, randomBytes, randomInt } from 'node:crypto';
import { performance } from 'node:perf_hooks';
import type { Options } from '@node-rs/argon2';
import pLimit from 'p-limit';
import { createSigner, createVerifier } from 'fast-jwt';
import { LRUCache } from 'lru-cache';
import { TokenNotValid } from '../../http/errors.js';
import { createHashThreads } from './hash-threads.js';

export function randomToken(bytes = 32): string {
  return randomBytes(bytes).toString('base64url');
}

export function sha256(value: string): string {
  return createHash('sha256').update(value).digest('hex');
}

export function randomDigits(length: number): string {
  return String(randomInt(0, 10 ** length)).padStart(length, '0');
}

export interface PasswordHasher {
  hash(password: string): Promise<string>;
  verify(hashed: string, password: string): Promise<boolean>;
  /** Spends the same time as a real check, for unknown accounts. */
  burn(password: string): Promise<void>;
  /** Hashes running and waiting for their turn. */
  load(): { running: number; waiting: number };
  /** Ends the hashing threads (after the server has stopped taking requests). */
  close(): Promise<void>;
}

/**
 * The event loop's busy share over a hash from which the hash's slot rests (ARGON2_DUTY): other
 * requests are being served. Measured in the bench (PostgreSQL, 2 cores, 10 connections): over each
 * hash of logins alone the loop was busy 0.29 of the time (median; 90th percentile 0.42, 99th 0.77),
 * beside a read load 0.95 (median).
 */
export const LOOP_BUSY = 0.6;

function eventLoopShareSince(): () => number {
  const start = performance.eventLoopUtilization();
  return () => performance.eventLoopUtilization(start).utilization;
}

/**
 * argon2id off the event loop, on threads below its priority (`hash-threads.ts`, ARGON2_NICE), and at
 * most `concurrency` at a time, so a burst of logins queues for those cores instead of taking every
 * core from the other requests (ARGON2_CONCURRENCY, by default one less than the cores, at least one).
 */
export function createPasswordHasher(cost: {
  memoryCost: number;
  timeCost: number;
  concurrency: number;
  nice?: number;
  /** The share of the time a slot may hash (ARGON2_DUTY); 1 = no rest between hashes. */
  duty?: number;
  /**
   * Starts watching the event loop and gives the share of that time it has been busy since
   * (`performance.eventLoopUtilization` by default; tests give a fixed share).
   */
  loopShareSince?: () => () => number;
}): PasswordHasher {
  // 2 = Algorithm.Argon2id (a const enum, not importable under verbatimModuleSyntax).
  const options: Options = { algorithm: 2, memoryCost: cost.memoryCost, timeCost: cost.timeCost };
  const threads = createHashThreads(cost.nice ?? 0);
  const limit = pLimit(cost.concurrency);
  const rest = 1 / (cost.duty ?? 1) - 1;
  const loopShareSince = cost.loopShareSince ?? eventLoopShareSince;
  /**
   * A hash in a slot: its answer as soon as it is done. When other hashes wait and the event loop
   * was busy with other requests for at least LOOP_BUSY of the hash's time, the slot is held `rest`
   * times as long again before the next queued hash starts, so hashing takes at most `duty` of a
   * slot's time while it competes with them. Logins alone (their own work keeps the loop about a
   * third busy) run back to back.
   */
  const slot = <T>(job: () => Promise<T>): Promise<T> =>
    rest <= 0
      ? limit(job)
      : new Promise<T>((resolve, reject) => {
          void limit(async () => {
            const started = performance.now();
            const loopShare = loopShareSince();
            await job().then(resolve, reject);
            const pause = (performance.now() - started) * rest;
            if (pause > 0 && limit.pendingCount > 0 && loopShare() >= LOOP_BUSY) {
              await new Promise((done) => setTimeout(done, pause));
            }
          });
        });
  const check = (hashed: string, password: string) =>
    slot(() => threads.verify(hashed, password)).catch(() => false);
  let dummy: Promise<string> | undefined;
  return {
    hash: (password) => slot(() => threads.hash(password, options)),
    verify: check,
    async burn(password) {
      dummy ??= slot(() => threads.hash(randomToken(), options));
      await check(await dummy, password);
    },
    load: () => ({ running: limit.activeCount, waiting: limit.pendingCount }),
    close: () => threads.close(),
  };
}

export interface AccessClaims {
  userId: number;
  sessionId: string;
}

export interface TokenSigner {
  signAccess(claims: AccessClaims): Promise<string>;
  verifyAccess(token: string): Promise<AccessClaims>;
  /** Keyed hash for short secrets (SMS codes) that a plain hash would not protect. */
  hmac(value: string): string;
}

/** How many checked access tokens the verifier keeps (least recently used dropped first). */
export const VERIFIED_TOKENS_KEPT = 10_000;

/**
 * HS256 access tokens through fast-jwt, which signs and checks with node:crypto synchronously (jose
 * goes through WebCrypto, whose promise job was a sixth of a verify's CPU, docs/performance.md).
 * Only HS256 is accepted: `alg: none` and every other algorithm are refused.
 */
export function createTokenSigner(secret: string, accessTtlSeconds: number): TokenSigner {
  const key = Buffer.from(secret, 'utf8');
  const sign = createSigner({ key, algorithm: 'HS256', expiresIn: accessTtlSeconds * 1000 });
  // A token checked once is not checked again while it is valid: what it carried is kept under the
  // token itself (no key collision is possible) until its `exp`, and failures are not kept. A hit costs
  // 0.05 µs against 5 µs for a check; fast-jwt's own cache hashes each token with SHA-256 (2 µs) unless
  // given a custom key, and then warns of key collisions at every start. Signing out is the session's
  // business (checked after this, on every request).
  const check = createVerifier({ key, algorithms: ['HS256'] });
  const verified = new LRUCache<string, { claims: AccessClaims; expiresAt: number }>({
    max: VERIFIED_TOKENS_KEPT,
  });
  return {
    async signAccess({ userId, sessionId }) {
      return sign({ sid: sessionId, typ: 'access', sub: String(userId), jti: randomToken(12) });
    },
    async verifyAccess(token) {
      const kept = verified.get(token);
      if (kept && Date.now() < kept.expiresAt) return kept.claims;
      let payload: Record<string, unknown>;
      try {
        payload = check(token) as Record<string, unknown>;
      } catch {
        throw new TokenNotValid();
      }
      const userId = Number(payload['sub']);
      if (
        payload['typ'] !== 'access' ||
        typeof payload['sid'] !== 'string' ||
        typeof payload['exp'] !== 'number' ||
        !Number.isInteger(userId)
      ) {
        throw new TokenNotValid();
      }
      const claims = { userId, sessionId: payload['sid'] };
      verified.set(token, { claims, expiresAt: payload['exp'] * 1000 });
      return claims;
    },
    hmac(value) {
      return createHmac('sha256', key).update(value).digest('hex');
    },
  };
}
