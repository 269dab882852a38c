import { nprogress } from '@mantine/nprogress';
import { useLayoutEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate, Outlet, useLocation } from 'react-router';
import { useSessionStore } from '../../features/auth';
import { ROUTES, routePath } from '../../shared/config/routes';
import { useDocumentHead } from '../../shared/lib/use-document-head';
import { BootShell, hasHeader, PageLoader } from './page-loader';
import { routeMeta, useCurrentRouteName } from './use-route-meta';

/** Above every route: waits for start-up, sets the title and robots, starts the progress bar. */
export function Root() {
  const { t } = useTranslation();
  const ready = useSessionStore((s) => s.ready);
  const serverUnreachable = useSessionStore((s) => s.serverUnreachable);
  const location = useLocation();
  const name = useCurrentRouteName();
  const meta = routeMeta(name);
  useDocumentHead(meta.title ? t(meta.title) : '', meta.indexable);

  // Layout effect: runs before the page's own effect that completes the bar.
  useLayoutEffect(() => {
    nprogress.start();
  }, [location.key]);

  if (!ready) return name && hasHeader(ROUTES[name].layout) ? <BootShell /> : <PageLoader />;
  const errorPage = routePath('ServerNotResponding');
  if (serverUnreachable && location.pathname !== errorPage) return <Navigate to={errorPage} replace />;
  return <Outlet />;
}
