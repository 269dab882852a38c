import { createHmac, randomUUID, timingSafeEqual } from 'node:crypto';
import { z } from 'zod';
import { currencySchema } from '@prepa/contracts';
import type { PaymentOrder, PaymentProvider, VerifiedNotification } from './types.js';

export const SANDBOX_SIGNATURE_HEADER = 'x-sandbox-signature';
export const SANDBOX_CALLBACK_PATH = '/api/core/pay/callback/sandbox/';

const notificationSchema = z.object({
  event_id: z.string().min(1).max(100),
  transaction_uuid: z.string().min(1).max(100),
  status: z.enum(['PAID', 'DECLINED']),
  amount: z.number().int().min(0),
  currency: currencySchema,
});

export function signSandbox(secret: string, rawBody: string): string {
  return createHmac('sha256', secret).update(rawBody, 'utf8').digest('hex');
}

/**
 * The built-in test provider: its checkout page lives in our API, and it notifies us the way a
 * real provider does — a JSON body signed with HMAC-SHA256 (hex) in `X-Sandbox-Signature`.
 */
export function createSandboxProvider(secret: string) {
  const provider: PaymentProvider & {
    notification(
      order: { uuid: string; amount: number; currency: string },
      status: 'PAID' | 'DECLINED',
    ): {
      body: string;
      signature: string;
    };
  } = {
    code: 'sandbox',
    async init(order: PaymentOrder) {
      return { redirectUrl: `/api/core/pay/sandbox/checkout/${order.uuid}/` };
    },
    handleCallback(rawBody, headers): VerifiedNotification | null {
      const given = headers[SANDBOX_SIGNATURE_HEADER];
      if (typeof given !== 'string' || !/^[0-9a-f]{64}$/.test(given)) return null;
      const expected = Buffer.from(signSandbox(secret, rawBody), 'hex');
      if (!timingSafeEqual(expected, Buffer.from(given, 'hex'))) return null;
      let json: unknown;
      try {
        json = JSON.parse(rawBody);
      } catch {
        return null;
      }
      const parsed = notificationSchema.safeParse(json);
      if (!parsed.success) return null;
      const n = parsed.data;
      return {
        eventId: n.event_id,
        transactionUuid: n.transaction_uuid,
        status: n.status,
        amount: n.amount,
        currency: n.currency,
      };
    },
    notification(order, status) {
      const body = JSON.stringify({
        event_id: randomUUID(),
        transaction_uuid: order.uuid,
        status,
        amount: order.amount,
        currency: order.currency,
      });
      return { body, signature: signSandbox(secret, body) };
    },
  };
  return provider;
}
export type SandboxProvider = ReturnType<typeof createSandboxProvider>;
