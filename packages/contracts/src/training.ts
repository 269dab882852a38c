import { z } from 'zod';
import { idParamSchema, idSchema } from './ids.js';

/**
 * Training (flashcards on FSRS) and level tests. Spec 2 names the routes, the counters
 * (newCardsCount, learningCardsCount, knownCardsCount, favoriteCardsCount) and the statuses
 * (new_cards, learning_cards, known_cards); the data calls are ours, under /v1/training/.
 */

/** Exam subjects a card or a pack belongs to, with the default date of the main exam day. */
export const EXAM_SUBJECTS = [
  'EGE_MATH_PROFILE',
  'EGE_MATH_BASE',
  'EGE_RUSSIAN',
  'EGE_PHYSICS',
  'EGE_SOCIAL',
  'EGE_INFORMATICS',
  'OGE_MATH',
  'OGE_RUSSIAN',
] as const;
export type ExamSubject = (typeof EXAM_SUBJECTS)[number];

/**
 * Default main exam day (month-day) per subject, in the exam year of the results area (the calendar
 * year in which the academic year ends). Taken from the usual ЕГЭ/ОГЭ timetable (early June; ОГЭ a
 * little earlier); the school edits these once the year's official timetable is published.
 */
export const EXAM_DAY_DEFAULTS: Record<ExamSubject, string> = {
  EGE_MATH_PROFILE: '06-08',
  EGE_MATH_BASE: '06-08',
  EGE_RUSSIAN: '06-04',
  EGE_PHYSICS: '06-11',
  EGE_SOCIAL: '06-11',
  EGE_INFORMATICS: '06-18',
  OGE_MATH: '06-02',
  OGE_RUSSIAN: '05-26',
};

/** The exam date (YYYY-MM-DD) of a subject in an exam year. */
export function examDateOf(subject: ExamSubject, examYear: number): string {
  return `${examYear}-${EXAM_DAY_DEFAULTS[subject]}`;
}

/** FSRS desired retention (probability of recall at the due moment) unless the student sets another. */
export const TRAINING_DEFAULT_RETENTION = 0.9;
/** Cards learned in a day that make the daily action ("learn five cards"). */
export const TRAINING_DAILY_CARDS = 5;
/** Exp for the daily action, credited once per student and local date. */
export const TRAINING_DAILY_EXP = 15;
/** Cards handed out per "next cards" call at most. */
export const TRAINING_BATCH_MAX = 20;

export const CARD_STATUSES = ['new_cards', 'learning_cards', 'known_cards'] as const;
export type CardStatus = (typeof CARD_STATUSES)[number];
/** What a training session shows (the :trainingType of /training/:trainingType). */
export const TRAINING_TYPES = [
  'all',
  'new_cards',
  'learning_cards',
  'known_cards',
  'favorite_cards',
] as const;
export type TrainingType = (typeof TRAINING_TYPES)[number];
export const CARD_GRADES = ['again', 'hard', 'good', 'easy'] as const;
export type CardGrade = (typeof CARD_GRADES)[number];

export const trainingCountersSchema = z.object({
  newCardsCount: z.number().int(),
  learningCardsCount: z.number().int(),
  knownCardsCount: z.number().int(),
  favoriteCardsCount: z.number().int(),
});
export type TrainingCounters = z.infer<typeof trainingCountersSchema>;

export const trainingPackSchema = z.object({
  id: z.number().int(),
  title: z.string(),
  subject: z.enum(EXAM_SUBJECTS),
  productId: z.number().int().nullable(),
  moduleId: z.number().int().nullable(),
  /** The student's own "my mistakes" pack. */
  isMistakes: z.boolean(),
  cardsCount: z.number().int(),
  counters: trainingCountersSchema,
  /** The exam date that caps the intervals of this pack's cards (null: none ahead). */
  examDate: z.iso.date().nullable(),
});
export type TrainingPack = z.infer<typeof trainingPackSchema>;

export const trainingSettingsQuerySchema = z.object({
  productId: idParamSchema.optional(),
  moduleId: idParamSchema.optional(),
  packId: idParamSchema.optional(),
});
export const trainingSettingsSchema = z.object({
  products: z.array(z.object({ id: z.number().int(), title: z.string() })),
  modules: z.array(z.number().int()),
  packs: z.array(trainingPackSchema),
  desiredRetention: z.number(),
  dailyGoal: z.number().int(),
  learnedToday: z.number().int(),
});
export type TrainingSettings = z.infer<typeof trainingSettingsSchema>;

export const trainingCardSchema = z.object({
  id: z.number().int(),
  packId: z.number().int(),
  front: z.string(),
  back: z.string(),
  subject: z.enum(EXAM_SUBJECTS),
  taskNumber: z.number().int().nullable(),
  status: z.enum(CARD_STATUSES),
  isFavorite: z.boolean(),
  due: z.string().nullable(),
});
export type TrainingCard = z.infer<typeof trainingCardSchema>;

export const nextCardsQuerySchema = z.object({
  packId: idParamSchema,
  trainingType: z.enum(TRAINING_TYPES).default('all'),
  limit: z.coerce.number().int().min(1).max(TRAINING_BATCH_MAX).default(10),
});
export const nextCardsSchema = z.object({
  results: z.array(trainingCardSchema),
  counters: trainingCountersSchema,
});
export type NextCards = z.infer<typeof nextCardsSchema>;

/** A training session id made by the client (letters, digits, dashes). */
export const sessionIdSchema = z.string().regex(/^[A-Za-z0-9-]{8,64}$/);

export const cardReviewSchema = z.object({
  grade: z.enum(CARD_GRADES),
  sessionId: sessionIdSchema,
});
export type CardReviewInput = z.infer<typeof cardReviewSchema>;

export const dailyCardsSchema = z.object({
  learnedToday: z.number().int(),
  goal: z.number().int(),
  done: z.boolean(),
  /** Exp credited by this very review (the daily reward), 0 otherwise. */
  expCredited: z.number().int(),
});
export const cardReviewResultSchema = z.object({
  card: trainingCardSchema,
  /** Days until the next review as scheduled (after the exam cap). */
  intervalDays: z.number(),
  /** True when the exam date shortened the interval FSRS proposed. */
  cappedByExam: z.boolean(),
  counters: trainingCountersSchema,
  daily: dailyCardsSchema,
});
export type CardReviewResult = z.infer<typeof cardReviewResultSchema>;

export const favoriteResultSchema = z.object({
  isFavorite: z.boolean(),
  counters: trainingCountersSchema,
});

export const countersQuerySchema = z.object({ packId: idParamSchema });
export const sessionResultQuerySchema = z.object({ sessionId: sessionIdSchema });
export const sessionResultSchema = z.object({
  reviewed: z.number().int(),
  grades: z.object({
    again: z.number().int(),
    hard: z.number().int(),
    good: z.number().int(),
    easy: z.number().int(),
  }),
  packId: z.number().int().nullable(),
  counters: trainingCountersSchema.nullable(),
  daily: dailyCardsSchema.omit({ expCredited: true }),
});
export type SessionResult = z.infer<typeof sessionResultSchema>;

export const reviewLogEntrySchema = z.object({
  id: z.number().int(),
  grade: z.enum(CARD_GRADES),
  reviewedAt: z.string(),
  due: z.string(),
  cappedByExam: z.boolean(),
});
export const reviewLogSchema = z.object({ results: z.array(reviewLogEntrySchema) });

/* ---------- Level tests ---------- */

export const LEVEL_TASK_KINDS = ['single_choice', 'multiple_choice', 'short_answer'] as const;
export type LevelTaskKind = (typeof LEVEL_TASK_KINDS)[number];
export const LEVELS_OF_TEST = ['basic', 'middle', 'advanced'] as const;
export type TestLevel = (typeof LEVELS_OF_TEST)[number];

export const levelTestSummarySchema = z.object({
  id: z.number().int(),
  title: z.string(),
  description: z.string(),
  subject: z.enum(EXAM_SUBJECTS),
  productTypeId: z.number().int().nullable(),
  tasksCount: z.number().int(),
  /** The student's last score in percent, null when never taken. */
  lastPercent: z.number().int().nullable(),
});
export const levelTestListSchema = z.object({ results: z.array(levelTestSummarySchema) });

export const levelTaskSchema = z.object({
  id: z.number().int(),
  kind: z.enum(LEVEL_TASK_KINDS),
  text: z.string(),
  taskNumber: z.number().int().nullable(),
  /** Choices of the choice kinds (empty for a short answer). */
  options: z.array(z.object({ id: z.number().int(), text: z.string() })),
  points: z.number().int(),
});
export type LevelTask = z.infer<typeof levelTaskSchema>;
export const levelTestSchema = levelTestSummarySchema.extend({ tasks: z.array(levelTaskSchema) });
export type LevelTest = z.infer<typeof levelTestSchema>;

export const levelTestQuerySchema = z.object({ productTypeId: idParamSchema.optional() });

export const levelAnswerSchema = z.object({
  task: idSchema,
  /** Chosen option ids (choice kinds) — one for single choice. */
  options: z.array(idSchema).max(20).optional(),
  /** The typed answer (short answer). */
  text: z.string().max(200).optional(),
});
export const levelAnswersSchema = z.object({ answers: z.array(levelAnswerSchema).max(50) });
export type LevelAnswers = z.infer<typeof levelAnswersSchema>;

export const levelTestResultSchema = z.object({
  score: z.number().int(),
  maxScore: z.number().int(),
  percent: z.number().int(),
  level: z.enum(LEVELS_OF_TEST),
  tasks: z.array(z.object({ task: z.number().int(), correct: z.boolean() })),
  recommendation: z
    .object({
      productId: z.number().int(),
      title: z.string(),
      productTypeId: z.number().int(),
      /** With productTypeId, the catalogue address /catalog/{code}/{productTypeId}. */
      sysCourseTypeCode: z.string(),
    })
    .nullable(),
});
export type LevelTestResult = z.infer<typeof levelTestResultSchema>;

/** The level a score in percent means: below 40 basic, below 75 middle, else advanced. */
export function levelOfPercent(percent: number): TestLevel {
  if (percent < 40) return 'basic';
  if (percent < 75) return 'middle';
  return 'advanced';
}
