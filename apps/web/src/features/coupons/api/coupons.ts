import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api, queryKeyPrefix } from '../../../shared/api';

export interface ActivatedProduct {
  id: number;
  title: string;
  productType: { id: number; courseType: { sysCourseType: { title: string } } };
}
export interface MyCoupon {
  code: string;
  activatedAt: string;
  products: ActivatedProduct[];
}

/** Every coupons query: activating products by a link can change them. */
export const couponsKeyPrefix = queryKeyPrefix('coupons');

export function myCouponsQueryOptions() {
  return queryOptions({
    queryKey: [...couponsKeyPrefix.queryKey, 'mine'],
    queryFn: () => api.get<{ results: MyCoupon[] }>('/products/my-coupons/'),
  });
}

export function useMyCoupons(enabled: boolean) {
  return useQuery({ ...myCouponsQueryOptions(), enabled });
}

export function activateCoupon(code: string): Promise<{ products: ActivatedProduct[] }> {
  return api.post('/products/coupons/activate/', { code });
}

export function useActivateCoupon() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: activateCoupon,
    onSuccess: () => client.invalidateQueries({ queryKey: myCouponsQueryOptions().queryKey }),
  });
}

/** Product activation by a link's hash; the result modal is chosen by the HTTP status. */
export function activateProductHash(hash: string): Promise<{ products: ActivatedProduct[] }> {
  return api.post(`/products/activate/${encodeURIComponent(hash)}/`);
}
