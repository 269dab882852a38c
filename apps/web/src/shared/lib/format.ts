import { formatMoney as formatMinorUnits, type Currency } from '@prepa/contracts';
import { PLATFORM_CONFIG } from '../config/platform';

/** Money is an integer of minor units (kopecks, tiyn); shown with 0–2 decimals (contracts' rule). */
export function formatMoney(minorUnits: number, currency: Currency = PLATFORM_CONFIG.currency): string {
  return formatMinorUnits(minorUnits, currency, PLATFORM_CONFIG.locale);
}

/** A date in the platform's locale and timezone. */
export function formatDate(value: Date | string | number, options: Intl.DateTimeFormatOptions = {}): string {
  const date = value instanceof Date ? value : new Date(value);
  return new Intl.DateTimeFormat(PLATFORM_CONFIG.locale, {
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
