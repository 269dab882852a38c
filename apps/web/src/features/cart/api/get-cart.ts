import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Cart } from '@prepa/contracts';
import { api } from '../../../shared/api';
import { cartBasePath, cartKey, cartQuery, type CartRef } from '../model/cart-ref';

export function getCart(ref: CartRef): Promise<Cart> {
  return api.get<Cart>(cartBasePath(ref), { query: cartQuery(ref) });
}

/** Fetched once and cached; every cart answer replaces this state (spec 2 §4, §7). */
export function cartQueryOptions(ref: CartRef) {
  return queryOptions({ queryKey: cartKey(ref), queryFn: () => getCart(ref), staleTime: 60_000 });
}

export function useCart(ref: CartRef, enabled = true) {
  return useQuery({ ...cartQueryOptions(ref), enabled });
}
