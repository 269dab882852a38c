import { useMutation } from '@tanstack/react-query';
import type { Cart } from '@prepa/contracts';
import { api } from '../../../shared/api';

/** A standalone copy of the student's cart that anyone with the link may pay (a parent, say). */
export function shareCart(): Promise<Cart> {
  return api.post<Cart>('/cart/share/');
}

export function useShareCart() {
  return useMutation({ mutationFn: shareCart });
}
