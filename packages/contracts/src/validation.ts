import { z } from 'zod';
import {
  EMAIL_MAX,
  LOGIN_FIELD_MAX,
  NAME_PART_MAX,
  NAME_PART_MIN,
  PASSWORD_MAX,
  REGISTRATION_PASSWORD_MAX,
  REGISTRATION_PASSWORD_MIN,
  USERNAME_MAX,
} from './constants/specs.js';
import {
  EMAIL_PATTERN,
  NAME_PART_PATTERN,
  NAME_PART_PATTERN_KZ,
  PASSWORD_PATTERN,
  SMS_CODE_PATTERN,
  TELEGRAM_PATTERN,
} from './patterns.js';
import { isValidPhone, normalizePhone, type PhoneCountry } from './phone.js';

const required = (max: number) =>
  z.string({ error: 'required' }).trim().min(1, { error: 'required' }).max(max, { error: 'max_length' });

export const emailSchema = required(EMAIL_MAX).regex(EMAIL_PATTERN, { error: 'email_invalid' });

export function namePartSchema(kazakh = false) {
  return z
    .string({ error: 'required' })
    .trim()
    .min(1, { error: 'required' })
    .min(NAME_PART_MIN, { error: 'name_part_length' })
    .max(NAME_PART_MAX, { error: 'name_part_length' })
    .regex(kazakh ? NAME_PART_PATTERN_KZ : NAME_PART_PATTERN, { error: 'name_part_invalid' });
}

/** A password on login: any non-empty string up to the maximum. */
export const loginPasswordSchema = z
  .string({ error: 'required' })
  .min(1, { error: 'required' })
  .max(PASSWORD_MAX, { error: 'max_length' });

/** A password being set: 6–40 characters of the allowed set. */
export const newPasswordSchema = z
  .string({ error: 'required' })
  .min(1, { error: 'required' })
  .min(REGISTRATION_PASSWORD_MIN, { error: 'password_length' })
  .max(REGISTRATION_PASSWORD_MAX, { error: 'password_length' })
  .regex(PASSWORD_PATTERN, { error: 'password_chars' });

/**
 * A phone as typed (8 916…, +7 (916)…, 916 123-45-67…): normalised to the spec's digits with a plus
 * (normalizePhone) before the country rule is checked, so client and server accept the same input.
 */
export function phoneSchema(country?: PhoneCountry) {
  return z
    .string({ error: 'required' })
    .trim()
    .min(1, { error: 'required' })
    .max(32, { error: 'max_length' })
    .overwrite((v) => normalizePhone(v, country))
    .refine((v) => isValidPhone(v, country), { error: 'phone_invalid' });
}

export const smsCodeSchema = z
  .string({ error: 'required' })
  .regex(SMS_CODE_PATTERN, { error: 'sms_code_invalid' });

export const telegramSchema = z
  .string({ error: 'required' })
  .trim()
  .min(1, { error: 'required' })
  .max(USERNAME_MAX, { error: 'telegram_invalid' })
  .regex(TELEGRAM_PATTERN, { error: 'telegram_invalid' });

export const loginIdentifierSchema = required(LOGIN_FIELD_MAX);
