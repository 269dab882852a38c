import type { FastifyRequest } from 'fastify';
import { CART_HASH_HEADER } from '@prepa/contracts';
import type { CartCaller } from './resolve.js';

/** Guests may shop: a bearer token is optional here, but a bad one is still refused (401). */
export { optionalUser } from '../../http/auth-guard.js';

/** The caller and the cart hash sent as `?hash=`, a body `hash`, or the `X-Cart-Hash` header. */
export function callerOf(request: FastifyRequest): CartCaller {
  const query = request.query as { hash?: unknown } | undefined;
  const body = request.body as { hash?: unknown } | undefined;
  const fromBody = typeof body?.hash === 'string' && body.hash ? body.hash : undefined;
  const header = request.headers[CART_HASH_HEADER];
  const fromQuery = typeof query?.hash === 'string' && query.hash ? query.hash : undefined;
  const fromHeader = typeof header === 'string' && header ? header.slice(0, 64) : undefined;
  return { userId: request.currentUser?.id ?? null, hash: fromQuery ?? fromBody ?? fromHeader };
}
