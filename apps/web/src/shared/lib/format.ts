import { dateTimeFormat, formatMoney as formatMinorUnits, type Currency } from '@prepa/contracts';
import { PLATFORM_CONFIG } from '../config/platform';
import { i18next } from '../i18n';

/**
 * The locale numbers and dates are written in: the interface language's (English pages say
 * "1 December 2026"); in Russian, the platform's own Russian locale.
 */
export function uiLocale(lang: string = i18next.language): string {
  if (lang.startsWith('en')) return 'en-GB';
  return PLATFORM_CONFIG.locale.startsWith(lang) ? PLATFORM_CONFIG.locale : lang;
}

/** Money is an integer of minor units (kopecks, tiyn); shown with 0–2 decimals (contracts' rule). */
export function formatMoney(
  minorUnits: number,
  currency: Currency = PLATFORM_CONFIG.currency,
  lang?: string,
): string {
  return formatMinorUnits(minorUnits, currency, uiLocale(lang));
}

/** A date in the interface language, in the platform's timezone. */
export function formatDate(
  value: Date | string | number,
  options: Intl.DateTimeFormatOptions = {},
  lang?: string,
): string {
  const date = value instanceof Date ? value : new Date(value);
  return dateTimeFormat(uiLocale(lang), {
    timeZone: PLATFORM_CONFIG.timezone,
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    ...options,
  }).format(date);
}

/** Seconds as mm:ss, for countdowns. */
export function formatCountdown(totalSeconds: number): string {
  const s = Math.max(0, Math.ceil(totalSeconds));
  const mm = String(Math.floor(s / 60)).padStart(2, '0');
  const ss = String(s % 60).padStart(2, '0');
  return `${mm}:${ss}`;
}
