import { and, eq, gt, isNull } from 'drizzle-orm';
import {
  LOGIN_ATTEMPTS_PER_IDENTIFIER,
  LOGIN_ATTEMPTS_PER_IP,
  LOGIN_WINDOW_SECONDS,
  OBTAIN_CODE_TTL_SECONDS,
  PASSWORD_RESET_PER_EMAIL_PER_HOUR,
  PASSWORD_RESET_TTL_SECONDS,
  normalizePhone,
  type AuthUser,
  type LoginRequest,
  type Platform,
  type UserRole,
} from '@prepa/contracts';
import type { z } from 'zod';
import type { passwordChangeSchema } from '@prepa/contracts';
import type { Messenger } from '../../adapters/messenger.js';
import type { Db } from '../../db/client.js';
import { oauthClients, oneTimeTokens, usernameIs, users } from '../../db/schema/index.js';
import type { CurrentUser } from '../../http/auth-guard.js';
import { AuthenticationFailed, PlatformMismatch, ValidationFailed } from '../../http/errors.js';
import type { RateLimiter } from '../../http/rate-limit.js';
import type { SessionsEnded } from '../../realtime/index.js';
import { writeNotification } from '../notifications/index.js';
import { randomToken, sha256, type PasswordHasher, type TokenSigner } from './crypto.js';
import type { SessionForget } from './session-cache.js';
import { authUserColumns, createSessions, type LoginResult } from './sessions.js';

/** Identity-provider tokens live this long between /o/authorize/ and /o/login/. */
export const OAUTH_TOKEN_TTL_SECONDS = 120;

export interface AuthDeps {
  db: Db;
  signer: TokenSigner;
  hasher: PasswordHasher;
  limiter: RateLimiter;
  messenger: Messenger;
  isFlagOn(platform: Platform, flag: string): Promise<boolean>;
  /** Told after sessions end (committed), so open sockets of those sessions close. */
  onSessionsEnded?(ended: SessionsEnded): void;
  /** How long a session lookup is kept in memory (session-cache.ts); 0 or absent: not at all. */
  sessionCacheMs?: number;
  /** Told of every forget of cached sessions, to pass it to the other instances. */
  announceSessionForget?(forget: SessionForget): void;
  /** Base of links in e-mails when configured; else the request's origin. */
  publicUrl?: string;
}

type OneTimeKind = 'obtain_code' | 'oauth' | 'password_reset';
const inSeconds = (seconds: number) => new Date(Date.now() + seconds * 1000);

export function encodeUid(id: number): string {
  return Buffer.from(String(id)).toString('base64url');
}
export function decodeUid(uid: string): number | undefined {
  const id = Number(Buffer.from(uid, 'base64url').toString());
  return Number.isSafeInteger(id) && id > 0 ? id : undefined;
}

export function createAuthService(deps: AuthDeps) {
  const { db, hasher, limiter, messenger } = deps;
  const sessions = createSessions(deps);

  async function issueOneTime(kind: OneTimeKind, userId: number, ttl: number, clientId?: string) {
    const token = randomToken(32);
    await db
      .insert(oneTimeTokens)
      .values({ kind, tokenHash: sha256(token), userId, clientId, expiresAt: inSeconds(ttl) });
    return token;
  }

  /** Spends a one-time token; the user id when it was valid and unused. */
  async function consumeOneTime(tx: Db, kind: OneTimeKind, token: string, userId?: number) {
    const [row] = await tx
      .update(oneTimeTokens)
      .set({ usedAt: new Date() })
      .where(
        and(
          eq(oneTimeTokens.kind, kind),
          eq(oneTimeTokens.tokenHash, sha256(token)),
          isNull(oneTimeTokens.usedAt),
          gt(oneTimeTokens.expiresAt, new Date()),
          userId === undefined ? undefined : eq(oneTimeTokens.userId, userId),
        ),
      )
      .returning({ userId: oneTimeTokens.userId });
    return row?.userId;
  }

  async function loadAuthUser(tx: Db, userId: number): Promise<AuthUser | undefined> {
    const [row] = await tx
      .select(authUserColumns)
      .from(users)
      .where(and(eq(users.id, userId), eq(users.isActive, true)))
      .limit(1);
    return row ? { ...row, role: row.role as UserRole } : undefined;
  }

  /** Exchanges a one-time token for a new session, or fails on `attr`. */
  async function loginWithOneTime(kind: OneTimeKind, token: string, attr: string, message: string) {
    const result = await db.transaction(async (tx) => {
      const userId = await consumeOneTime(tx, kind, token);
      const user = userId === undefined ? undefined : await loadAuthUser(tx, userId);
      return user ? sessions.start(tx, user) : undefined;
    });
    if (!result) throw ValidationFailed.field(attr, 'invalid', message);
    return result;
  }

  async function findClient(clientId: string, clientRedirect: string) {
    const [client] = await db
      .select({
        clientId: oauthClients.clientId,
        name: oauthClients.name,
        redirectUrls: oauthClients.redirectUrls,
      })
      .from(oauthClients)
      .where(eq(oauthClients.clientId, clientId))
      .limit(1);
    if (!client) throw ValidationFailed.field('client_id', 'invalid', 'client_unknown');
    if (!redirectAllowed(client.redirectUrls, clientRedirect)) {
      throw ValidationFailed.field('client_redirect', 'invalid', 'client_redirect_not_allowed');
    }
    return client;
  }

  return {
    sessions,
    authenticate: sessions.authenticate,
    refresh: sessions.refresh,
    /** After a committed change of what a session lookup returns (e-mail, avatar, role…). */
    userChanged: (userId: number) => sessions.cache.forget({ userId }),
    /** Another instance's forget of cached sessions, from the bus. */
    receiveSessionForget: sessions.cache.receive,

    async login(input: LoginRequest, ctx: { platform: Platform; ip: string }): Promise<LoginResult> {
      let where;
      let idKey: string;
      if (input.email) {
        const email = input.email.toLowerCase();
        where = eq(users.email, email);
        idKey = `email:${email}`;
      } else if (input.username) {
        const username = input.username.toLowerCase();
        where = usernameIs(username);
        idKey = `username:${username}`;
      } else {
        if (!(await deps.isFlagOn(ctx.platform, 'login-by-phone'))) {
          throw ValidationFailed.field('phone', 'invalid', 'phone_login_disabled');
        }
        const phone = normalizePhone(input.phone ?? '');
        where = eq(users.phone, phone);
        idKey = `phone:${phone}`;
      }
      const byIp = `login:ip:${ctx.ip}`;
      const ipLimit = { max: LOGIN_ATTEMPTS_PER_IP, windowSeconds: LOGIN_WINDOW_SECONDS };
      const accountLimit = { max: LOGIN_ATTEMPTS_PER_IDENTIFIER, windowSeconds: LOGIN_WINDOW_SECONDS };
      // Every attempt is reserved (counted, then checked, atomically) before any password is
      // verified, so parallel attempts cannot all pass a check made before any was counted.
      await limiter.reserve(byIp, ipLimit);

      const [row] = await db
        .select({ ...authUserColumns, passwordHash: users.passwordHash, platform: users.platform })
        .from(users)
        .where(and(where, eq(users.isActive, true)))
        .orderBy(users.id)
        .limit(1);
      // Counted per account, whichever identifier (username, e-mail, phone) names it.
      const byAccount = row ? `login:user:${row.id}` : `login:unknown:${sha256(idKey)}`;
      await limiter.reserve(byAccount, accountLimit);

      const ok = row
        ? await hasher.verify(row.passwordHash, input.password)
        : await hasher.burn(input.password);
      if (!row || !ok) throw new AuthenticationFailed();
      // The right password: its attempt is not held against the address, and the account starts afresh.
      await limiter.refund(byIp, ipLimit);
      await limiter.reset(byAccount, accountLimit);
      // An account lives on one platform: on another's site its owner (the password is right) is told
      // where to sign in, instead of getting a session every call of which would then be refused.
      if (row.platform !== ctx.platform) throw new PlatformMismatch();
      const { passwordHash: _hash, platform: _platform, ...user } = row;
      return db.transaction((tx) => sessions.start(tx, { ...user, role: user.role as UserRole }));
    },

    async logout(user: CurrentUser): Promise<void> {
      await sessions.revoke(user.sessionId, 'logout');
      sessions.ended({ userId: user.id, sessionId: user.sessionId });
    },

    async issueCode(user: CurrentUser) {
      const authCode = await issueOneTime('obtain_code', user.id, OBTAIN_CODE_TTL_SECONDS);
      return { authCode, expiresIn: OBTAIN_CODE_TTL_SECONDS };
    },

    obtainCode: (authCode: string) =>
      loginWithOneTime('obtain_code', authCode, 'auth_code', 'auth_code_invalid'),

    async oauthClient(clientId: string, clientRedirect: string) {
      const client = await findClient(clientId, clientRedirect);
      return { clientId: client.clientId, name: client.name };
    },

    async oauthAuthorize(user: CurrentUser, clientId: string, clientRedirect: string) {
      const client = await findClient(clientId, clientRedirect);
      const token = await issueOneTime('oauth', user.id, OAUTH_TOKEN_TTL_SECONDS, client.clientId);
      const url = new URL(clientRedirect);
      url.searchParams.set('token', token);
      return { token, redirectUrl: url.toString() };
    },

    oauthLogin: (token: string) => loginWithOneTime('oauth', token, 'token', 'oauth_token_invalid'),

    /** Same answer whether or not the e-mail exists; the link goes out through the messenger. */
    async requestPasswordReset(email: string, origin: string): Promise<void> {
      const normalized = email.toLowerCase();
      await limiter.reserve(`reset:${sha256(normalized)}`, {
        max: PASSWORD_RESET_PER_EMAIL_PER_HOUR,
        windowSeconds: 3600,
      });
      const [user] = await db
        .select({ id: users.id, email: users.email })
        .from(users)
        .where(and(eq(users.email, normalized), eq(users.isActive, true)))
        .limit(1);
      if (!user) return;
      const token = await issueOneTime('password_reset', user.id, PASSWORD_RESET_TTL_SECONDS);
      const base = (deps.publicUrl ?? origin).replace(/\/+$/, '');
      const link = `${base}/auth/reset-password?uid=${encodeUid(user.id)}&token=${token}`;
      await messenger.sendEmail(
        user.email,
        'Prepa: восстановление пароля',
        `Здравствуйте!\n\nЧтобы задать новый пароль, откройте ссылку:\n${link}\n\n` +
          `Ссылка действует 24 часа. Если вы не запрашивали восстановление, просто проигнорируйте это письмо.`,
      );
    },

    async confirmPasswordReset(input: { uid: string; token: string; newPassword1: string }): Promise<void> {
      const userId = decodeUid(input.uid);
      const passwordHash = await hasher.hash(input.newPassword1);
      // The user whose password changed, or undefined when the link is not (or no longer) valid.
      const owner = await db.transaction(async (tx) => {
        if (userId === undefined) return undefined;
        const consumed = await consumeOneTime(tx, 'password_reset', input.token, userId);
        if (consumed === undefined) return undefined;
        await tx
          .update(users)
          .set({ passwordHash, passwordChangedAt: new Date() })
          .where(eq(users.id, userId));
        await sessions.revokeAllOf(tx, userId, 'password_reset');
        await writeNotification(tx, {
          userId,
          type: 'password_changed',
          key: `password_changed:${userId}:${randomToken()}`,
        });
        return userId;
      });
      if (owner === undefined) throw ValidationFailed.field('token', 'invalid', 'reset_token_invalid');
      sessions.ended({ userId: owner });
    },

    async changePassword(user: CurrentUser, input: z.infer<typeof passwordChangeSchema>): Promise<void> {
      const [row] = await db
        .select({ passwordHash: users.passwordHash })
        .from(users)
        .where(eq(users.id, user.id))
        .limit(1);
      if (!row || !(await hasher.verify(row.passwordHash, input.oldPassword))) {
        throw ValidationFailed.field('old_password', 'invalid', 'old_password_wrong');
      }
      const passwordHash = await hasher.hash(input.newPassword1);
      await db.transaction(async (tx) => {
        await tx
          .update(users)
          .set({ passwordHash, passwordChangedAt: new Date() })
          .where(eq(users.id, user.id));
        await sessions.revokeAllOf(tx, user.id, 'password_change', user.sessionId);
        await writeNotification(tx, {
          userId: user.id,
          type: 'password_changed',
          key: `password_changed:${user.id}:${randomToken()}`,
        });
      });
      sessions.ended({ userId: user.id, keep: user.sessionId });
    },
  };
}
export type AuthService = ReturnType<typeof createAuthService>;

/** A redirect is allowed when it equals a registered URL, ignoring its query and fragment. */
export function redirectAllowed(allowed: readonly string[], redirect: string): boolean {
  let url: URL;
  try {
    url = new URL(redirect);
  } catch {
    return false;
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') return false;
  const bare = `${url.origin}${url.pathname}`;
  return allowed.some((a) => a === redirect || a === bare);
}
