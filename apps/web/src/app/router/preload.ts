import { matchRoutes } from 'react-router';
import { tokenStore } from '../../shared/api/tokens';
import { ROUTES, type RouteName } from '../../shared/config/routes';
import { preloadLayout } from '../layouts/layout-outlet';
import { preloadPage } from './pages';
import { buildRoutes } from './router';

/** The named route the router will render for `pathname` (`/` renders Home), or null. */
export function routeNameAt(pathname: string): RouteName | null {
  if (pathname === '/' || pathname === '') return 'Home';
  const matches = matchRoutes(buildRoutes(), pathname) ?? [];
  const handle: unknown = matches.at(-1)?.route.handle;
  if (handle && typeof handle === 'object' && 'name' in handle && typeof handle.name === 'string') {
    return handle.name in ROUTES ? (handle.name as RouteName) : null;
  }
  return null;
}

/**
 * At start-up, fetches the chunks of the page being opened — its layout's and its own — in parallel
 * with start-up (session check, flags) instead of after it: otherwise the browser learns of the layout
 * only once start-up has settled and of the page only once the layout has rendered, three round trips
 * in a row. A page only for signed-in users is not fetched for a device that holds no session (it is
 * going to the login page).
 */
export function preloadRoute(pathname: string): void {
  const name = routeNameAt(pathname);
  if (!name) return;
  const route = ROUTES[name];
  const roles: readonly string[] | undefined = 'roles' in route ? route.roles : undefined;
  const signedIn = Boolean(tokenStore.access() ?? tokenStore.refresh());
  if (roles && !roles.includes('GUEST') && !signedIn) return;
  preloadLayout(route.layout);
  preloadPage(name);
}
