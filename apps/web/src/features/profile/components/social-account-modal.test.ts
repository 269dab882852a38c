import { describe, expect, it } from 'vitest';
import { socialValue, socialValueError } from './social-account-modal';

describe('social account rules', () => {
  it('a telegram nickname follows the username rule and gets the @ prefix', () => {
    expect(socialValueError('telegramNick', '')).toBe('required');
    expect(socialValueError('telegramNick', '1abc')).toBe('telegram_invalid');
    expect(socialValueError('telegramNick', '@anna_smith')).toBeNull();
    expect(socialValue('telegramNick', 'anna_smith')).toBe('@anna_smith');
  });
  it('telegram by phone and whatsapp need a valid phone', () => {
    expect(socialValueError('whatsapp', '')).toBe('required');
    expect(socialValueError('telegramPhone', '123')).toBe('phone_invalid');
    expect(socialValueError('whatsapp', '+7 912 345-67-89')).toBeNull();
    expect(socialValue('whatsapp', '+7 912 345-67-89')).toBe('+79123456789');
  });
});
