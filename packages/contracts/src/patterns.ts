import { SMS_CODE_LENGTH, USERNAME_MAX, USERNAME_MIN } from './constants/specs.js';

// Patterns and checks without zod: the login page uses them and must not load zod (decision 003).
/** Local part, @, a domain with letters and a suffix of 2+ letters, or an IP literal. */
export const EMAIL_PATTERN =
  /^[a-zA-Z0-9.!#$%&'*+/=?^_`{|}~-]+@(?:(?:[a-zA-Z0-9](?:[a-zA-Z0-9-]*[a-zA-Z0-9])?\.)+[a-zA-Z]{2,}|\[(?:\d{1,3}\.){3}\d{1,3}\])$/;
/** Latin and Cyrillic letters, digits and @,!#$%&'*+-/=?^_`{|}~ */
export const PASSWORD_PATTERN = /^[A-Za-zА-Яа-яЁё0-9@,!#$%&'*+\-/=?^_`{|}~]*$/;
export const NAME_PART_PATTERN = /^[А-Яа-яЁё-]+$/;
/** The Kazakh variant adds the letters of the Kazakh alphabet. */
export const NAME_PART_PATTERN_KZ = /^[А-Яа-яЁёӘәҒғҚқҢңӨөҰұҮүҺһІі-]+$/;
export const TELEGRAM_PATTERN = new RegExp(`^[A-Za-z][A-Za-z0-9_]{${USERNAME_MIN - 1},${USERNAME_MAX - 1}}$`);
export const SMS_CODE_PATTERN = new RegExp(`^\\d{${SMS_CODE_LENGTH}}$`);

export function looksLikeEmail(value: string): boolean {
  return EMAIL_PATTERN.test(value.trim());
}
