import { nprogress } from '@mantine/nprogress';
import { Suspense, useEffect, useLayoutEffect } from 'react';
import { Navigate, useLocation } from 'react-router';
import { useCurrentUser } from '../../features/auth';
import type { RouteName } from '../../shared/config/routes';
import { clearRetryMarker } from '../../shared/lib/chunk-reload';
import { dropPrepaint } from '../../shared/lib/prepaint';
import { decideAccess } from './guard';
import { PageLoader } from './page-loader';
import { PAGES } from './pages';

/** Rendered with the page, once its chunk is in: the route change is complete. */
function PageReady() {
  useEffect(() => {
    nprogress.complete();
    clearRetryMarker();
  }, []);
  return null;
}

/** One route: access decision, then the lazily loaded screen. */
export function RouteFrame({ name }: { name: RouteName }) {
  const user = useCurrentUser();
  const location = useLocation();
  const decision = decideAccess(name, user, location.pathname + location.search);
  // The first paint of the catalogue start (the server's) or of Home (the first script's) gives way to
  // whatever renders instead of that page (which removes it itself once it has rendered).
  const showsPrepaintedPage = (name === 'CatalogStart' || name === 'Home') && decision.kind === 'allow';
  useLayoutEffect(() => {
    if (!showsPrepaintedPage) dropPrepaint();
  }, [showsPrepaintedPage]);
  if (decision.kind === 'redirect') return <Navigate to={decision.to} replace />;
  const Page = PAGES[name];
  return (
    <Suspense fallback={<PageLoader />}>
      <PageReady key={location.key} />
      <Page />
    </Suspense>
  );
}
