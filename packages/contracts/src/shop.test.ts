import { describe, expect, it } from 'vitest';
import { cartAddRequestSchema, customerFullNameSchema, formatMoney } from './index.js';

const messageOf = (v: string) => {
  const r = customerFullNameSchema.safeParse(v);
  return r.success ? undefined : r.error.issues[0]?.message;
};

describe('customer full name on payment', () => {
  it('accepts last name, first name and patronymic and collapses spaces', () => {
    const r = customerFullNameSchema.safeParse('  Иванова   Анна  Петровна ');
    expect(r.success && r.data).toBe('Иванова Анна Петровна');
    expect(customerFullNameSchema.safeParse('Салтыков-Щедрин Михаил').success).toBe(true);
  });
  it('explains what is wrong', () => {
    expect(messageOf('Ivanova Anna')).toBe('full_name_russian_only');
    expect(messageOf('Иванова')).toBe('full_name_format');
    expect(messageOf('Иванова А')).toBe('full_name_short_word');
    expect(messageOf('')).toBe('required');
    expect(messageOf(`${'Я'.repeat(100)} ${'Я'.repeat(60)}`)).toBe('max_length');
  });
});

describe('money', () => {
  it('formats minor units with at most two decimals in the platform currency', () => {
    expect(formatMoney(1_290_000, 'RUB').replace(/\s/g, ' ')).toBe('12 900 ₽');
    expect(formatMoney(1050, 'RUB').replace(/\s/g, ' ')).toBe('10,5 ₽');
    expect(formatMoney(2_500_000, 'KZT').replace(/\s/g, ' ')).toMatch(/^25 000 (₸|KZT)$/);
  });

  it('keeps a format per locale and currency: a kept one never answers for another', () => {
    expect(formatMoney(150_000, 'RUB', 'en-GB')).toBe('₽1,500');
    expect(formatMoney(150_000, 'KZT', 'en-GB')).toBe('₸1,500');
    expect(formatMoney(150_000, 'RUB', 'ru-RU').replace(/\s/g, ' ')).toBe('1 500 ₽');
    expect(formatMoney(150_050, 'RUB', 'en-GB')).toBe('₽1,500.5');
  });
});

describe('adding to the cart', () => {
  it('takes an item or a bundle, never both or neither', () => {
    expect(cartAddRequestSchema.safeParse({ item: { product: 1 } }).success).toBe(true);
    expect(cartAddRequestSchema.safeParse({ bundle: 'abc' }).success).toBe(true);
    expect(cartAddRequestSchema.safeParse({}).success).toBe(false);
    expect(cartAddRequestSchema.safeParse({ item: { product: 1 }, bundle: 'abc' }).success).toBe(false);
  });
});
