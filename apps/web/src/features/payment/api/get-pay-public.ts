import { queryOptions, useQuery } from '@tanstack/react-query';
import type { PaymentSystem } from '@prepa/contracts';
import { api } from '../../../shared/api';

export interface PayPublic {
  paymentInfo: { system: PaymentSystem };
  additionalPaymentInfo: { system: PaymentSystem }[];
  inn: string;
  ogrn: string;
  publicId: string;
  sellerName: string;
  requisites: { bankName: string; bik: string; account: string; correspondentAccount: string; kpp: string };
}

export function getPayPublic(hash?: string): Promise<PayPublic> {
  return api.get('/core/pay/public/', { query: { hash } });
}

export function payPublicQueryOptions(hash?: string) {
  return queryOptions({
    queryKey: ['pay', 'public', hash ?? null],
    queryFn: () => getPayPublic(hash),
    staleTime: 300_000,
  });
}

export function usePayPublic(hash?: string) {
  return useQuery(payPublicQueryOptions(hash));
}
