import { SHOP_MESSAGES } from './shop-messages.js';
import { STUDENT_MESSAGES } from './student-messages.js';
import { REFERRAL_MESSAGES } from './referral-messages.js';
import { RESULTS_MESSAGES } from './results-messages.js';
import { TASKS_LIVES_MESSAGES } from './tasks-lives-messages.js';
import { LESSONS_MESSAGES } from './lessons-messages.js';
import { LESSON_CHAT_MESSAGES } from './lesson-chat-messages.js';
import { HOMEWORK_MESSAGES } from './homework-messages.js';
import { GLOBAL_MODALS_MESSAGES } from './global-modals-messages.js';

/**
 * Validation messages. Schemas carry the key; the API turns it into `detail` in the caller's
 * language and the SPA shows it through i18n. `{n}` is replaced by the limit of the rule.
 */
export const VALIDATION_MESSAGES = {
  required: { ru: 'Обязательное поле', en: 'This field is required' },
  invalid: { ru: 'Некорректное значение', en: 'Invalid value' },
  max_length: { ru: 'Не более {n} символов', en: 'At most {n} characters' },
  min_length: { ru: 'Не менее {n} символов', en: 'At least {n} characters' },
  email_invalid: { ru: 'Введите корректный e-mail', en: 'Enter a valid e-mail' },
  name_part_invalid: {
    ru: 'Только русские буквы и дефис',
    en: 'Only Cyrillic letters and hyphen',
  },
  name_part_length: { ru: 'От 2 до 40 символов', en: 'From 2 to 40 characters' },
  full_name_parts: {
    ru: 'Фамилия и имя обязательны',
    en: 'Last name and first name are required',
  },
  password_chars: {
    ru: "Пароль может содержать только латинские и русские буквы, цифры и символы @,!#$%&'*+-/=?^_`{|}~",
    en: "Password may contain only Latin and Cyrillic letters, digits and the symbols @,!#$%&'*+-/=?^_`{|}~",
  },
  password_length: { ru: 'Пароль от 6 до 40 символов', en: 'Password must be 6 to 40 characters' },
  passwords_mismatch: { ru: 'Пароли не совпадают', en: 'Passwords do not match' },
  phone_invalid: { ru: 'Введите корректный номер телефона', en: 'Enter a valid phone number' },
  sms_code_invalid: { ru: 'Код состоит из 4 цифр', en: 'The code is 4 digits' },
  telegram_invalid: { ru: 'Некорректное имя пользователя', en: 'Username is incorrect' },
  offer_required: { ru: 'Необходимо принять оферту', en: 'You must accept the offer' },
  pdpp_required: {
    ru: 'Необходимо согласие на обработку персональных данных',
    en: 'You must consent to personal data processing',
  },
  full_name_russian_only: {
    ru: 'Поле может содержать только русские буквы',
    en: 'The field can contain only Russian letters',
  },
  full_name_format: {
    ru: 'Введите ФИО в формате: Фамилия Имя Отчество',
    en: 'Enter the full name as: last name, first name, patronymic',
  },
  full_name_short_word: {
    ru: 'ФИО не может содержать слова короче 2 букв',
    en: 'The full name cannot contain words shorter than 2 letters',
  },
  exactly_one_priority: {
    ru: 'Выберите один приоритетный предмет',
    en: 'Choose exactly one priority subject',
  },
  ...SHOP_MESSAGES,
  ...STUDENT_MESSAGES,
  ...RESULTS_MESSAGES,
  ...TASKS_LIVES_MESSAGES,
  ...LESSONS_MESSAGES,
  ...LESSON_CHAT_MESSAGES,
  ...HOMEWORK_MESSAGES,
  ...REFERRAL_MESSAGES,
  ...GLOBAL_MODALS_MESSAGES,
} as const;
export type MessageKey = keyof typeof VALIDATION_MESSAGES;
export type MessageLanguage = 'ru' | 'en';

export function isMessageKey(value: string): value is MessageKey {
  return Object.prototype.hasOwnProperty.call(VALIDATION_MESSAGES, value);
}

export function formatMessage(key: string, lang: MessageLanguage, n?: number | bigint): string {
  if (!isMessageKey(key)) return key;
  const text: string = VALIDATION_MESSAGES[key][lang];
  return n === undefined ? text : text.replace('{n}', String(n));
}
