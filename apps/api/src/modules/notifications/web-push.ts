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

/**
 * Web push: the `web-push` library signs the request with the VAPID keys from the config and encrypts
 * the payload (aes128gcm); node's fetch delivers it, so the transport is the platform's own (and a test's
 * push service on `http://127.0.0.1` can receive it — the library's own sender speaks https only).
 */
export function createWebPushSender(keys: VapidKeys, log: FastifyBaseLogger): PushSender {
  const details = { subject: keys.subject, publicKey: keys.publicKey, privateKey: keys.privateKey };
  const failed = (status: number | undefined, message: string): PushResult => {
    // Logged without the endpoint (it identifies the browser) and never fatal.
    log.warn({ status, message }, 'web push failed');
    return 'failed';
  };
  return {
    publicKey: keys.publicKey,
    async send(target, message) {
      let res: Response;
      try {
        const request = webpush.generateRequestDetails(
          { endpoint: target.endpoint, keys: { p256dh: target.p256dh, auth: target.auth } },
          JSON.stringify(message),
          { vapidDetails: details, TTL: 60 * 60 },
        );
        res = await fetch(request.endpoint, {
          method: request.method,
          // fetch sets Content-Length from the body itself.
          headers: Object.fromEntries(
            Object.entries(request.headers)
              .filter(([name]) => name.toLowerCase() !== 'content-length')
              .map(([name, value]) => [name, String(value)]),
          ),
          body: new Uint8Array(request.body),
          redirect: 'manual',
          signal: AbortSignal.timeout(PUSH_TIMEOUT_MS),
        });
      } catch (err) {
        return failed(undefined, err instanceof Error ? err.message : String(err));
      }
      await res.body?.cancel();
      if (res.status === 404 || res.status === 410) return 'gone';
      if (res.status < 200 || res.status > 299) return failed(res.status, res.statusText);
      return 'sent';
    },
  };
}

/** How long a push service may take to accept a message. */
export const PUSH_TIMEOUT_MS = 10_000;
