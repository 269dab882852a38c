import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Cart } from '@prepa/contracts';
import { api } from '../../../shared/api';
import { type CartRef } from '../model/cart-ref';
import { applyCartAnswer } from './cart-answer';

export function addCartReferral(ref: CartRef, referralId: string): Promise<Cart> {
  return api.post<Cart>('/cart/referral-program/', { referralId, hash: ref.hash });
}

export function removeCartReferral(ref: CartRef): Promise<Cart> {
  return api.delete<Cart>('/cart/referral-program/', { query: { hash: ref.hash } });
}

export function useCartReferral(ref: CartRef) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (id: string | null) => (id === null ? removeCartReferral(ref) : addCartReferral(ref, id)),
    onSuccess: (cart) => applyCartAnswer(client, ref, cart),
  });
}
