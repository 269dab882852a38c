import { createECDH, randomBytes, verify, type ECDH } from 'node:crypto';
import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { createRequire } from 'node:module';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { webPushSubscriptions } from '../../db/schema/index.js';
import { bearer, createTestApp, post, signedInUser, type TestApp } from '../../../test/app.js';
import { generateVapidKeys, writeNotification } from './index.js';

/**
 * Web push delivered for real (issue 10): the app's own sender (the `web-push` library's VAPID signature
 * and aes128gcm encryption, sent by fetch) posts to a push service played by a local HTTP server; the
 * test checks the signature as a push service would and decrypts the body as the browser would.
 */

// http_ece (web-push's own dependency) decrypts what web-push encrypted; it ships no types.
interface Ece {
  decrypt(body: Buffer, params: { version: 'aes128gcm'; privateKey: ECDH; authSecret: string }): Buffer;
}
const ece = createRequire(import.meta.url)('http_ece') as Ece;

interface Received {
  method: string;
  url: string;
  headers: IncomingHttpHeaders;
  body: Buffer;
}
const received: Received[] = [];
let answer = 201;
let server: Server;
let origin: string;

const SUBJECT = 'mailto:push-test@prepa.example';
const PUBLIC_URL = 'https://prepa.test';
const vapid = generateVapidKeys();
let t: TestApp;

beforeAll(async () => {
  server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      received.push({
        method: req.method ?? '',
        url: req.url ?? '',
        headers: req.headers,
        body: Buffer.concat(chunks),
      });
      res.writeHead(answer).end();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  t = await createTestApp({
    VAPID_PUBLIC_KEY: vapid.publicKey,
    VAPID_PRIVATE_KEY: vapid.privateKey,
    VAPID_SUBJECT: SUBJECT,
    WEB_PUSH_ALLOW_LOOPBACK: '1',
    PUBLIC_URL,
  });
}, 60_000);
afterAll(async () => {
  await t?.close();
  await new Promise((resolve) => server.close(resolve));
});

/** The push service's check of `Authorization: vapid t=<jwt>, k=<public key>` (RFC 8292). */
function checkVapid(authorization: string | undefined) {
  const m = /^vapid t=([^,]+), k=(.+)$/.exec(authorization ?? '');
  if (!m) throw new Error(`not a VAPID authorization: ${authorization}`);
  const [jwt, k] = [m[1]!, m[2]!];
  expect(k).toBe(vapid.publicKey);
  const [head, claims, signature] = jwt.split('.') as [string, string, string];
  const json = (part: string) =>
    JSON.parse(Buffer.from(part, 'base64url').toString()) as Record<string, unknown>;
  expect(json(head)).toMatchObject({ alg: 'ES256', typ: 'JWT' });
  const payload = json(claims);
  expect(payload.aud).toBe(origin);
  expect(payload.sub).toBe(SUBJECT);
  expect(payload.exp).toBeGreaterThan(Date.now() / 1000);
  // The public key is the uncompressed P-256 point: 0x04, x, y.
  const point = Buffer.from(k, 'base64url');
  const key = {
    kty: 'EC',
    crv: 'P-256',
    x: point.subarray(1, 33).toString('base64url'),
    y: point.subarray(33, 65).toString('base64url'),
  };
  const valid = verify(
    'sha256',
    Buffer.from(`${head}.${claims}`),
    { key, format: 'jwk', dsaEncoding: 'ieee-p1363' },
    Buffer.from(signature, 'base64url'),
  );
  expect(valid, 'the VAPID signature verifies with the configured public key').toBe(true);
}

describe('web push to a push service', () => {
  it('signs with VAPID, encrypts for the browser, and forgets a subscription answered 410', async () => {
    const u = await signedInUser(t.app);
    const h = { headers: bearer(u.access) };
    // The browser's keys: its P-256 key pair and the 16-byte auth secret.
    const browser = createECDH('prime256v1');
    const p256dh = browser.generateKeys('base64url');
    const auth = randomBytes(16).toString('base64url');
    const endpoint = `${origin}/push/${randomBytes(6).toString('hex')}`;

    // Loopback only: another http endpoint is still refused.
    const elsewhere = await post(
      t.app,
      '/api/v2/core/webpush/subscribe/',
      { endpoint: 'http://push.example/1', keys: { p256dh, auth } },
      h,
    );
    expect(elsewhere.statusCode).toBe(400);
    const sub = await post(t.app, '/api/v2/core/webpush/subscribe/', { endpoint, keys: { p256dh, auth } }, h);
    expect(sub.json()).toEqual({ ok: true });
    const settings = (
      await t.app.inject({ method: 'GET', url: '/api/v2/students/notification-settings/', ...h })
    ).json<object>();
    await t.app.inject({
      method: 'PUT',
      url: '/api/v2/students/notification-settings/',
      payload: { ...settings, quiet_hours: null },
      ...h,
    });

    const db = t.app.prepa.db;
    await writeNotification(db, {
      userId: u.id,
      type: 'lesson_created',
      itemId: 7,
      params: { title: 'Пуш', when: 'завтра' },
      key: 'web-push-test:1',
    });
    await t.app.prepa.dispatchNotifications();

    expect(received).toHaveLength(1);
    const got = received[0]!;
    expect(got.method).toBe('POST');
    expect(`${origin}${got.url}`).toBe(endpoint);
    expect(got.headers['content-encoding']).toBe('aes128gcm');
    expect(got.headers.ttl).toBe('3600');
    checkVapid(got.headers.authorization);
    const plain = ece.decrypt(got.body, { version: 'aes128gcm', privateKey: browser, authSecret: auth });
    const message = JSON.parse(plain.toString('utf8')) as Record<string, unknown>;
    expect(message).toMatchObject({
      title: 'Prepa',
      body: 'Новый урок «Пуш»: завтра',
      url: `${PUBLIC_URL}/redirect?type=lesson_created&itemId=7`,
    });
    // Someone else's keys cannot read it.
    const stranger = createECDH('prime256v1');
    stranger.generateKeys();
    expect(() =>
      ece.decrypt(got.body, { version: 'aes128gcm', privateKey: stranger, authSecret: auth }),
    ).toThrow();

    // The push service no longer knows the subscription: it is forgotten after one more attempt.
    answer = 410;
    await writeNotification(db, {
      userId: u.id,
      type: 'lesson_created',
      itemId: 8,
      params: { title: 'Ещё', when: '' },
      key: 'web-push-test:2',
    });
    await t.app.prepa.dispatchNotifications();
    expect(received).toHaveLength(2);
    expect(
      await db.select().from(webPushSubscriptions).where(eq(webPushSubscriptions.endpoint, endpoint)),
    ).toEqual([]);
    await writeNotification(db, {
      userId: u.id,
      type: 'lesson_created',
      itemId: 9,
      params: { title: 'Третий', when: '' },
      key: 'web-push-test:3',
    });
    await t.app.prepa.dispatchNotifications();
    expect(received).toHaveLength(2);
  });
});
