import { queryOptions, useQuery } from '@tanstack/react-query';
import { api, queryKeyPrefix } from '../../../shared/api';
import { cartKeyPrefix } from './get-cart';

export function getCartCount(hash?: string): Promise<{ count: number }> {
  return api.get('/cart/count/', { query: { hash } });
}

/** The badge count of every cart: a cart answer changes it. */
export const cartCountKeyPrefix = queryKeyPrefix(...cartKeyPrefix.queryKey, 'count');

export function cartCountQueryOptions(hash?: string) {
  return queryOptions({
    queryKey: [...cartCountKeyPrefix.queryKey, hash ?? null],
    queryFn: () => getCartCount(hash),
  });
}

export function useCartCount(hash?: string) {
  return useQuery(cartCountQueryOptions(hash));
}
