/** Phone countries of spec 1 §5 / spec 2 §5. */
export const PHONE_COUNTRIES = {
  ru: { code: 'ru', label: 'Россия', prefixes: ['79'], length: 11, mask: '+0 (000) 000-00-00' },
  by: { code: 'by', label: 'Беларусь', prefixes: ['375'], length: 12, mask: '+000 (00) 000-00-00' },
  kz: {
    code: 'kz',
    label: 'Казахстан',
    prefixes: ['70', '76', '77'],
    length: 11,
    mask: '+0 (000) 000-00-00',
  },
} as const;
export type PhoneCountry = keyof typeof PHONE_COUNTRIES;
export const PHONE_COUNTRY_CODES = Object.keys(PHONE_COUNTRIES) as PhoneCountry[];

export function phoneDigits(value: string): string {
  return value.replace(/\D/g, '');
}

/**
 * What Russian and Kazakh users type, reduced to the spec's digits: spaces, brackets, dashes and a
 * plus dropped; the domestic trunk prefix 8 of an 11-digit number becomes the country code 7; ten
 * bare digits of a Russian number (9xx, 3xx, 4xx, 8xx) get the 7 in front. Ten digits starting with
 * 7 stay as they are: they cannot be told from an unfinished +7 number (a Kazakh 70x/77x number is
 * entered with its +7 or 8). Belarusian numbers, or the country by, are left as typed digits.
 */
export function normalizePhoneDigits(value: string, country?: PhoneCountry): string {
  const digits = phoneDigits(value);
  if (country === 'by') return digits;
  if (digits.length === 11 && digits.startsWith('8')) return `7${digits.slice(1)}`;
  if (digits.length === 10 && !digits.startsWith('7') && !digits.startsWith('375')) return `7${digits}`;
  return digits;
}

/** Detects the country from what has been typed; undefined while it cannot be told yet. */
export function detectPhoneCountry(value: string): PhoneCountry | undefined {
  const digits = normalizePhoneDigits(value);
  for (const code of PHONE_COUNTRY_CODES) {
    if (PHONE_COUNTRIES[code].prefixes.some((p) => digits.startsWith(p))) return code;
  }
  if (digits.startsWith('3')) return 'by';
  if (digits.startsWith('7')) return 'ru';
  return undefined;
}

export function isValidPhone(value: string, country?: PhoneCountry): boolean {
  const digits = normalizePhoneDigits(value, country);
  const candidates = country ? [country] : PHONE_COUNTRY_CODES;
  return candidates.some((c) => {
    const def = PHONE_COUNTRIES[c];
    return digits.length === def.length && def.prefixes.some((p) => digits.startsWith(p));
  });
}

/** A phone is sent as digits prefixed with a plus (after normalizePhoneDigits). */
export function normalizePhone(value: string, country?: PhoneCountry): string {
  return `+${normalizePhoneDigits(value, country)}`;
}
