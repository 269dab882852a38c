/** The zod-free part of `shop.ts` (constants, their types, plain functions): importable without the schemas. */

/** Catalogue, cart, payment, documents, subscriptions and coupons (spec 2 §1–§9). camelCase; wire is snake_case. */

export const SYS_COURSE_TYPE_CODES = [
  'MASTER_GROUP',
  'INDIVIDUAL',
  'PREDBANNIK',
  'FLASH',
  'COURSE',
  'RULETKA',
  'OLYMPIAD',
  'MIDDLE',
] as const;
export type SysCourseTypeCode = (typeof SYS_COURSE_TYPE_CODES)[number];

export const TRANSACTION_STATUSES = ['PENDING', 'PAID', 'DECLINED', 'CANCELLED'] as const;

export const PURCHASES_PAGE_SIZE = 4;

export const PURCHASES_FIRST_YEAR = 2019;
