import { PURCHASES_FIRST_YEAR } from '@prepa/contracts';
import type { PurchasesFilter } from '../api/get-purchased';

/** Years offered by the filter: 2019 to the current year + 3 (spec 2 §9). */
export function purchaseYears(now: Date = new Date()): number[] {
  const last = now.getFullYear() + 3;
  const years: number[] = [];
  for (let y = PURCHASES_FIRST_YEAR; y <= last; y += 1) years.push(y);
  return years;
}

/** Clearing the year clears the month too; a month needs a year. */
export function changeYear(filter: PurchasesFilter, year: number | undefined): PurchasesFilter {
  return year === undefined ? {} : { year, month: filter.month };
}

export function changeMonth(filter: PurchasesFilter, month: number | undefined): PurchasesFilter {
  return { year: filter.year, month: filter.year === undefined ? undefined : month };
}
