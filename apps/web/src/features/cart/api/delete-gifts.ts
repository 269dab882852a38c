import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Cart } from '@prepa/contracts';
import { apiRequest } from '../../../shared/api';
import { type CartRef } from '../model/cart-ref';
import { applyCartAnswer } from './cart-answer';

export function deleteGifts(ref: CartRef, ids: number[]): Promise<Cart> {
  return apiRequest<Cart>('DELETE', '/cart/gifts/', { body: { ids }, query: { hash: ref.hash } });
}

export function useDeleteGifts(ref: CartRef) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (ids: number[]) => deleteGifts(ref, ids),
    onSuccess: (cart) => applyCartAnswer(client, ref, cart),
  });
}
