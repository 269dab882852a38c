import { describe, expect, it } from 'vitest';
import { routeNameAt } from './preload';

describe('routeNameAt (the page fetched at start-up)', () => {
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
