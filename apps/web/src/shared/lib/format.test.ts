import { describe, expect, it } from 'vitest';
import { dateTimeFormat } from '@prepa/contracts';
import { resolvePlatform } from '../config/platform';
import { i18next } from '../i18n';
import { applyPhoneMask, digitsAfterEdit } from './phone-mask';
import { formatCountdown, formatDate, formatMoney } from './format';
import { safeRedirect } from './redirect';

describe('platform', () => {
  it('takes the runtime value over the build-time one and falls back to RU', () => {
    expect(resolvePlatform('kz', 'ONE')).toBe('KZ');
    expect(resolvePlatform(undefined, 'ACADEMY')).toBe('ACADEMY');
    expect(resolvePlatform('mars', undefined)).toBe('RU');
  });
});

describe('formatting', () => {
  it('formats minor units as roubles with 0–2 decimals', () => {
    expect(formatMoney(150000).replace(/\s/g, ' ')).toBe('1 500 ₽');
    expect(formatMoney(150050, 'KZT').replace(/\s/g, ' ')).toBe('1 500,5 ₸');
  });

  it('shows dates in the platform timezone', () => {
    expect(formatDate('2026-08-31T22:30:00Z')).toBe('1 сентября 2026 г.');
  });

  it('writes dates and money in the interface language, still in the platform timezone and currency', () => {
    expect(formatDate('2026-11-30T22:30:00Z', {}, 'en')).toBe('1 December 2026');
    expect(formatDate('2026-11-30T22:30:00Z', {}, 'ru')).toBe('1 декабря 2026 г.');
    const short = { day: 'numeric', month: 'long', year: undefined } as const;
    expect(formatDate('2026-11-23T00:00:00Z', short, 'en')).toBe('23 November');
    expect(formatMoney(150000, 'RUB', 'en')).toBe('₽1,500');
  });

  it('keeps a format per locale and options: a kept one never answers for other options', () => {
    const weekday = { weekday: 'short' } as const;
    expect(dateTimeFormat('ru', weekday).format(new Date('2026-11-30T12:00:00Z'))).toBe('пн');
    expect(dateTimeFormat('en', weekday).format(new Date('2026-11-30T12:00:00Z'))).toBe('Mon');
    expect(dateTimeFormat('en', { weekday: 'long' }).format(new Date('2026-11-30T12:00:00Z'))).toBe('Monday');
    expect(formatDate('2026-11-23T00:00:00Z', { year: undefined }, 'en')).toBe('23 November');
    expect(formatDate('2026-11-23T00:00:00Z', {}, 'en')).toBe('23 November 2026');
    expect(formatDate('2026-11-23T00:00:00Z', { timeZone: 'Asia/Almaty' }, 'en')).toBe('23 November 2026');
    expect(formatDate('2026-11-22T20:00:00Z', { timeZone: 'Asia/Almaty' }, 'en')).toBe('23 November 2026');
    expect(formatDate('2026-11-22T20:00:00Z', {}, 'en')).toBe('22 November 2026');
  });

  it('follows the current i18n language when none is given', async () => {
    await i18next.changeLanguage('en');
    try {
      expect(formatDate('2026-11-30T22:30:00Z')).toBe('1 December 2026');
    } finally {
      await i18next.changeLanguage('ru');
    }
    expect(formatDate('2026-11-30T22:30:00Z')).toBe('1 декабря 2026 г.');
  });

  it('shows countdowns as mm:ss', () => {
    expect(formatCountdown(125)).toBe('02:05');
  });
});

describe('phone mask', () => {
  it('masks digits by the country format and lets backspace cross a separator', () => {
    expect(applyPhoneMask('7999123', '+0 (000) 000-00-00')).toBe('+7 (999) 123');
    expect(digitsAfterEdit('7999', '+7 (999', '+7 (99')).toBe('799');
    expect(digitsAfterEdit('7999', '+7 (999) ', '+7 (999)')).toBe('799');
  });
});

describe('redirect', () => {
  it('accepts only same-origin paths', () => {
    expect(safeRedirect('/profile?x=1')).toBe('/profile?x=1');
    expect(safeRedirect('//evil.example')).toBeNull();
    expect(safeRedirect('https://evil.example')).toBeNull();
    expect(safeRedirect(null)).toBeNull();
  });
});
