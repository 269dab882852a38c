import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  NOTIFICATIONS_PATH,
  notificationReadSchema,
  notificationSettingsSchema,
  notificationsGetSchema,
  webPushKeySchema,
  webPushLoopbackSubscriptionSchema,
  webPushSubscriptionSchema,
  webPushUnsubscribeSchema,
  type NotificationAction,
} from '@prepa/contracts';
import { requireUser, userOf } from '../../http/auth-guard.js';
import { bearer, errorResponses } from '../../http/openapi.js';
import { parsePayload, type ActionHandler, type Realtime } from '../../realtime/index.js';
import { notificationsChannel, type NotificationEvent } from './dispatcher.js';
import { toNotification, type NotificationService } from './service.js';
import type { PushSender } from './web-push.js';

/** The socket at /ws/notifications/ (spec 1 §7 "Notifications"; docs/notifications.md). */
export function notificationsEndpoint(realtime: Realtime, service: NotificationService): void {
  const actions: Record<NotificationAction, ActionHandler> = {
    async get(session, payload) {
      const q = parsePayload(notificationsGetSchema, payload);
      // The first request of a socket also starts its live feed: `new` for this student only.
      await session.subscribe(notificationsChannel(session.user.id), (message) => {
        const event = message as NotificationEvent;
        if (event.row.userId !== session.user.id) return;
        session.push('new', {
          notification: toNotification(event.row, session.lang),
          unreadCount: event.unreadCount,
        });
      });
      return service.list(session.user.id, session.lang, q);
    },
    async read(session, payload) {
      const { objectId } = parsePayload(notificationReadSchema, payload);
      return service.read(session.user.id, objectId, session.lang);
    },
    async read_all(session) {
      return service.readAll(session.user.id);
    },
  };
  realtime.endpoint({ path: NOTIFICATIONS_PATH, actions });
}

const okSchema = z.object({ ok: z.literal(true) });

/**
 * Preferences and web push subscriptions (HTTP). `allowLoopback` (config `WEB_PUSH_ALLOW_LOOPBACK`, never
 * in production) also admits endpoints on `http://127.0.0.1`, for a test's local push service.
 */
export function notificationRoutes(
  service: NotificationService,
  push: PushSender,
  opts: { allowLoopback?: boolean } = {},
): FastifyPluginAsyncZod {
  const subscriptionSchema = opts.allowLoopback
    ? webPushLoopbackSubscriptionSchema
    : webPushSubscriptionSchema;
  return async (app) => {
    const signedIn = requireUser();
    const s = { tags: ['notifications'], security: bearer };
    app.get(
      '/v2/students/notification-settings/',
      {
        preHandler: signedIn,
        schema: { ...s, response: { 200: notificationSettingsSchema, ...errorResponses(401) } },
      },
      (r) => service.settings(userOf(r).id),
    );
    app.put(
      '/v2/students/notification-settings/',
      {
        preHandler: signedIn,
        schema: {
          ...s,
          body: notificationSettingsSchema,
          response: { 200: notificationSettingsSchema, ...errorResponses(400, 401) },
        },
      },
      (r) => service.saveSettings(userOf(r).id, r.body),
    );
    app.get(
      '/v2/core/webpush/key/',
      { schema: { tags: ['notifications'], response: { 200: webPushKeySchema } } },
      () => ({ publicKey: push.publicKey }),
    );
    app.post(
      '/v2/core/webpush/subscribe/',
      {
        preHandler: signedIn,
        schema: {
          ...s,
          body: subscriptionSchema,
          response: { 200: okSchema, ...errorResponses(400, 401) },
        },
      },
      async (r) => {
        await service.subscribePush(userOf(r).id, r.body);
        return { ok: true as const };
      },
    );
    app.post(
      '/v2/core/webpush/unsubscribe/',
      {
        preHandler: signedIn,
        schema: {
          ...s,
          body: webPushUnsubscribeSchema,
          response: { 200: okSchema, ...errorResponses(400, 401) },
        },
      },
      async (r) => {
        await service.unsubscribePush(userOf(r).id, r.body.endpoint);
        return { ok: true as const };
      },
    );
  };
}
