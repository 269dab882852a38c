import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Cart } from '@prepa/contracts';
import { api } from '../../../shared/api';
import { type CartRef } from '../model/cart-ref';
import { applyCartAnswer } from './cart-answer';

export function addCartCoupon(ref: CartRef, couponValue: string): Promise<Cart> {
  return api.post<Cart>('/cart/coupon/', { couponValue }, { query: { hash: ref.hash } });
}

export function removeCartCoupon(ref: CartRef): Promise<Cart> {
  return api.delete<Cart>('/cart/coupon/', { query: { hash: ref.hash } });
}

export function useCartCoupon(ref: CartRef) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (value: string | null) =>
      value === null ? removeCartCoupon(ref) : addCartCoupon(ref, value),
    onSuccess: (cart) => applyCartAnswer(client, ref, cart),
  });
}
