import { Suspense, type ComponentType, type ReactNode } from 'react';
import { Outlet } from 'react-router';
import { useCurrentUser } from '../../features/auth';
import type { LayoutName } from '../../shared/config/routes';
import { lazyExport } from '../../shared/lib/chunk-reload';
import { BootShell, hasHeader, PageLoader } from '../router/page-loader';
import { AuthLayout } from './auth-layout';

type Layout = ComponentType<{ children: ReactNode }>;

/** The app shell (header, menus, sidebar) is its own chunk: the login page does not load it. */
const shell = () => import('./shell-layouts');
const lazyLayout = (pick: (m: Awaited<ReturnType<typeof shell>>) => Layout) => lazyExport(shell, pick);

const LAYOUTS: Record<LayoutName, Layout> = {
  main: lazyLayout((m) => m.MainLayout),
  'header-only': lazyLayout((m) => m.HeaderOnlyLayout),
  media: lazyLayout((m) => m.MediaLayout),
  print: lazyLayout((m) => m.PrintLayout),
  contacts: lazyLayout((m) => m.ContactsLayout),
  empty: lazyLayout((m) => m.EmptyLayout),
  auth: AuthLayout,
};

/** Starts fetching the app shell's chunk now when `layout` is one of its layouts (see `preloadRoute`). */
export function preloadLayout(layout: LayoutName): void {
  if (layout !== 'auth') void shell().catch(() => undefined);
}

/** The layout of a group of routes; guests get the header-only layout instead of the main one. */
export function LayoutOutlet({ layout }: { layout: LayoutName }) {
  const user = useCurrentUser();
  const Layout = LAYOUTS[layout === 'main' && !user ? 'header-only' : layout];
  return (
    <Suspense fallback={hasHeader(layout) ? <BootShell /> : <PageLoader />}>
      <Layout>
        <Outlet />
      </Layout>
    </Suspense>
  );
}
