import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Cart } from '@prepa/contracts';
import { api, queryKeyPrefix } from '../../../shared/api';
import { cartBasePath, cartQuery, type CartRef } from '../model/cart-ref';

export function getCart(ref: CartRef): Promise<Cart> {
  return api.get<Cart>(cartBasePath(ref), { query: cartQuery(ref) });
}

/** Every cart query (own and shared carts, the badge count, cart links): signing in or renewing a subscription can change any of them. */
export const cartKeyPrefix = queryKeyPrefix('cart');

/** Fetched once and cached; every cart answer replaces this state (spec 2 §4, §7). */
export function cartQueryOptions(ref: CartRef) {
  return queryOptions({
    queryKey: [...cartKeyPrefix.queryKey, ref.standalone ? 'standalone' : 'own', ref.hash ?? null],
    queryFn: () => getCart(ref),
    staleTime: 60_000,
  });
}

export function useCart(ref: CartRef, enabled = true) {
  return useQuery({ ...cartQueryOptions(ref), enabled });
}
