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

/** Detects the country from what has been typed; undefined while it cannot be told yet. */
export function detectPhoneCountry(value: string): PhoneCountry | undefined {
  const digits = phoneDigits(value);
  for (const code of PHONE_COUNTRY_CODES) {
    if (PHONE_COUNTRIES[code].prefixes.some((p) => digits.startsWith(p))) return code;
  }
  if (digits.startsWith('3')) return 'by';
  if (digits.startsWith('7')) return 'ru';
  return undefined;
}

export function isValidPhone(value: string, country?: PhoneCountry): boolean {
  const digits = phoneDigits(value);
  const candidates = country ? [country] : PHONE_COUNTRY_CODES;
  return candidates.some((c) => {
    const def = PHONE_COUNTRIES[c];
    return digits.length === def.length && def.prefixes.some((p) => digits.startsWith(p));
  });
}

/** A phone is sent as digits prefixed with a plus. */
export function normalizePhone(value: string): string {
  return `+${phoneDigits(value)}`;
}
