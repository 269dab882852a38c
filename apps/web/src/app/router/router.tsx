import { createBrowserRouter, Navigate, type RouteObject } from 'react-router';
import { ROUTES, routePath, type LayoutName, type RouteName } from '../../shared/config/routes';
import { LayoutOutlet } from '../layouts/layout-outlet';
import { Root } from './root';
import { RouteError } from './route-error';
import { RouteFrame } from './route-frame';

const NAMES = Object.keys(ROUTES) as RouteName[];

function layoutGroups(): RouteObject[] {
  const groups = new Map<LayoutName, RouteObject[]>();
  for (const name of NAMES) {
    const route = ROUTES[name];
    const children = groups.get(route.layout) ?? [];
    children.push({ path: route.path, handle: { name }, element: <RouteFrame name={name} /> });
    groups.set(route.layout, children);
  }
  return [...groups].map(([layout, children]) => ({ element: <LayoutOutlet layout={layout} />, children }));
}

/** The route tree: named routes grouped by layout; `/` → Home, `/auth/` → Authorization. */
export function buildRoutes(): RouteObject[] {
  return [
    {
      element: <Root />,
      errorElement: <RouteError />,
      children: [
        { path: '/', element: <Navigate to={routePath('Home')} replace /> },
        { path: '/auth', element: <Navigate to={routePath('Authorization')} replace /> },
        ...layoutGroups(),
        {
          element: <LayoutOutlet layout="header-only" />,
          children: [{ path: '*', handle: { name: 'NotFound' }, element: <RouteFrame name="NotFound" /> }],
        },
      ],
    },
  ];
}

export function createAppRouter() {
  return createBrowserRouter(buildRoutes());
}

export type AppRouter = ReturnType<typeof createAppRouter>;
