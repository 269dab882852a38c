import type { Currency } from '@prepa/contracts';

export interface PaymentOrder {
  uuid: string;
  orderNumber: string;
  amount: number;
  currency: Currency;
  description: string;
}

/** A provider's notification after its signature was checked. */
export interface VerifiedNotification {
  eventId: string;
  transactionUuid: string;
  status: 'PAID' | 'DECLINED';
  amount: number;
  currency: Currency;
}

/** The outside world of card payments: where to send the payer, and what a callback means. */
export interface PaymentProvider {
  readonly code: string;
  init(order: PaymentOrder): Promise<{ redirectUrl: string }>;
  /** Verifies a notification over its raw body; null when the signature is wrong. */
  handleCallback(
    rawBody: string,
    headers: Record<string, string | string[] | undefined>,
  ): VerifiedNotification | null;
}
