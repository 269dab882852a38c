import type { NotificationType } from '@prepa/contracts';
import { notificationGroupOf } from '@prepa/contracts';
import type { MessageLanguage } from '@prepa/contracts';

type Params = Record<string, string | number>;
type Template = readonly [ru: string, en: string];

/**
 * Texts of the notification types, rendered when read in the reader's language. `{name}` is replaced by
 * the notification's params (a missing one by an empty string).
 */
const TEXTS: Record<NotificationType, Template> = {
  lesson_moved: ['Урок «{title}» перенесён на {when}', 'Lesson "{title}" was moved to {when}'],
  lesson_created: ['Новый урок «{title}»: {when}', 'New lesson "{title}": {when}'],
  lesson_cancelled: ['Урок «{title}» отменён', 'Lesson "{title}" was cancelled'],
  lesson_start_day: ['Завтра урок «{title}» в {time}', 'Lesson "{title}" is tomorrow at {time}'],
  lesson_start_hour: ['Через час урок «{title}»', 'Lesson "{title}" starts in an hour'],
  lesson_start_minutes: [
    'Урок «{title}» начнётся через {minutes} мин',
    'Lesson "{title}" starts in {minutes} min',
  ],
  lesson_start_now: ['Урок «{title}» начался — подключайся', 'Lesson "{title}" has started — join now'],
  theory_lesson_start: ['Начинается теория: «{title}»', 'Theory lesson "{title}" is starting'],
  lesson_not_started: ['Ты ещё не начал курс «{title}»', 'You have not started "{title}" yet'],
  lesson_online_view_exp: ['+{amount} опыта за урок в прямом эфире', '+{amount} exp for watching live'],
  lesson_offline_view_exp: ['+{amount} опыта за просмотр записи', '+{amount} exp for watching the recording'],
  lesson_recording_ready: ['Запись урока «{title}» готова', 'The recording of "{title}" is ready'],
  homework_created: ['Новое домашнее задание «{title}»', 'New homework "{title}"'],
  homework_final: ['Итоговая домашка «{title}» открыта', 'Final homework "{title}" is open'],
  homework_assigned: ['Тебе назначено задание «{title}»', 'Homework "{title}" was assigned to you'],
  homework_checked: [
    'Домашка «{title}» проверена: {points} из {maxPoints}',
    'Homework "{title}" checked: {points} of {maxPoints}',
  ],
  homework_rechecked: [
    'Домашка «{title}» перепроверена: {points} из {maxPoints}',
    'Homework "{title}" rechecked: {points} of {maxPoints}',
  ],
  homework_recheck_expired: [
    'Срок перепроверки «{title}» истёк',
    'The recheck period of "{title}" has ended',
  ],
  homework_reviewed: ['Куратор оставил отзыв к «{title}»', 'Your curator reviewed "{title}"'],
  homework_undone: ['Домашка «{title}» не сдана', 'Homework "{title}" was not handed in'],
  homework_not_started: ['Ты ещё не начал домашку «{title}»', 'You have not started homework "{title}"'],
  homework_less_points: [
    'За «{title}» меньше баллов, чем обычно: {points}',
    'Fewer points than usual for "{title}": {points}',
  ],
  homework_more_points: [
    'За «{title}» больше баллов, чем обычно: {points}',
    'More points than usual for "{title}": {points}',
  ],
  homework_exp: ['+{amount} опыта за домашку «{title}»', '+{amount} exp for homework "{title}"'],
  homework_task_fixed: [
    'В «{title}» исправлено задание — проверь результат',
    'A task in "{title}" was fixed — check your result',
  ],
  homework_ruletka: ['Рулетка заданий ждёт тебя', 'The task roulette is waiting'],
  homework_returned: ['Домашку «{title}» вернули на доработку', 'Homework "{title}" was returned for rework'],
  homework_deadline_soon: ['Срок сдачи «{title}» — {when}', '"{title}" is due {when}'],
  homework_low_score_streak: [
    'Несколько домашек подряд с низким баллом — давай разберёмся',
    'Several low homework scores in a row — let us sort it out',
  ],
  homework_high_score_streak: [
    'Серия отличных домашек — так держать!',
    'A streak of great homework — keep it up!',
  ],
  group_renew: ['Группа «{title}» продлена', 'Group "{title}" was renewed'],
  group_kicked: ['Доступ к «{title}» закрыт', 'Your access to "{title}" has ended'],
  product_ending: ['Доступ к «{title}» заканчивается {when}', 'Your access to "{title}" ends {when}'],
  product_prolong: ['Продли «{title}», чтобы не прерывать подготовку', 'Renew "{title}" to keep studying'],
  payment_succeeded: ['Оплата прошла: {amount}', 'Payment received: {amount}'],
  invoice_paid: ['Счёт оплачен: {amount}', 'Invoice paid: {amount}'],
  refund_reject: [
    'В возврате {amount} отказано: {reason}. Оплаченные курсы открыты',
    'Your refund of {amount} was declined: {reason}. The courses you paid for are open',
  ],
  coupon_granted: ['Промокод активирован: «{title}»', 'Promo code activated: "{title}"'],
  password_changed: [
    'Пароль изменён. Если это были не вы — напишите в поддержку',
    'Your password was changed. If it was not you, write to support',
  ],
  manager_changed: ['У тебя новый менеджер', 'You have a new manager'],
  ok_changed: ['Отдел заботы обновил данные', 'The care team updated your details'],
  telegram_invite: ['Приглашение в Telegram-чат курса', 'An invitation to the course Telegram chat'],
  level_up: ['Новый уровень: {level}!', 'New level: {level}!'],
  coins: ['+{amount} умкоинов', '+{amount} umcoins'],
  exp: ['+{amount} опыта', '+{amount} exp'],
  streak_at_risk: ['Серия под угрозой — позанимайся сегодня', 'Your streak is at risk — study today'],
  streak_lost: ['Серия прервалась', 'Your streak has ended'],
  lives_charge: ['Списана жизнь: домашка «{title}»', 'A life was taken: homework "{title}"'],
  lives_recovered: ['Жизнь восстановлена', 'A life was recovered'],
  global_life_lost: ['Потеряна жизнь курса', 'A course life was lost'],
  lives_curator_added: ['Куратор вернул тебе жизнь', 'Your curator gave you a life'],
  referral_bonus: ['Друг оплатил курс: +{amount} бонусов', 'A friend paid: +{amount} bonuses'],
  loyalty_reminder: ['Загляни в программу лояльности', 'Check your loyalty programme'],
  progress_reminder: ['Посмотри свои достижения за неделю', 'See your achievements this week'],
  training_reminder: ['Карточки ждут повторения', 'Your flashcards are due'],
  dialog_message: ['Новое сообщение', 'New message'],
  chat_reply: ['Тебе ответили в чате урока', 'Someone replied to you in a lesson chat'],
  poll_new: ['Новый опрос — ответь, это минута', 'A new poll — it takes a minute'],
};

export function renderNotificationText(
  type: NotificationType,
  params: Params,
  lang: MessageLanguage,
): string {
  const template = TEXTS[type][lang === 'en' ? 1 : 0];
  return template.replace(/\{(\w+)\}/g, (_, name: string) => String(params[name] ?? ''));
}

/** The icon the SPA draws for a notification: one per group. */
export const notificationIcon = (type: NotificationType): string => notificationGroupOf(type);
