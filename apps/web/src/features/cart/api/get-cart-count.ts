import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../shared/api';

export function getCartCount(hash?: string): Promise<{ count: number }> {
  return api.get('/cart/count/', { query: { hash } });
}

export function cartCountQueryOptions(hash?: string) {
  return queryOptions({ queryKey: ['cart', 'count', hash ?? null], queryFn: () => getCartCount(hash) });
}

export function useCartCount(hash?: string) {
  return useQuery(cartCountQueryOptions(hash));
}
