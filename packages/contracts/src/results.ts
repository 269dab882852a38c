import { z } from 'zod';
import { idSchema, int4Schema } from './ids.js';

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
export const examResultStatusSchema = z.enum(EXAM_RESULT_STATUSES);
export type ExamResultStatus = z.infer<typeof examResultStatusSchema>;
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

export const examResultSchema = z.object({
  id: z.number().int(),
  classType: z.object({ id: z.number().int(), title: z.string() }),
  status: examResultStatusSchema,
  points: z.number().int().nullable(),
  maxPoints: z.number().int(),
  isVisible: z.boolean(),
  otherDate: z.boolean(),
  feedback: z.string().nullable(),
});
export type ExamResult = z.infer<typeof examResultSchema>;

export const examResultsResponseSchema = z.object({
  examYear: z.number().int(),
  /** The student's class (9, 10, 11) from their goals; null before goals are chosen. */
  classYearGrade: z.number().int().nullable(),
  resultsAvailable: z.boolean(),
  needsFilling: z.boolean(),
  classTypes: z.array(examResultSchema),
});
export type ExamResults = z.infer<typeof examResultsResponseSchema>;

/** Points of one subject; null means "no points" (the student did not get any / will not tell). */
export const examResultPointsSchema = z.object({
  classType: idSchema,
  points: int4Schema.nullable(),
});
export const examResultVisibilitySchema = z.object({ isVisible: z.boolean() });
export const examResultOtherDateSchema = z.object({ otherDate: z.boolean() });
/** Feedback about one result (how the exam went, what helped). */
export const examResultFeedbackSchema = z.object({
  id: idSchema,
  text: z
    .string()
    .trim()
    .min(1, { error: 'required' })
    .max(EXAM_RESULT_FEEDBACK_MAX, { error: 'max_length' }),
});
export const examResultDecisionSchema = z.object({ status: z.enum(EXAM_RESULT_DECISIONS) });
