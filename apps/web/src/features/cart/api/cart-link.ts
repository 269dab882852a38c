import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../shared/api';

export interface CartLink {
  hash: string;
  isStandalone: boolean;
  owner: 'you' | 'another' | 'nobody';
}

export function getCartLink(hash: string): Promise<CartLink> {
  return api.get(`/cart/link/${encodeURIComponent(hash)}/`);
}

export function cartLinkQueryOptions(hash: string) {
  return queryOptions({ queryKey: ['cart', 'link', hash], queryFn: () => getCartLink(hash) });
}

export function useCartLink(hash: string | undefined) {
  return useQuery({ ...cartLinkQueryOptions(hash ?? ''), enabled: Boolean(hash) });
}
