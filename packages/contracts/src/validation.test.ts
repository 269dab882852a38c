import { describe, expect, it } from 'vitest';
import {
  detectPhoneCountry,
  formatMessage,
  hasGate,
  isValidPhone,
  loginRequestSchema,
  looksLikeEmail,
  namePartSchema,
  newPasswordSchema,
  normalizePhone,
  normalizePhoneDigits,
  phoneSchema,
  parsePlatform,
  PLATFORM_CONFIGS,
  registrationV3Schema,
  ROLES,
  smsCodeSchema,
  telegramSchema,
} from './index.js';

function firstMessage(result: { success: boolean; error?: { issues: { message: string }[] } }) {
  return result.success ? undefined : result.error?.issues[0]?.message;
}

describe('phone rules', () => {
  it('detects the country from the typed digits', () => {
    expect(detectPhoneCountry('+7 912')).toBe('ru');
    expect(detectPhoneCountry('7701')).toBe('kz');
    expect(detectPhoneCountry('37529')).toBe('by');
    expect(detectPhoneCountry('1')).toBeUndefined();
  });
  it('accepts only the country length and prefixes', () => {
    expect(isValidPhone('+7 (912) 345-67-89')).toBe(true);
    expect(isValidPhone('+7 (512) 345-67-89')).toBe(false);
    expect(isValidPhone('77011234567', 'kz')).toBe(true);
    expect(isValidPhone('77011234567', 'ru')).toBe(false);
    expect(isValidPhone('375291234567')).toBe(true);
    expect(isValidPhone('37529123456')).toBe(false);
  });
  it('sends digits prefixed with a plus', () => {
    expect(normalizePhone('+7 (912) 345-67-89')).toBe('+79123456789');
  });
  it('normalises what Russian and Kazakh users type to the spec digits', () => {
    for (const typed of [
      '9161234567',
      '89161234567',
      '8 (916) 123-45-67',
      '+7 916 123 45 67',
      '7-916-123-45-67',
      '79161234567',
      ' +7 (916) 123-45-67 ',
    ]) {
      expect(normalizePhoneDigits(typed)).toBe('79161234567');
      expect(isValidPhone(typed)).toBe(true);
    }
    expect(normalizePhoneDigits('87011234567', 'kz')).toBe('77011234567');
    // Ten digits starting with 7 are an unfinished +7 number, never padded into a valid one.
    expect(normalizePhoneDigits('7701123456', 'kz')).toBe('7701123456');
    expect(isValidPhone('+7 (916) 123-45-6')).toBe(false);
    expect(isValidPhone('8 701 123 45 67', 'kz')).toBe(true);
    expect(normalizePhoneDigits('375291234567')).toBe('375291234567');
    expect(normalizePhoneDigits('375291234567', 'by')).toBe('375291234567');
    expect(normalizePhoneDigits('916123')).toBe('916123');
    expect(isValidPhone('916123456')).toBe(false);
    expect(isValidPhone('8916123456')).toBe(false);
  });
  it('the phone schema accepts a leading 8 or bare ten digits and outputs +7…', () => {
    expect(phoneSchema().parse('89161234567')).toBe('+79161234567');
    expect(phoneSchema().parse('9161234567')).toBe('+79161234567');
    expect(phoneSchema().parse('8 (916) 123-45-67')).toBe('+79161234567');
    expect(phoneSchema('kz').parse('8 701 123 45 67')).toBe('+77011234567');
    expect(firstMessage(phoneSchema().safeParse('+1 (161) 234-56-78'))).toBe('phone_invalid');
    expect(firstMessage(phoneSchema().safeParse(''))).toBe('required');
  });
});

describe('form rules', () => {
  it('password: 6 to 40 of the allowed characters', () => {
    expect(newPasswordSchema.safeParse('abc12').success).toBe(false);
    expect(newPasswordSchema.safeParse('пароль12').success).toBe(true);
    expect(firstMessage(newPasswordSchema.safeParse('abc 1234'))).toBe('password_chars');
    expect(newPasswordSchema.safeParse('a'.repeat(41)).success).toBe(false);
  });
  it('name part: 2 to 40 Cyrillic letters or hyphen; Kazakh letters only on KZ', () => {
    expect(namePartSchema().safeParse('Анна-Мария').success).toBe(true);
    expect(firstMessage(namePartSchema().safeParse('Anna'))).toBe('name_part_invalid');
    expect(firstMessage(namePartSchema().safeParse('А'))).toBe('name_part_length');
    expect(namePartSchema().safeParse('Әлия').success).toBe(false);
    expect(namePartSchema(true).safeParse('Әлия').success).toBe(true);
  });
  it('telegram username: 5 to 32, starts with a letter', () => {
    expect(telegramSchema.safeParse('ivan_99').success).toBe(true);
    expect(telegramSchema.safeParse('1ivan').success).toBe(false);
    expect(telegramSchema.safeParse('ivan').success).toBe(false);
    expect(telegramSchema.safeParse('a'.repeat(33)).success).toBe(false);
  });
  it('sms code is exactly 4 digits', () => {
    expect(smsCodeSchema.safeParse('1234').success).toBe(true);
    expect(smsCodeSchema.safeParse('123').success).toBe(false);
    expect(smsCodeSchema.safeParse('12a4').success).toBe(false);
  });
  it('login needs exactly one identifier', () => {
    expect(loginRequestSchema.safeParse({ email: 'a@b.ru', password: 'x' }).success).toBe(true);
    expect(loginRequestSchema.safeParse({ password: 'x' }).success).toBe(false);
    expect(looksLikeEmail('student@example.com')).toBe(true);
    expect(looksLikeEmail('student')).toBe(false);
  });
  it('registration v3 requires the offer and personal-data consent and lowercases the e-mail', () => {
    const base = {
      firstName: 'Иван',
      lastName: 'Петров',
      email: 'Ivan@Example.com',
      phoneKey: 'k',
      password: 'secret12',
      telegram: 'ivan_petrov',
      acceptedPublicOffer: true,
      acceptedPdpp: true,
    };
    const ok = registrationV3Schema.safeParse(base);
    expect(ok.success && ok.data.email).toBe('ivan@example.com');
    expect(ok.success && ok.data.subscribedForNews).toBe(true);
    expect(firstMessage(registrationV3Schema.safeParse({ ...base, acceptedPdpp: false }))).toBe(
      'pdpp_required',
    );
  });
});

describe('platforms, roles and messages', () => {
  it('KZ uses KZT in Asia/Almaty with its gates', () => {
    expect(PLATFORM_CONFIGS.KZ).toMatchObject({ currency: 'KZT', locale: 'ru-RU', timezone: 'Asia/Almaty' });
    expect(hasGate('KZ', 'passwordChange')).toBe(true);
    expect(hasGate('RU', 'passwordChange')).toBe(false);
    expect(hasGate('RU', 'profileNickname')).toBe(true);
  });
  it('unknown platform header falls back to RU', () => {
    expect(parsePlatform('kz')).toBe('KZ');
    expect(parsePlatform('mars')).toBe('RU');
  });
  it('knows all 15 roles', () => {
    expect(ROLES).toHaveLength(15);
  });
  it('formats messages in Russian and English', () => {
    expect(formatMessage('phone_invalid', 'ru')).toBe('Введите корректный номер телефона');
    expect(formatMessage('max_length', 'en', 256)).toBe('At most 256 characters');
    expect(formatMessage('unknown_key', 'ru')).toBe('unknown_key');
  });
});
