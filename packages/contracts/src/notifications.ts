import { z } from 'zod';

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
