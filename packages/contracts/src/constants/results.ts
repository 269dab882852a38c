/** The zod-free part of `results.ts` (statuses, exam-year dates): importable without the schemas. */

/**
 * Exam results (StudentResults; spec 1 §3, §4 "Results button", §7; spec 2 §3). camelCase; wire is snake_case.
 *
 * Dates: an academic year starts in September and its national exams are sat in June–July. Exam results
 * belong to the calendar year the academic year ends in (its "exam year"); from 1 August the school is
 * already in the next academic year, so September–December and August count towards next year's exams.
 * All dates are local calendar dates (YYYY-MM-DD) in the student's / platform's time zone.
 */

/** Result confirmation (spec 1 §3). */
export const EXAM_RESULT_STATUSES = [
  'GOOD_LUCK',
  'AWAITING',
  'NO_POINTS',
  'CONFIRMED',
  'NOT_CONFIRMED',
] as const;
export type ExamResultStatus = (typeof EXAM_RESULT_STATUSES)[number];
/** What a manager may decide about a filled result. */
export const EXAM_RESULT_DECISIONS = ['CONFIRMED', 'NOT_CONFIRMED'] as const;

/** Month (1-based) the next academic year's results begin: 1 August. */
export const RESULTS_YEAR_TURN_MONTH = 8;
/** Month (1-based) the exam season begins: 1 June of the exam year. */
export const EXAM_SEASON_START_MONTH = 6;
export const EXAM_RESULT_FEEDBACK_MAX = 2000;

function parts(localDate: string): { year: number; month: number } {
  const [y, m] = localDate.split('-');
  return { year: Number(y), month: Number(m) };
}

/** The exam year of a local date: Aug..Dec → next calendar year, Jan..Jul → this one. */
export function examYearOf(localDate: string): number {
  const { year, month } = parts(localDate);
  return month >= RESULTS_YEAR_TURN_MONTH ? year + 1 : year;
}

/** The first day (YYYY-MM-DD) after the results of an exam year stop being shown: 1 August. */
export function resultsEndOf(examYear: number): string {
  return `${examYear}-${String(RESULTS_YEAR_TURN_MONTH).padStart(2, '0')}-01`;
}

/** True from 1 June of the exam year until 31 July: exams are being sat and results arrive. */
export function isExamSeason(localDate: string, examYear: number): boolean {
  const start = `${examYear}-${String(EXAM_SEASON_START_MONTH).padStart(2, '0')}-01`;
  return localDate >= start && localDate < resultsEndOf(examYear);
}
