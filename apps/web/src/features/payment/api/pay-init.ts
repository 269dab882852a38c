import { useMutation } from '@tanstack/react-query';
import type { PaymentSystem } from '@prepa/contracts';
import { api } from '../../../shared/api';

export interface PayInitBody {
  requisites?: boolean;
  paymentSystem?: PaymentSystem;
  subscribe?: boolean;
  phone?: string;
  email?: string;
  customerName?: string;
  sourceUrl?: string;
}

export interface PayInitAnswer {
  redirectUrl: string;
  transactionUuid: string;
}

/** The amount is computed by the server from the cart; the client sends none. */
export function payInit(body: PayInitBody, hash?: string): Promise<PayInitAnswer> {
  return api.post('/core/pay/init/', body, { query: { hash } });
}

export function usePayInit(hash?: string) {
  return useMutation({ mutationFn: (body: PayInitBody) => payInit(body, hash) });
}
