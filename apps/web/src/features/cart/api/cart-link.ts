import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../shared/api';
import { cartKeyPrefix } from './get-cart';

export interface CartLink {
  hash: string;
  isStandalone: boolean;
  owner: 'you' | 'another' | 'nobody';
}

export function getCartLink(hash: string): Promise<CartLink> {
  return api.get(`/cart/link/${encodeURIComponent(hash)}/`);
}

export function cartLinkQueryOptions(hash: string) {
  return queryOptions({
    queryKey: [...cartKeyPrefix.queryKey, 'link', hash],
    queryFn: () => getCartLink(hash),
  });
}

export function useCartLink(hash: string | undefined) {
  return useQuery({ ...cartLinkQueryOptions(hash ?? ''), enabled: Boolean(hash) });
}
