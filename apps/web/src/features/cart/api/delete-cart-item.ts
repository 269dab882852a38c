import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Cart, CartBundle } from '@prepa/contracts';
import { api } from '../../../shared/api';
import { cartBasePath, cartQuery, type CartRef } from '../model/cart-ref';
import { applyCartAnswer } from './cart-answer';
import { cartCountKeyPrefix } from './get-cart-count';
import { cartQueryOptions } from './get-cart';

export function deleteCartItem(ref: CartRef, id: number): Promise<Cart | undefined> {
  return api.delete<Cart | undefined>(`${cartBasePath(ref)}${id}/`, { query: cartQuery(ref) });
}

/** A standalone cart names its bundles by hash, one's own cart by id. */
export function deleteCartBundle(ref: CartRef, bundle: CartBundle): Promise<Cart | undefined> {
  const path = ref.standalone
    ? `${cartBasePath(ref)}bundle/${encodeURIComponent(bundle.hash)}/`
    : `/cart/bundle/${bundle.id}/`;
  return api.delete<Cart | undefined>(path, { query: cartQuery(ref) });
}

export type CartLine = { kind: 'item'; id: number } | { kind: 'bundle'; bundle: CartBundle };

/** Removes lines one after another (clearing the cart is removing every line). */
export function useDeleteCartLines(ref: CartRef) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async (lines: CartLine[]) => {
      let last: Cart | undefined;
      for (const line of lines) {
        last =
          line.kind === 'item'
            ? await deleteCartItem(ref, line.id)
            : await deleteCartBundle(ref, line.bundle);
      }
      return last;
    },
    onSuccess: (cart) => {
      if (cart) applyCartAnswer(client, ref, cart);
      else void client.invalidateQueries({ queryKey: cartQueryOptions(ref).queryKey });
      void client.invalidateQueries({ queryKey: cartCountKeyPrefix.queryKey });
    },
  });
}
