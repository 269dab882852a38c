import { createMemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { routeNameIn } from './preload';
import { buildRoutes } from './router';

/** The name start-up reads from the app's router at `pathname`. */
const routeNameAt = (pathname: string) =>
  routeNameIn(pathname, createMemoryRouter(buildRoutes(), { initialEntries: [pathname] }).state.matches);

describe('routeNameIn (the page fetched at start-up)', () => {
  it('names the route the router renders, `/` being Home', () => {
    expect(routeNameAt('/')).toBe('Home');
    expect(routeNameAt('/home')).toBe('Home');
    expect(routeNameAt('/catalog')).toBe('CatalogStart');
    expect(routeNameAt('/catalog/ege/bundles/configure')).toBe('CatalogBundleConfigure');
    expect(routeNameAt('/catalog/ege')).toBe('Catalog');
  });

  it('falls back to NotFound for an unknown address', () => {
    expect(routeNameAt('/no/such/page')).toBe('NotFound');
  });
});
