import type { TFunction } from 'i18next';

/** A currency's limit: "n max", or "unlimited" when the server sets none. */
export function formatLimit(limit: number | null | undefined, t: TFunction): string {
  if (limit === null || limit === undefined) return t('student.currency.unlimited');
  return t('student.currency.max', { n: limit });
}
