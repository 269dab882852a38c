import { z } from 'zod';
import { idSchema } from './ids.js';

/**
 * Notification types (spec 1 §3 "Notification": about 60; the spec leaves the identifiers to us). They are
 * stable wire values: stored with each notification, sent on the socket and read by `/redirect?type=`.
 */
export const NOTIFICATION_TYPES = [
  // Lessons.
  'lesson_moved',
  'lesson_created',
  'lesson_cancelled',
  'lesson_start_day',
  'lesson_start_hour',
  'lesson_start_minutes',
  'lesson_start_now',
  'theory_lesson_start',
  'lesson_not_started',
  'lesson_online_view_exp',
  'lesson_offline_view_exp',
  'lesson_recording_ready',
  // Homework.
  'homework_created',
  'homework_final',
  'homework_assigned',
  'homework_checked',
  'homework_rechecked',
  'homework_recheck_expired',
  'homework_reviewed',
  'homework_undone',
  'homework_not_started',
  'homework_less_points',
  'homework_more_points',
  'homework_exp',
  'homework_task_fixed',
  'homework_ruletka',
  'homework_returned',
  'homework_deadline_soon',
  'homework_low_score_streak',
  'homework_high_score_streak',
  // Groups and products.
  'group_renew',
  'group_kicked',
  'product_ending',
  'product_prolong',
  'payment_succeeded',
  'invoice_paid',
  'refund_reject',
  'coupon_granted',
  // Account.
  'password_changed',
  'manager_changed',
  'ok_changed',
  'telegram_invite',
  // Gamification.
  'level_up',
  'coins',
  'exp',
  'streak_at_risk',
  'streak_lost',
  'lives_charge',
  'lives_recovered',
  'global_life_lost',
  'lives_curator_added',
  'referral_bonus',
  // Reminders.
  'loyalty_reminder',
  'progress_reminder',
  'training_reminder',
  // Dialogs.
  'dialog_message',
  'chat_reply',
  'poll_new',
] as const;
export type NotificationType = (typeof NOTIFICATION_TYPES)[number];
export const notificationTypeSchema = z.enum(NOTIFICATION_TYPES);

export const isNotificationType = (value: unknown): value is NotificationType =>
  typeof value === 'string' && (NOTIFICATION_TYPES as readonly string[]).includes(value);

/** The notifications socket (docs/notifications.md), on the same real-time layer as the lesson chat. */
export const NOTIFICATIONS_PATH = '/ws/notifications/';
/** Spec 1 §9: page size 10; the badge shows "9+" above 9 unread; the popover is at most 560 px high. */
export const NOTIFICATION_PAGE_SIZE = 10;
export const NOTIFICATION_BADGE_MAX = 9;
export const NOTIFICATION_POPOVER_MAX_HEIGHT = 560;
export const NOTIFICATION_TEXT_MAX_LENGTH = 500;

export const NOTIFICATION_ACTIONS = ['get', 'read', 'read_all'] as const;
export type NotificationAction = (typeof NOTIFICATION_ACTIONS)[number];

/** Groups the student can mute per channel (preferences beyond the spec). */
export const NOTIFICATION_GROUPS = [
  'lessons',
  'homework',
  'shop',
  'account',
  'progress',
  'reminders',
  'dialogs',
] as const;
export type NotificationGroup = (typeof NOTIFICATION_GROUPS)[number];
export const NOTIFICATION_CHANNELS = ['inApp', 'webPush', 'email'] as const;
export type NotificationChannel = (typeof NOTIFICATION_CHANNELS)[number];

/** The group a type belongs to; password changes and dialogs cannot be muted in the app. */
export function notificationGroupOf(type: NotificationType): NotificationGroup {
  if (type.startsWith('lesson_') || type === 'theory_lesson_start') return 'lessons';
  if (type.startsWith('homework_')) return 'homework';
  if (type.startsWith('group_') || type.startsWith('product_') || type.startsWith('payment_')) return 'shop';
  if (['invoice_paid', 'refund_reject', 'coupon_granted'].includes(type)) return 'shop';
  if (['password_changed', 'manager_changed', 'ok_changed', 'telegram_invite'].includes(type))
    return 'account';
  if (type.endsWith('_reminder')) return 'reminders';
  if (['dialog_message', 'chat_reply', 'poll_new'].includes(type)) return 'dialogs';
  return 'progress';
}
/** Groups whose in-app notifications cannot be turned off (security and money). */
export const ALWAYS_IN_APP: readonly NotificationGroup[] = ['account', 'shop'];

export const notificationSchema = z.object({
  id: idSchema,
  text: z.string(),
  /** One of the icon names the SPA draws (per group). */
  icon: z.string(),
  /** Unix time in seconds. */
  timestamp: z.number().int(),
  isRead: z.boolean(),
  type: notificationTypeSchema,
  itemId: z.number().int().nullable(),
  payload: z.record(z.string(), z.unknown()).nullable(),
  /** `/redirect?type=…&itemId=…&payload=…`: the one route every click goes through. */
  buttonUrl: z.string(),
});
export type Notification = z.infer<typeof notificationSchema>;

export const notificationListSchema = z.object({
  notifications: z.array(notificationSchema),
  unreadCount: z.number().int(),
  totalCount: z.number().int(),
});
export type NotificationList = z.infer<typeof notificationListSchema>;
export const notificationCountsSchema = notificationListSchema.omit({ notifications: true });

/** The server's push `new`. */
export const notificationNewSchema = z.object({
  notification: notificationSchema,
  unreadCount: z.number().int(),
});
export type NotificationNew = z.infer<typeof notificationNewSchema>;

export const notificationsGetSchema = z.object({
  sort: z.enum(['DESC', 'ASC']).default('DESC'),
  limit: z.number().int().min(1).max(50).default(NOTIFICATION_PAGE_SIZE),
  offset: z.number().int().min(0).max(1_000_000).default(0),
});
export const notificationReadSchema = z.object({ objectId: idSchema });

const timeOfDay = z.string().regex(/^([01]\d|2[0-3]):[0-5]\d$/, 'invalid');
export const channelSwitchesSchema = z.object({
  inApp: z.boolean(),
  webPush: z.boolean(),
  email: z.boolean(),
});
export const notificationSettingsSchema = z.object({
  groups: z.record(z.enum(NOTIFICATION_GROUPS), channelSwitchesSchema),
  /** Quiet hours in the student's time zone: no web push or e-mail between them (may wrap midnight). */
  quietHours: z.object({ from: timeOfDay, to: timeOfDay }).nullable(),
});
export type NotificationSettings = z.infer<typeof notificationSettingsSchema>;

export const DEFAULT_NOTIFICATION_SETTINGS: NotificationSettings = {
  groups: Object.fromEntries(
    NOTIFICATION_GROUPS.map((g) => [g, { inApp: true, webPush: true, email: g === 'account' }]),
  ) as NotificationSettings['groups'],
  quietHours: { from: '22:00', to: '08:00' },
};

/** Whether `hhmm` (local) falls inside quiet hours [from, to) — wrapping midnight when from > to. */
export function isQuietTime(quiet: NotificationSettings['quietHours'], hhmm: string): boolean {
  if (!quiet || quiet.from === quiet.to) return false;
  return quiet.from < quiet.to
    ? hhmm >= quiet.from && hhmm < quiet.to
    : hhmm >= quiet.from || hhmm < quiet.to;
}

/** A browser's push subscription (PushSubscription.toJSON()). */
export const webPushSubscriptionSchema = z.object({
  endpoint: z.string().url().max(2000).startsWith('https://'),
  keys: z.object({ p256dh: z.string().min(1).max(200), auth: z.string().min(1).max(100) }),
});
/**
 * The same, also admitting a push service on this machine (`http://127.0.0.1[:port]/…`): used by the API
 * only when `WEB_PUSH_ALLOW_LOOPBACK` is on, which it never is in production (a test's local push service).
 */
export const webPushLoopbackSubscriptionSchema = webPushSubscriptionSchema.extend({
  endpoint: z
    .string()
    .url()
    .max(2000)
    .refine((u) => u.startsWith('https://') || /^http:\/\/127\.0\.0\.1(:\d+)?\//.test(u)),
});
export const webPushUnsubscribeSchema = z.object({ endpoint: z.string().max(2000) });
export const webPushKeySchema = z.object({ publicKey: z.string() });
