import { eq, inArray, sql } from 'drizzle-orm';
import { isQuietTime, notificationGroupOf } from '@prepa/contracts';
import type { FastifyBaseLogger } from 'fastify';
import type { Messenger } from '../../adapters/messenger.js';
import type { Db } from '../../db/client.js';
import { notifications, users, webPushSubscriptions } from '../../db/schema/index.js';
import type { Bus } from '../../realtime/index.js';
import { localTimeIn, zoneOf } from '../calendar/index.js';
import { buttonUrlOf, settingsOf, unreadCounts, type NotificationRow } from './service.js';
import { renderNotificationText } from './texts.js';
import type { PushSender } from './web-push.js';

export const notificationsChannel = (userId: number) => `notifications:${userId}`;

/** What the bus carries to every instance: the row (rendered per socket, in its language) and the count. */
export interface NotificationEvent {
  row: NotificationRow;
  unreadCount: number;
}

export interface DispatchDeps {
  db: Db;
  bus: Bus;
  push: PushSender;
  messenger: Messenger;
  log: FastifyBaseLogger;
  /** The site's public origin for links in e-mails and pushes. */
  origin: string;
}

const BATCH = 100;
/** Stored but not yet delivered (the partial index covers exactly these rows). */
const undelivered = sql`${notifications.dispatchedAt} is null`;

/**
 * Delivers notifications stored since the last run: claims up to BATCH undelivered rows (FOR UPDATE SKIP
 * LOCKED, so two instances never take the same row), marks them dispatched in that transaction, then
 * publishes each to its student's bus channel (every instance's sockets of that student receive it) and
 * sends web push and e-mail where the student allows it outside quiet hours. A failed push or e-mail is
 * logged, never retried in a loop and never fatal; the notification stays in the list either way.
 */
export async function dispatchPending(deps: DispatchDeps, now = new Date()): Promise<number> {
  const { db, bus, log } = deps;
  // Idle, which is nearly always: one indexed read (the partial index on undelivered rows) instead of
  // a locking transaction of three statements several times a second, which on PGlite's one thread
  // waited in line with the requests.
  const [waiting] = await db.select({ id: notifications.id }).from(notifications).where(undelivered).limit(1);
  if (!waiting) return 0;
  const claimed = await db.transaction(async (tx) => {
    const ids = await tx
      .select({ id: notifications.id })
      .from(notifications)
      .where(undelivered)
      .orderBy(notifications.id)
      .limit(BATCH)
      .for('update', { skipLocked: true });
    if (ids.length === 0) return [];
    return tx
      .update(notifications)
      .set({ dispatchedAt: now })
      .where(
        inArray(
          notifications.id,
          ids.map((r) => r.id),
        ),
      )
      .returning();
  });
  if (claimed.length === 0) return 0;
  const counts = await unreadCounts(db, [...new Set(claimed.map((r) => r.userId))]);
  for (const row of claimed.sort((a, b) => a.id - b.id)) {
    const event: NotificationEvent = { row, unreadCount: counts.get(row.userId) ?? 0 };
    await bus.publish(notificationsChannel(row.userId), event).catch((err: unknown) => {
      log.warn({ err, notification: row.id }, 'notification publish failed');
    });
    await deliverOutside(deps, row, now).catch((err: unknown) => {
      log.warn({ err, notification: row.id }, 'notification delivery failed');
    });
  }
  return claimed.length;
}

async function deliverOutside(deps: DispatchDeps, row: NotificationRow, now: Date): Promise<void> {
  const { db } = deps;
  const settings = await settingsOf(db, row.userId);
  const channels = settings.groups[notificationGroupOf(row.type)];
  if (!channels.webPush && !channels.email) return;
  if (isQuietTime(settings.quietHours, localTimeIn(now, await zoneOf(db, row.userId)))) return;
  const [user] = await db
    .select({ email: users.email, language: users.language })
    .from(users)
    .where(eq(users.id, row.userId));
  if (!user) return;
  const lang = user.language === 'en' ? 'en' : 'ru';
  const text = renderNotificationText(row.type, row.params, lang);
  const url = `${deps.origin}${buttonUrlOf(row)}`;
  if (channels.webPush) {
    const subs = await db
      .select()
      .from(webPushSubscriptions)
      .where(eq(webPushSubscriptions.userId, row.userId));
    for (const sub of subs) {
      const result = await deps.push.send(sub, { title: 'Prepa', body: text, url, tag: `n${row.id}` });
      // The browser dropped the subscription (404/410): forget it.
      if (result === 'gone') await db.delete(webPushSubscriptions).where(eq(webPushSubscriptions.id, sub.id));
    }
  }
  if (channels.email && user.email) await deps.messenger.sendEmail(user.email, text, `${text}\n\n${url}`);
}

/**
 * Runs the dispatcher every `intervalMs` (and soon after `kick()`), never twice at once in a process.
 * Producers store notifications inside their own transactions and know nothing of delivery.
 */
export function createDispatcher(deps: DispatchDeps, intervalMs: number) {
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<void> | undefined;
  let again = false;
  const run = (): Promise<void> => {
    if (running) {
      again = true;
      return running;
    }
    running = (async () => {
      do {
        again = false;
        const n = await dispatchPending(deps).catch((err: unknown) => {
          deps.log.error({ err }, 'notification dispatch failed');
          return 0;
        });
        if (n >= BATCH) again = true;
      } while (again);
    })().finally(() => {
      running = undefined;
    });
    return running;
  };
  return {
    run,
    start() {
      if (intervalMs > 0 && !timer) {
        timer = setInterval(() => void run(), intervalMs);
        timer.unref();
      }
    },
    async stop() {
      if (timer) clearInterval(timer);
      timer = undefined;
      await running;
    },
  };
}
export type Dispatcher = ReturnType<typeof createDispatcher>;
