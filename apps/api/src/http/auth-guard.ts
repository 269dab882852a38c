import type { FastifyReply, FastifyRequest, preHandlerAsyncHookHandler } from 'fastify';
import type { Platform, UserRole } from '@prepa/contracts';
import { NotAuthenticated, PermissionDenied, PlatformMismatch, TokenNotValid } from './errors.js';

/** The signed-in user of a request, as the auth module resolved it from the bearer token. */
export interface CurrentUser {
  id: number;
  role: UserRole;
  sessionId: string;
  email: string;
  firstName: string;
  lastName: string;
  avatar: string | null;
  /** The platform the account belongs to (set at registration). */
  platform: Platform;
}

export type Authenticate = (accessToken: string) => Promise<CurrentUser>;

declare module 'fastify' {
  interface FastifyInstance {
    authenticate: Authenticate;
  }
  interface FastifyRequest {
    currentUser: CurrentUser | null;
    /** Resolved once per request (http/platform.ts); for a signed-in user, the user's own platform. */
    platform: Platform;
  }
}

export function bearerToken(request: FastifyRequest): string | undefined {
  const header = request.headers.authorization;
  if (!header) return undefined;
  const [scheme, token, extra] = header.trim().split(/\s+/);
  if (scheme?.toLowerCase() !== 'bearer' || !token || extra !== undefined) throw new TokenNotValid();
  return token;
}

/**
 * Makes `user` the request's signed-in user. A user is priced, gated and timed by the platform of
 * their account, so a request for another platform (another region's host, or in development another
 * X-Platform) is refused with 403 `platform_mismatch` rather than answered in the wrong currency.
 */
export function attachUser(request: FastifyRequest, user: CurrentUser): void {
  if (user.platform !== request.platform) throw new PlatformMismatch();
  request.currentUser = user;
}

/** A preHandler that requires a signed-in user, optionally with one of the given roles. */
export function requireUser(roles?: readonly UserRole[]): preHandlerAsyncHookHandler {
  return async function guard(request: FastifyRequest, _reply: FastifyReply) {
    const token = bearerToken(request);
    if (!token) throw new NotAuthenticated();
    const user = await request.server.authenticate(token);
    if (roles && !roles.includes(user.role)) throw new PermissionDenied();
    attachUser(request, user);
  };
}

/** The current user inside a handler guarded by requireUser. */
export function userOf(request: FastifyRequest): CurrentUser {
  if (!request.currentUser) throw new NotAuthenticated();
  return request.currentUser;
}

/** A bearer token is optional (guests too), but a bad one is still refused (401). */
export async function optionalUser(request: FastifyRequest): Promise<void> {
  const token = bearerToken(request);
  if (token) attachUser(request, await request.server.authenticate(token));
}
