import { localDateIn, resultsEndOf } from '@prepa/contracts';
import { PLATFORM_CONFIG } from '../../../shared/config/platform';

/** The local calendar date (YYYY-MM-DD) of an instant in the platform's time zone. */
export function platformDate(now: Date, timeZone: string = PLATFORM_CONFIG.timezone): string {
  return localDateIn(now, timeZone);
}

/**
 * Spec 1 §4: the results button shows before 1 August of the exam year, when the student has results
 * for that year (i.e. chosen subjects).
 */
export function showResultsButton(
  now: Date,
  results: { examYear: number; resultsAvailable: boolean } | undefined,
  timeZone?: string,
): boolean {
  if (!results?.resultsAvailable) return false;
  const end = resultsEndOf(results.examYear);
  // A time zone's date is at most a day from UTC's (offsets lie within −12 h … +14 h): away from the
  // end date that settles it without a time-zone formatter, whose first use costs Home's render about
  // 50 ms on a phone (the time-zone data loads).
  if (utcDate(now, DAY_MS) < end) return true;
  if (utcDate(now, -DAY_MS) >= end) return false;
  return platformDate(now, timeZone) < end;
}

const DAY_MS = 86_400_000;

/** The UTC calendar date (YYYY-MM-DD) of `now` moved by `shiftMs`. */
function utcDate(now: Date, shiftMs: number): string {
  return new Date(now.getTime() + shiftMs).toISOString().slice(0, 10);
}

/** localStorage key of the day the results page last opened by itself for a student. */
export const autoOpenKey = (userId: number) => `prepa.results.autoOpened.${userId}`;

/**
 * Spec 1 §4: the results page opens by itself from Home once a day while results need filling; `lastOpened`
 * is the local date stored under `autoOpenKey` the last time it did.
 */
export function shouldAutoOpenResults(
  now: Date,
  needsFilling: boolean,
  lastOpened: string | null,
  timeZone?: string,
): boolean {
  return needsFilling && lastOpened !== platformDate(now, timeZone);
}
