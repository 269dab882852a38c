import type { QueryClient } from '@tanstack/react-query';
import type { AuthUser } from '@prepa/contracts';
import { currentUserQueryOptions, useSessionStore } from '../../features/auth';
import { queryClient } from '../../shared/api';
import { tokenStore } from '../../shared/api/tokens';
import { ROUTES, type RouteName } from '../../shared/config/routes';
import { preloadLayout } from '../layouts/layout-outlet';
import { preloadPage } from './pages';

/** What a router knows of the routes it matched (its `state.matches`). */
export type RouteMatches = readonly { route: { handle?: unknown } }[];

/**
 * The named route the router renders for `pathname`, from the matches it made (`/` renders Home), or
 * null. The router's own matches: matching again would flatten and rank every route a second time,
 * about 45 ms of start-up on a phone.
 */
export function routeNameIn(pathname: string, matches: RouteMatches): RouteName | null {
  if (pathname === '/' || pathname === '') return 'Home';
  const handle: unknown = matches.at(-1)?.route.handle;
  if (handle && typeof handle === 'object' && 'name' in handle && typeof handle.name === 'string') {
    return handle.name in ROUTES ? (handle.name as RouteName) : null;
  }
  return null;
}

type PrefetchData = (client: QueryClient, user: AuthUser | null) => void;

/**
 * Pages whose first requests start-up sends itself: each module's import is the page's own (the same
 * chunk), and its function picks the page's queries for the signed-in user, or none.
 */
const PAGE_DATA: Partial<Record<RouteName, () => Promise<PrefetchData>>> = {
  Home: () => import('../../pages/home/home-page').then((m) => m.prefetchHomeData),
  CatalogStart: () => import('../../pages/shop/catalog-start-page').then((m) => m.prefetchCatalogStartData),
};

/** Resolves once start-up has settled the session (the user is known, or known to be a guest). */
function sessionSettled(): Promise<void> {
  return new Promise((resolve) => {
    if (useSessionStore.getState().ready) return resolve();
    const stop = useSessionStore.subscribe((s) => {
      if (!s.ready) return;
      stop();
      resolve();
    });
  });
}

/**
 * Sends the page's first requests as soon as both its chunk and the session are there, instead of
 * after the layout and the page have rendered; the page's queries then find them in the cache.
 */
function prefetchPageData(name: RouteName): void {
  const load = PAGE_DATA[name];
  if (!load) return;
  void Promise.all([load(), sessionSettled()])
    .then(([prefetch]) => {
      const { authenticated } = useSessionStore.getState();
      const user = authenticated
        ? (queryClient.getQueryData(currentUserQueryOptions().queryKey) ?? null)
        : null;
      prefetch(queryClient, user);
    })
    .catch(() => undefined); // the page's own import reports a chunk that failed to load
}

/**
 * At start-up, fetches the chunks of the page being opened — its layout's and its own — in parallel
 * with start-up (session check, flags) instead of after it: otherwise the browser learns of the layout
 * only once start-up has settled and of the page only once the layout has rendered, three round trips
 * in a row. A page only for signed-in users is not fetched for a device that holds no session (it is
 * going to the login page).
 */
export function preloadRoute(pathname: string, matches: RouteMatches): void {
  const name = routeNameIn(pathname, matches);
  if (!name) return;
  const route = ROUTES[name];
  const roles: readonly string[] | undefined = 'roles' in route ? route.roles : undefined;
  const signedIn = Boolean(tokenStore.access() ?? tokenStore.refresh());
  if (roles && !roles.includes('GUEST') && !signedIn) return;
  preloadLayout(route.layout);
  preloadPage(name);
  prefetchPageData(name);
}
