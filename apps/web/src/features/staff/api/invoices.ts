import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { Invoice, Transaction } from '@prepa/contracts';
import { api, queryKeyPrefix } from '../../../shared/api';

export interface InvoicePage {
  count: number;
  results: Invoice[];
}

/** The invoice lists of every status and length: marking one paid changes them. */
export const invoicesKeyPrefix = queryKeyPrefix('manager', 'invoices');

export function invoicesQueryOptions(status: Transaction['status'] | undefined, limit: number) {
  return queryOptions({
    queryKey: [...invoicesKeyPrefix.queryKey, status ?? null, limit],
    queryFn: () => api.get<InvoicePage>('/v2/manager/invoices/', { query: { status, limit, offset: 0 } }),
  });
}

export function useInvoices(status: Transaction['status'] | undefined, limit: number) {
  return useQuery(invoicesQueryOptions(status, limit));
}

export function useMarkInvoicePaid() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (uuid: string) =>
      api.post<Invoice>(`/v2/manager/invoices/${encodeURIComponent(uuid)}/mark-paid/`),
    onSuccess: () => client.invalidateQueries({ queryKey: invoicesKeyPrefix.queryKey }),
  });
}
