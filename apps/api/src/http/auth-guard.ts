import type { FastifyReply, FastifyRequest, preHandlerAsyncHookHandler } from 'fastify';
import type { Platform, UserRole } from '@prepa/contracts';
import { NotAuthenticated, PermissionDenied, TokenNotValid } from './errors.js';

/** The signed-in user of a request, as the auth module resolved it from the bearer token. */
export interface CurrentUser {
  id: number;
  role: UserRole;
  sessionId: string;
  email: string;
  firstName: string;
  lastName: string;
  avatar: string | null;
}

export type Authenticate = (accessToken: string) => Promise<CurrentUser>;

declare module 'fastify' {
  interface FastifyInstance {
    authenticate: Authenticate;
  }
  interface FastifyRequest {
    currentUser: CurrentUser | null;
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

/** A preHandler that requires a signed-in user, optionally with one of the given roles. */
export function requireUser(roles?: readonly UserRole[]): preHandlerAsyncHookHandler {
  return async function guard(request: FastifyRequest, _reply: FastifyReply) {
    const token = bearerToken(request);
    if (!token) throw new NotAuthenticated();
    const user = await request.server.authenticate(token);
    if (roles && !roles.includes(user.role)) throw new PermissionDenied();
    request.currentUser = user;
  };
}

/** The current user inside a handler guarded by requireUser. */
export function userOf(request: FastifyRequest): CurrentUser {
  if (!request.currentUser) throw new NotAuthenticated();
  return request.currentUser;
}
