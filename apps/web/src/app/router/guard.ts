import type { Role } from '@prepa/contracts';
import { ROUTES, routePath, type RouteName } from '../../shared/config/routes';

export type AccessDecision = { kind: 'allow' } | { kind: 'redirect'; to: string };

/**
 * Spec 1 §2: a route with roles needs the user's role in it — a guest goes to Authorization with a
 * redirect back (unless the list holds GUEST), any other user to NotFound; signed-in users are sent home from guest-only pages.
 */
export function decideAccess(
  name: RouteName,
  user: { role: Role } | null,
  currentUrl: string,
): AccessDecision {
  const route = ROUTES[name];
  if ('guestOnly' in route && route.guestOnly && user) return { kind: 'redirect', to: routePath('Home') };
  const roles: readonly Role[] | undefined = 'roles' in route ? route.roles : undefined;
  if (!roles) return { kind: 'allow' };
  if (!user) {
    // GUEST in the list: a visitor may read the page (the catalogue); a signed-in role still needs its own.
    if (roles.includes('GUEST')) return { kind: 'allow' };
    return { kind: 'redirect', to: routePath('Authorization', {}, { redirect: currentUrl }) };
  }
  if (!roles.includes(user.role)) return { kind: 'redirect', to: routePath('NotFound') };
  return { kind: 'allow' };
}
