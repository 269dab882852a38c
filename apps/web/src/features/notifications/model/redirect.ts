import { isNotificationType, type NotificationType } from '@prepa/contracts';
import { routePath } from '../../../shared/config/routes';

/** The label of a notification's button: "go" unless the type says otherwise (spec 1 §4). */
export type NotificationButton = 'go' | 'prolong' | 'write';

/** Where a notification (or `/redirect?type=…`) takes the student: a path, or none ("write" buttons). */
export interface NotificationTarget {
  to: string | null;
  button: NotificationButton;
}

/** A type that is not ours, or an item id / payload the type needs and did not get. */
export class NotificationRedirectError extends Error {
  constructor(readonly reason: 'type' | 'item' | 'payload') {
    super(`bad notification redirect: ${reason}`);
    this.name = 'NotificationRedirectError';
  }
}

type Rule = (item: () => number, payload: Record<string, unknown>) => NotificationTarget;

const go = (to: string | null): NotificationTarget => ({ to, button: 'go' });
const lesson: Rule = (item) => go(routePath('Lesson', { lessonId: item() }));
const homework: Rule = (item) => go(routePath('Homework', { homeworkId: item() }));
const progress: Rule = () => go(routePath('StudentProgress'));
const home: Rule = () => go(routePath('Home'));
/** Product renewal: the catalogue of its course type (payload sysCourseTypeCode), the product type if given. */
const renewal: Rule = (item, payload) => {
  const code = payload.sysCourseTypeCode;
  if (typeof code !== 'string' || !/^[A-Z][A-Z0-9_]{0,63}$/.test(code)) {
    throw new NotificationRedirectError('payload');
  }
  return {
    to: routePath('Catalog', { sysCourseTypeCode: code, productTypeId: item() }),
    button: 'prolong',
  };
};

/**
 * The one mapping from a notification type to its screen (spec 1 §4 "Redirect by notification type"):
 * lesson → Lesson, a lesson not started → my product, homework → Homework, homework not started →
 * HomeworkList, task fixed → HomeworkCompleted, product renewal → Catalog with "prolong", loyalty reminder
 * → StudentProgress, progress reminder → academic achievements (StudentResults), password changed →
 * "write" with no route. The spec leaves the rest open: gamification goes to StudentProgress, the others
 * home, all with "go".
 */
const RULES: Record<NotificationType, Rule> = {
  lesson_moved: lesson,
  lesson_created: lesson,
  lesson_cancelled: lesson,
  lesson_start_day: lesson,
  lesson_start_hour: lesson,
  lesson_start_minutes: lesson,
  lesson_start_now: lesson,
  theory_lesson_start: lesson,
  lesson_online_view_exp: lesson,
  lesson_offline_view_exp: lesson,
  lesson_recording_ready: lesson,
  chat_reply: lesson,
  // "My product": the item is the product type whose lessons the student owns.
  lesson_not_started: (item) => go(routePath('LessonModules', { productTypeId: item() })),
  homework_created: homework,
  homework_final: homework,
  homework_assigned: homework,
  homework_checked: homework,
  homework_rechecked: homework,
  homework_recheck_expired: homework,
  homework_reviewed: homework,
  homework_undone: homework,
  homework_less_points: homework,
  homework_more_points: homework,
  homework_exp: homework,
  homework_ruletka: homework,
  homework_returned: homework,
  homework_deadline_soon: homework,
  homework_not_started: () => go(routePath('HomeworkList')),
  homework_task_fixed: (item) => go(routePath('HomeworkCompleted', { homeworkId: item() })),
  homework_low_score_streak: () => go(routePath('HomeworkList')),
  homework_high_score_streak: () => go(routePath('HomeworkList')),
  group_renew: renewal,
  product_ending: renewal,
  product_prolong: renewal,
  payment_succeeded: () => go(routePath('Lessons')),
  invoice_paid: () => go(routePath('Lessons')),
  coupon_granted: () => go(routePath('CatalogStart')),
  // The documents page shows the student's refunds above their purchases, the refusal and its reason first.
  refund_reject: () => go(routePath('Documents')),
  group_kicked: home,
  password_changed: () => ({ to: null, button: 'write' }),
  manager_changed: home,
  ok_changed: home,
  telegram_invite: () => go(routePath('ProfileEdit')),
  level_up: progress,
  coins: progress,
  exp: progress,
  streak_at_risk: progress,
  streak_lost: progress,
  lives_charge: progress,
  lives_recovered: progress,
  global_life_lost: progress,
  lives_curator_added: progress,
  referral_bonus: progress,
  loyalty_reminder: progress,
  progress_reminder: () => go(routePath('StudentResults')),
  training_reminder: () => go(routePath('TrainingSettings')),
  dialog_message: home,
  poll_new: home,
};

/** Parses the `payload` query value (JSON, already URL-decoded): absent is `{}`, anything but an object is bad. */
export function parseRedirectPayload(raw: string | null): Record<string, unknown> {
  if (raw === null || raw === '') return {};
  let value: unknown;
  try {
    value = JSON.parse(raw);
  } catch {
    throw new NotificationRedirectError('payload');
  }
  if (typeof value !== 'object' || value === null || Array.isArray(value)) {
    throw new NotificationRedirectError('payload');
  }
  return value as Record<string, unknown>;
}

/** The target of a notification; throws NotificationRedirectError on a bad type, item id or payload. */
export function notificationTarget(
  type: unknown,
  itemId: unknown,
  payload: Record<string, unknown> = {},
): NotificationTarget {
  if (!isNotificationType(type)) throw new NotificationRedirectError('type');
  const item = () => {
    const n =
      typeof itemId === 'number'
        ? itemId
        : typeof itemId === 'string' && /^\d{1,10}$/.test(itemId)
          ? Number(itemId)
          : NaN;
    if (!Number.isSafeInteger(n) || n <= 0) throw new NotificationRedirectError('item');
    return n;
  };
  return RULES[type](item, payload);
}
