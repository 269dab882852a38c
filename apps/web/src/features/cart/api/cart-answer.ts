import type { QueryClient } from '@tanstack/react-query';
import type { Cart } from '@prepa/contracts';
import type { CartRef } from '../model/cart-ref';
import { cartCountKeyPrefix } from './get-cart-count';
import { cartQueryOptions } from './get-cart';

/** A cart answer replaces the cached cart; the badge count is refetched. */
export function applyCartAnswer(client: QueryClient, ref: CartRef, cart: Cart): void {
  client.setQueryData(cartQueryOptions(ref).queryKey, cart);
  void client.invalidateQueries({ queryKey: cartCountKeyPrefix.queryKey });
}
