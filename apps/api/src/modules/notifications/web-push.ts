import webpush from 'web-push';
import type { FastifyBaseLogger } from 'fastify';

export interface PushTarget {
  endpoint: string;
  p256dh: string;
  auth: string;
}
export interface PushMessage {
  title: string;
  body: string;
  url: string;
  tag: string;
}
/** 'gone' = the push service no longer knows the subscription (404/410): it should be forgotten. */
export type PushResult = 'sent' | 'gone' | 'failed';

export interface PushSender {
  readonly publicKey: string;
  send(target: PushTarget, message: PushMessage): Promise<PushResult>;
}

export interface VapidKeys {
  publicKey: string;
  privateKey: string;
  subject: string;
}

export const generateVapidKeys = (): { publicKey: string; privateKey: string } => webpush.generateVAPIDKeys();

/** Web push through the `web-push` library, signed with the VAPID keys from the config. */
export function createWebPushSender(keys: VapidKeys, log: FastifyBaseLogger): PushSender {
  const details = { subject: keys.subject, publicKey: keys.publicKey, privateKey: keys.privateKey };
  return {
    publicKey: keys.publicKey,
    async send(target, message) {
      try {
        await webpush.sendNotification(
          { endpoint: target.endpoint, keys: { p256dh: target.p256dh, auth: target.auth } },
          JSON.stringify(message),
          { vapidDetails: details, TTL: 60 * 60, timeout: 10_000 },
        );
        return 'sent';
      } catch (err) {
        const status = err instanceof webpush.WebPushError ? err.statusCode : undefined;
        if (status === 404 || status === 410) return 'gone';
        // Logged without the endpoint (it identifies the browser) and never fatal.
        log.warn({ status, message: err instanceof Error ? err.message : String(err) }, 'web push failed');
        return 'failed';
      }
    },
  };
}
