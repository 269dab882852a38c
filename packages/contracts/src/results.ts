import { z } from 'zod';
import { idSchema, int4Schema } from './ids.js';
import {
  EXAM_RESULT_DECISIONS,
  EXAM_RESULT_FEEDBACK_MAX,
  EXAM_RESULT_STATUSES,
} from './constants/results.js';

export * from './constants/results.js';

export const examResultStatusSchema = z.enum(EXAM_RESULT_STATUSES);

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
