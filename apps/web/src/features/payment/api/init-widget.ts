import { api } from '../../../shared/api';

export interface WidgetParams {
  publicId: string;
  amount: number;
  currency: 'RUB';
  invoiceId: string;
  accountId: string | null;
  description: string;
  methods: ('CARD' | 'SPLIT')[];
  sandbox: boolean;
}

/** Card widget parameters (rub; CARD and SPLIT) for providers that pay inside the page. */
export function initCardWidget(hash?: string): Promise<WidgetParams> {
  return api.post('/core/pay/cloudpayments/init-widget/', { paymentSystem: 'CloudPayments', hash });
}
