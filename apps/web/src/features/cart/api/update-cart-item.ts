import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Cart } from '@prepa/contracts';
import { api } from '../../../shared/api';
import { cartBasePath, cartQuery, type CartRef } from '../model/cart-ref';
import { applyCartAnswer } from './cart-answer';

export function updateCartItem(ref: CartRef, id: number, isProlongSubscription: boolean): Promise<Cart> {
  return api.patch<Cart>(`${cartBasePath(ref)}${id}/`, { isProlongSubscription }, { query: cartQuery(ref) });
}

export function useUpdateCartItem(ref: CartRef) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ id, isProlongSubscription }: { id: number; isProlongSubscription: boolean }) =>
      updateCartItem(ref, id, isProlongSubscription),
    onSuccess: (cart) => applyCartAnswer(client, ref, cart),
  });
}
