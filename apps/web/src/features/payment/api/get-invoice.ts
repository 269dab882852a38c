import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Invoice } from '@prepa/contracts';
import { api } from '../../../shared/api';

export function getInvoice(uuid: string): Promise<Invoice> {
  return api.get(`/core/pay/invoices/${encodeURIComponent(uuid)}/`);
}

export function invoiceQueryOptions(uuid: string) {
  return queryOptions({ queryKey: ['pay', 'invoice', uuid], queryFn: () => getInvoice(uuid) });
}

export function useInvoice(uuid: string | undefined) {
  return useQuery({ ...invoiceQueryOptions(uuid ?? ''), enabled: Boolean(uuid) });
}
