import { useMatches } from 'react-router';
import { ROUTES, type RouteName } from '../../shared/config/routes';

export interface RouteHandle {
  name: RouteName;
}

function isRouteHandle(value: unknown): value is RouteHandle {
  return typeof value === 'object' && value !== null && 'name' in value;
}

/** The named route being shown (the deepest match with a name). */
export function useCurrentRouteName(): RouteName | null {
  const matches = useMatches();
  for (let i = matches.length - 1; i >= 0; i -= 1) {
    const handle = matches[i]?.handle;
    if (isRouteHandle(handle)) return handle.name;
  }
  return null;
}

export function routeMeta(name: RouteName | null) {
  if (!name) return { title: '', indexable: false };
  const route = ROUTES[name];
  return { title: route.title, indexable: 'indexable' in route ? route.indexable : false };
}
