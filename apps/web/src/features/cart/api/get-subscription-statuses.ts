import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../shared/api';

export interface SubscriptionStatus {
  productId: number;
  hasActiveSubscription: boolean;
  canProlong: boolean;
  isForcedProlong: boolean;
}

export function getSubscriptionStatuses(productIds: number[]): Promise<{ results: SubscriptionStatus[] }> {
  return api.get('/products/subscription-statuses/', { query: { productIds: productIds.join(',') } });
}

export function subscriptionStatusesQueryOptions(productIds: number[]) {
  const ids = [...productIds].sort((a, b) => a - b);
  return queryOptions({
    queryKey: ['products', 'subscription-statuses', ids],
    queryFn: () => getSubscriptionStatuses(ids),
  });
}

/** Pay waits for these (spec 2 §5); an empty product list needs no request. */
export function useSubscriptionStatuses(productIds: number[]) {
  return useQuery({ ...subscriptionStatusesQueryOptions(productIds), enabled: productIds.length > 0 });
}
