/** The zod-free part of `money.ts` (currencies, formatting): importable without the schemas. */

/** Money travels as an integer number of minor units (kopecks, tiyn) beside its currency code. */
export const CURRENCIES = ['RUB', 'KZT'] as const;
export type Currency = (typeof CURRENCIES)[number];
/** Prices show at most 2 and at least 0 decimals (spec 2 §9). */
export function formatMoney(minor: number, currency: Currency, locale = 'ru-RU'): string {
  return new Intl.NumberFormat(locale, {
    style: 'currency',
    currency,
    // ₸ rather than "KZT" in ru-RU; ₽ either way.
    currencyDisplay: 'narrowSymbol',
    minimumFractionDigits: 0,
    maximumFractionDigits: 2,
  }).format(minor / 100);
}
