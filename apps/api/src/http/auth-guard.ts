import type {
  FastifyInstance,
  FastifyReply,
  FastifyRequest,
  preHandlerAsyncHookHandler,
  RouteOptions,
} from 'fastify';
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
    /**
     * To be called after a committed change of what authenticate returns for a user (e-mail,
     * avatar…): it forgets the user's cached session lookups on every instance.
     */
    userChanged(userId: number): void;
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

/** The guards made by requireUser, with the roles each admits (null: any signed-in user). */
const guards = new WeakMap<object, readonly UserRole[] | null>();

/** A preHandler that requires a signed-in user, optionally with one of the given roles. */
export function requireUser(roles?: readonly UserRole[]): preHandlerAsyncHookHandler {
  const guard: preHandlerAsyncHookHandler = async function guard(
    request: FastifyRequest,
    _reply: FastifyReply,
  ) {
    const token = bearerToken(request);
    if (!token) throw new NotAuthenticated();
    const user = await request.server.authenticate(token);
    if (roles && !roles.includes(user.role)) throw new PermissionDenied();
    attachUser(request, user);
  };
  guards.set(guard, roles ?? null);
  return guard;
}

function hookList(hooks: unknown): unknown[] {
  if (hooks === undefined || hooks === null) return [];
  return Array.isArray(hooks) ? hooks : [hooks];
}

/**
 * The roles a route admits, when a requireUser guard restricts it to some (documented as `x-roles`
 * in the OpenAPI document, which the access-matrix test reads).
 */
export function rolesOfRoute(
  route: Pick<RouteOptions, 'preHandler' | 'preValidation'>,
): readonly UserRole[] | undefined {
  for (const hook of [...hookList(route.preValidation), ...hookList(route.preHandler)]) {
    const roles = typeof hook === 'function' ? guards.get(hook) : undefined;
    if (roles) return roles;
  }
  return undefined;
}

/**
 * Routes declare their guard as a preHandler, which Fastify runs after validating params, query and
 * body. A guest (or a student on a staff route) would then learn the schema from a 400 before being
 * refused; as in DRF, the refusal (401/403) comes first. This moves every requireUser guard to the
 * front of the route's preValidation hooks. (A body that is not JSON at all is still a 400: parsing
 * comes before any preValidation hook.)
 */
export function guardBeforeValidation(app: FastifyInstance): void {
  app.addHook('onRoute', (route) => {
    const pre = hookList(route.preHandler);
    const moved = pre.filter((h) => typeof h === 'function' && guards.has(h));
    if (moved.length === 0) return;
    route.preHandler = pre.filter((h) => !moved.includes(h)) as RouteOptions['preHandler'];
    route.preValidation = [...moved, ...hookList(route.preValidation)] as RouteOptions['preValidation'];
  });
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
