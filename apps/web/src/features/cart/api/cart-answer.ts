import type { QueryClient } from '@tanstack/react-query';
import type { Cart } from '@prepa/contracts';
import { cartKey, type CartRef } from '../model/cart-ref';

/** A cart answer replaces the cached cart; the badge count is refetched. */
export function applyCartAnswer(client: QueryClient, ref: CartRef, cart: Cart): void {
  client.setQueryData(cartKey(ref), cart);
  void client.invalidateQueries({ queryKey: ['cart', 'count'] });
}
