import type { SysRatePlanName } from '@prepa/contracts';

/** i18n key of the price suffix of a rate plan (spec 2 §9: per lesson, per month, all course). */
export const PRICE_SUFFIX_KEYS: Record<SysRatePlanName, string> = {
  PER_LESSON: 'shop.suffix.perLesson',
  MONTHLY: 'shop.suffix.perMonth',
  FULL_COURSE: 'shop.suffix.allCourse',
};

export function priceSuffixKey(plan: SysRatePlanName): string {
  return PRICE_SUFFIX_KEYS[plan];
}
