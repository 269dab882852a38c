import { nprogress } from '@mantine/nprogress';
import { Suspense, useEffect } from 'react';
import { Navigate, useLocation } from 'react-router';
import { useCurrentUser } from '../../features/auth';
import type { RouteName } from '../../shared/config/routes';
import { clearRetryMarker } from '../../shared/lib/chunk-reload';
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
  if (decision.kind === 'redirect') return <Navigate to={decision.to} replace />;
  const Page = PAGES[name];
  return (
    <Suspense fallback={<PageLoader />}>
      <PageReady key={location.key} />
      <Page />
    </Suspense>
  );
}
