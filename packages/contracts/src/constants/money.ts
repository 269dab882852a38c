/** The zod-free part of `money.ts` (currencies, formatting): importable without the schemas. */

/** Money travels as an integer number of minor units (kopecks, tiyn) beside its currency code. */
export const CURRENCIES = ['RUB', 'KZT'] as const;
export type Currency = (typeof CURRENCIES)[number];
/** Number formats by locale and currency, each made once (a catalogue page writes dozens of prices). */
const moneyFormats = new Map<string, Intl.NumberFormat>();

/** Prices show at most 2 and at least 0 decimals (spec 2 §9). */
export function formatMoney(minor: number, currency: Currency, locale = 'ru-RU'): string {
  const key = `${locale} ${currency}`;
  let format = moneyFormats.get(key);
  if (!format) {
    format = new Intl.NumberFormat(locale, {
      style: 'currency',
      currency,
      // ₸ rather than "KZT" in ru-RU; ₽ either way.
      currencyDisplay: 'narrowSymbol',
      minimumFractionDigits: 0,
      maximumFractionDigits: 2,
    });
    moneyFormats.set(key, format);
  }
  return format.format(minor / 100);
}
