import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Transaction } from '@prepa/contracts';
import { api } from '../../../shared/api';

export function getTransaction(uuid: string): Promise<Transaction> {
  return api.get(`/core/pay/transactions/${encodeURIComponent(uuid)}/`);
}

export function transactionQueryOptions(uuid: string) {
  return queryOptions({ queryKey: ['pay', 'transaction', uuid], queryFn: () => getTransaction(uuid) });
}

/** Polls while the provider's notification has not arrived yet. */
export function useTransaction(uuid: string | undefined) {
  return useQuery({
    ...transactionQueryOptions(uuid ?? ''),
    enabled: Boolean(uuid),
    refetchInterval: (q) => (q.state.data?.status === 'PENDING' ? 2000 : false),
  });
}
