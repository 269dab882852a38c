import { describe, expect, it } from 'vitest';
import i18next from 'i18next';
import '../../../shared/i18n';
import '../i18n';
import { formatMoney } from '../../../shared/lib/format';
import { parseCatalogParams } from './catalog-params';
import { priceSuffixKey } from './price';

const plain = (s: string) => s.replace(/\s/g, ' ');

describe('money', () => {
  it('shows minor units with at most two and at least no decimals, by currency', () => {
    expect(plain(formatMoney(490000, 'RUB'))).toBe('4 900 ₽');
    expect(plain(formatMoney(490050, 'RUB'))).toBe('4 900,5 ₽');
    expect(plain(formatMoney(490001, 'RUB'))).toBe('4 900,01 ₽');
    expect(plain(formatMoney(1500000, 'KZT'))).toMatch(/^15 000 (₸|KZT)$/);
  });
});

describe('price suffix', () => {
  it('names the rate plan: per lesson, per month, all course', async () => {
    await i18next.changeLanguage('en');
    expect(i18next.t(priceSuffixKey('PER_LESSON'))).toBe('per lesson');
    expect(i18next.t(priceSuffixKey('MONTHLY'))).toBe('per month');
    expect(i18next.t(priceSuffixKey('FULL_COURSE'))).toBe('for the whole course');
    await i18next.changeLanguage('ru');
    expect(i18next.t(priceSuffixKey('MONTHLY'))).toBe('в месяц');
  });
});

describe('catalogue params', () => {
  it('upper-cases the code and converts the product type to a number', () => {
    expect(parseCatalogParams('master_group', '12')).toEqual({
      sysCourseTypeCode: 'MASTER_GROUP',
      productTypeId: 12,
    });
    expect(parseCatalogParams('course', undefined)).toEqual({
      sysCourseTypeCode: 'COURSE',
      productTypeId: undefined,
    });
  });

  it('rejects unknown codes and non-numeric product types', () => {
    expect(parseCatalogParams('cooking', undefined)).toBeNull();
    expect(parseCatalogParams('course', 'abc')).toBeNull();
  });
});
