import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { Subscription } from '@prepa/contracts';
import { api } from '../../../shared/api';
import { cartKeyPrefix } from '../../cart';

const BASE = '/v2/students/subscriptions/';

export function subscriptionsQueryOptions() {
  return queryOptions({
    queryKey: ['subscriptions'],
    queryFn: () => api.get<{ results: Subscription[] }>(BASE),
  });
}

export function useSubscriptions() {
  return useQuery(subscriptionsQueryOptions());
}

export function useToggleAutoRenewal() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ id, autoRenewal }: { id: number; autoRenewal: boolean }) =>
      api.patch<Subscription>(`${BASE}${id}/`, { autoRenewal }),
    onSuccess: () => client.invalidateQueries({ queryKey: subscriptionsQueryOptions().queryKey }),
  });
}

/** Renewal puts the next period into the cart; upgrade puts the difference there. */
export function useRenewSubscription() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => api.post<unknown>(`${BASE}${id}/renew/`),
    onSuccess: () => client.invalidateQueries({ queryKey: cartKeyPrefix.queryKey }),
  });
}

export function useUpgradeSubscription() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ id, productId }: { id: number; productId: number }) =>
      api.post<unknown>(`${BASE}${id}/upgrade/`, { productId }),
    onSuccess: () => client.invalidateQueries({ queryKey: cartKeyPrefix.queryKey }),
  });
}
