import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Cart } from '@prepa/contracts';
import { api } from '../../../shared/api';
import { cartQuery, type CartRef } from '../model/cart-ref';
import { applyCartAnswer } from './cart-answer';

export type AddToCartBody =
  | { item: { product: number; pack: number | null }; replace?: boolean }
  | { bundle: string; replace?: boolean };

export function addToCart(ref: CartRef, body: AddToCartBody): Promise<Cart> {
  return api.post<Cart>('/cart/', { replace: false, ...body }, { query: cartQuery(ref) });
}

export function useAddToCart(ref: CartRef) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: AddToCartBody) => addToCart(ref, body),
    onSuccess: (cart) => applyCartAnswer(client, ref, cart),
  });
}
