import { and, asc, count, desc, eq, inArray, isNull, sql } from 'drizzle-orm';
import {
  ALWAYS_IN_APP,
  DEFAULT_NOTIFICATION_SETTINGS,
  notificationGroupOf,
  notificationSettingsSchema,
  type MessageLanguage,
  type Notification,
  type NotificationList,
  type NotificationSettings,
  type NotificationType,
} from '@prepa/contracts';
import { versionsOf, type ChangeFeed } from '../../db/change-feed.js';
import type { Db } from '../../db/client.js';
import { keepWhile } from '../../db/feed-cache.js';
import { notifications, notificationSettings, webPushSubscriptions } from '../../db/schema/index.js';
import { NotFound } from '../../http/errors.js';
import { notificationIcon, renderNotificationText } from './texts.js';

export type NotificationRow = typeof notifications.$inferSelect;

export interface NewNotification {
  userId: number;
  type: NotificationType;
  /** What the notification is about (lesson, homework, product…): the redirect's itemId. */
  itemId?: number | null;
  /** Values for the text (title, points, amount…). */
  params?: Record<string, string | number>;
  /** The redirect payload (e.g. `{ sysCourseTypeCode }` for a renewal). */
  payload?: Record<string, unknown> | null;
  /** Unique per event: the same key twice stores one notification. */
  key: string;
  /** When the event happened (now by default; the seed backdates). */
  at?: Date;
}

/** Settings stored for a student, or the defaults; anything unreadable falls back to the defaults. */
export async function settingsOf(db: Db, userId: number): Promise<NotificationSettings> {
  const [row] = await db
    .select({ settings: notificationSettings.settings })
    .from(notificationSettings)
    .where(eq(notificationSettings.userId, userId));
  const parsed = row ? notificationSettingsSchema.safeParse(row.settings) : undefined;
  return parsed?.success ? parsed.data : DEFAULT_NOTIFICATION_SETTINGS;
}

/**
 * Stores a notification inside the caller's transaction (so it exists exactly when the event does).
 * Delivery — sockets on every instance, web push, e-mail — is the dispatcher's, after the commit.
 * A group muted in the app stores nothing (account and shop notifications cannot be muted). Returns
 * whether a new notification was stored.
 */
export async function writeNotification(tx: Db, n: NewNotification): Promise<boolean> {
  const group = notificationGroupOf(n.type);
  if (!ALWAYS_IN_APP.includes(group)) {
    const settings = await settingsOf(tx, n.userId);
    if (!settings.groups[group].inApp) return false;
  }
  const inserted = await tx
    .insert(notifications)
    .values({
      userId: n.userId,
      type: n.type,
      itemId: n.itemId ?? null,
      params: n.params ?? {},
      payload: n.payload ?? null,
      dedupeKey: n.key,
      ...(n.at ? { createdAt: n.at } : {}),
    })
    .onConflictDoNothing({ target: notifications.dedupeKey })
    .returning({ id: notifications.id });
  return inserted.length > 0;
}

/** The address every click goes through (spec 1 §4 "Redirect by notification type"). */
export function buttonUrlOf(row: Pick<NotificationRow, 'type' | 'itemId' | 'payload'>): string {
  const query = new URLSearchParams({ type: row.type });
  if (row.itemId !== null) query.set('itemId', String(row.itemId));
  if (row.payload) query.set('payload', JSON.stringify(row.payload));
  return `/redirect?${query.toString()}`;
}

export function toNotification(row: NotificationRow, lang: MessageLanguage): Notification {
  return {
    id: row.id,
    text: renderNotificationText(row.type, row.params, lang),
    icon: notificationIcon(row.type),
    timestamp: Math.floor(new Date(row.createdAt).getTime() / 1000),
    isRead: row.readAt !== null,
    type: row.type,
    itemId: row.itemId,
    payload: row.payload,
    buttonUrl: buttonUrlOf(row),
  };
}

/**
 * `feed`: while it is live, a student's notification settings are kept until it tells of a change to
 * them (`settings:<user>`, migration 0029).
 */
export function createNotificationService(db: Db, feed?: ChangeFeed) {
  const keptSettings = keepWhile(
    (userId: number) => versionsOf(feed, ['settings', userId]),
    (userId: number) => settingsOf(db, userId),
  );

  async function counts(userId: number) {
    const [row] = await db
      .select({
        total: count(),
        unread: sql<number>`count(*) filter (where ${notifications.readAt} is null)`.mapWith(Number),
      })
      .from(notifications)
      .where(eq(notifications.userId, userId));
    return { unreadCount: row?.unread ?? 0, totalCount: row?.total ?? 0 };
  }

  return {
    counts,

    async list(
      userId: number,
      lang: MessageLanguage,
      q: { sort: 'DESC' | 'ASC'; limit: number; offset: number },
    ): Promise<NotificationList> {
      const rows = await db
        .select()
        .from(notifications)
        .where(eq(notifications.userId, userId))
        .orderBy(
          ...(q.sort === 'DESC'
            ? [desc(notifications.createdAt), desc(notifications.id)]
            : [asc(notifications.createdAt), asc(notifications.id)]),
        )
        .limit(q.limit)
        .offset(q.offset);
      return { notifications: rows.map((r) => toNotification(r, lang)), ...(await counts(userId)) };
    },

    /** Marks one of the student's notifications read (idempotent); another student's id is a 404. */
    async read(userId: number, id: number, lang: MessageLanguage) {
      const [row] = await db
        .update(notifications)
        .set({ readAt: sql`coalesce(${notifications.readAt}, now())` })
        .where(and(eq(notifications.id, id), eq(notifications.userId, userId)))
        .returning();
      if (!row) throw new NotFound();
      return { notification: toNotification(row, lang), ...(await counts(userId)) };
    },

    async readAll(userId: number) {
      await db
        .update(notifications)
        .set({ readAt: sql`now()` })
        .where(and(eq(notifications.userId, userId), isNull(notifications.readAt)));
      return counts(userId);
    },

    settings: (userId: number) => keptSettings(userId),

    async saveSettings(userId: number, settings: NotificationSettings): Promise<NotificationSettings> {
      // Groups that cannot be muted in the app stay on whatever the client sends.
      const groups = { ...settings.groups };
      for (const g of ALWAYS_IN_APP) groups[g] = { ...groups[g], inApp: true };
      const value = { ...settings, groups };
      await db
        .insert(notificationSettings)
        .values({ userId, settings: value })
        .onConflictDoUpdate({
          target: notificationSettings.userId,
          set: { settings: value, updatedAt: sql`now()` },
        });
      return value;
    },

    async subscribePush(userId: number, s: { endpoint: string; keys: { p256dh: string; auth: string } }) {
      await db
        .insert(webPushSubscriptions)
        .values({ userId, endpoint: s.endpoint, p256dh: s.keys.p256dh, auth: s.keys.auth })
        .onConflictDoUpdate({
          target: webPushSubscriptions.endpoint,
          set: { userId, p256dh: s.keys.p256dh, auth: s.keys.auth },
        });
    },

    /** Removes the caller's own subscription; someone else's endpoint is left alone (and answered alike). */
    async unsubscribePush(userId: number, endpoint: string) {
      await db
        .delete(webPushSubscriptions)
        .where(and(eq(webPushSubscriptions.userId, userId), eq(webPushSubscriptions.endpoint, endpoint)));
    },
  };
}
export type NotificationService = ReturnType<typeof createNotificationService>;

/** Unread counts of several students at once (the dispatcher's `new` pushes carry them). */
export async function unreadCounts(db: Db, userIds: number[]): Promise<Map<number, number>> {
  if (userIds.length === 0) return new Map();
  const rows = await db
    .select({ userId: notifications.userId, unread: count() })
    .from(notifications)
    .where(and(inArray(notifications.userId, userIds), isNull(notifications.readAt)))
    .groupBy(notifications.userId);
  return new Map(rows.map((r) => [r.userId, r.unread]));
}
