import { randomUUID } from 'node:crypto';
import { and, eq, isNull, sql } from 'drizzle-orm';
import { REFRESH_TOKEN_TTL_SECONDS, type AuthUser, type Platform, type UserRole } from '@prepa/contracts';
import type { Db } from '../../db/client.js';
import { authSessions, refreshTokens, users } from '../../db/schema/index.js';
import type { CurrentUser } from '../../http/auth-guard.js';
import { TokenNotValid } from '../../http/errors.js';
import type { SessionsEnded } from '../../realtime/index.js';
import { randomToken, sha256, type TokenSigner } from './crypto.js';
import { createSessionCache, type SessionForget } from './session-cache.js';

export interface SessionTokens {
  access: string;
  refresh: string;
}
export interface LoginResult extends SessionTokens {
  user: AuthUser;
}

export const authUserColumns = {
  id: users.id,
  firstName: users.firstName,
  lastName: users.lastName,
  email: users.email,
  avatar: users.avatar,
  role: users.role,
};

const inSeconds = (seconds: number) => new Date(Date.now() + seconds * 1000);

export interface SessionsDeps {
  db: Db;
  signer: TokenSigner;
  /** How long a session lookup is kept in memory (session-cache.ts); 0 turns the cache off. */
  sessionCacheMs?: number;
  /** Told of every forget of cached sessions, to pass it to the other instances. */
  announceSessionForget?(forget: SessionForget): void;
  /** Told after sessions end (committed), so open sockets of those sessions close. */
  onSessionsEnded?(ended: SessionsEnded): void;
}

/** Sessions: one refresh-token family per login, rotated on refresh, revoked as a whole. */
export function createSessions(deps: SessionsDeps) {
  const { db, signer } = deps;
  const cache = createSessionCache<CurrentUser>({
    ttlMs: deps.sessionCacheMs ?? 0,
    announce: deps.announceSessionForget,
    userOf: (user) => user.id,
  });

  /** After sessions ended (committed): forget them here and elsewhere, and close their sockets. */
  function ended(what: SessionsEnded): void {
    cache.forget(what.sessionId === undefined ? { userId: what.userId } : what);
    deps.onSessionsEnded?.(what);
  }

  // Runs on every authenticated request: prepared once (about 3× faster than building it each time).
  const sessionLookup = db
    .select({
      ...authUserColumns,
      platform: users.platform,
      revokedAt: authSessions.revokedAt,
      isActive: users.isActive,
    })
    .from(authSessions)
    .innerJoin(users, eq(users.id, authSessions.userId))
    .where(
      and(
        eq(authSessions.id, sql.placeholder('sessionId')),
        eq(authSessions.userId, sql.placeholder('userId')),
      ),
    )
    .limit(1)
    .prepare('auth_session_lookup');

  async function issueRefresh(tx: Db, sessionId: string): Promise<string> {
    const refresh = randomToken(32);
    await tx.insert(refreshTokens).values({
      sessionId,
      tokenHash: sha256(refresh),
      expiresAt: inSeconds(REFRESH_TOKEN_TTL_SECONDS),
    });
    return refresh;
  }

  return {
    ended,
    /** The cached lookups; `receive` takes another instance's forget. */
    cache,

    /** Starts a session for a user (inside the caller's transaction). */
    async start(tx: Db, user: AuthUser): Promise<LoginResult> {
      const sessionId = randomUUID();
      await tx.insert(authSessions).values({ id: sessionId, userId: user.id });
      const refresh = await issueRefresh(tx, sessionId);
      const access = await signer.signAccess({ userId: user.id, sessionId });
      return { access, refresh, user };
    },

    async refresh(token: string): Promise<SessionTokens> {
      type Outcome =
        { ok: true; tokens: SessionTokens } | { ok: false; revoked?: { userId: number; sessionId: string } };
      const outcome = await db.transaction(async (tx): Promise<Outcome> => {
        const [row] = await tx
          .select({
            id: refreshTokens.id,
            sessionId: refreshTokens.sessionId,
            expiresAt: refreshTokens.expiresAt,
            revokedAt: authSessions.revokedAt,
            userId: authSessions.userId,
            isActive: users.isActive,
          })
          .from(refreshTokens)
          .innerJoin(authSessions, eq(authSessions.id, refreshTokens.sessionId))
          .innerJoin(users, eq(users.id, authSessions.userId))
          .where(eq(refreshTokens.tokenHash, sha256(token)))
          .limit(1);
        if (!row || row.revokedAt || row.expiresAt.getTime() <= Date.now() || !row.isActive) {
          return { ok: false };
        }
        const claimed = await tx
          .update(refreshTokens)
          .set({ usedAt: new Date() })
          .where(and(eq(refreshTokens.id, row.id), isNull(refreshTokens.usedAt)))
          .returning({ id: refreshTokens.id });
        if (claimed.length === 0) {
          // A rotated token came back: someone holds a copy, so the whole family goes.
          await tx
            .update(authSessions)
            .set({ revokedAt: new Date(), revokedReason: 'refresh_reuse' })
            .where(eq(authSessions.id, row.sessionId));
          return { ok: false, revoked: { userId: row.userId, sessionId: row.sessionId } };
        }
        const refresh = await issueRefresh(tx, row.sessionId);
        const access = await signer.signAccess({ userId: row.userId, sessionId: row.sessionId });
        return { ok: true, tokens: { access, refresh } };
      });
      if (!outcome.ok) {
        if (outcome.revoked) ended(outcome.revoked);
        throw new TokenNotValid();
      }
      return outcome.tokens;
    },

    async authenticate(accessToken: string): Promise<CurrentUser> {
      const claims = await signer.verifyAccess(accessToken);
      const cached = cache.get(claims.sessionId);
      if (cached) {
        if (cached.id !== claims.userId) throw new TokenNotValid();
        return cached;
      }
      const generation = cache.generation();
      const [row] = await sessionLookup.execute({ sessionId: claims.sessionId, userId: claims.userId });
      if (!row || row.revokedAt || !row.isActive) throw new TokenNotValid();
      const user: CurrentUser = {
        id: row.id,
        role: row.role as UserRole,
        sessionId: claims.sessionId,
        email: row.email,
        firstName: row.firstName,
        lastName: row.lastName,
        avatar: row.avatar,
        platform: row.platform as Platform,
      };
      // Shared by the requests of this session while cached: nobody may change it.
      Object.freeze(user);
      cache.store(claims.sessionId, user, generation);
      return user;
    },

    async revoke(sessionId: string, reason: string): Promise<void> {
      await db
        .update(authSessions)
        .set({ revokedAt: new Date(), revokedReason: reason })
        .where(and(eq(authSessions.id, sessionId), isNull(authSessions.revokedAt)));
    },

    /** Revokes every session of a user, optionally keeping one. */
    async revokeAllOf(tx: Db, userId: number, reason: string, keep?: string): Promise<void> {
      await tx
        .update(authSessions)
        .set({ revokedAt: new Date(), revokedReason: reason })
        .where(
          and(
            eq(authSessions.userId, userId),
            isNull(authSessions.revokedAt),
            keep ? sql`${authSessions.id} <> ${keep}` : undefined,
          ),
        );
    },
  };
}
export type Sessions = ReturnType<typeof createSessions>;
