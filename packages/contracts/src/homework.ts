import { z } from 'zod';
import { idParamSchema, idSchema } from './ids.js';
import { paginatedSchema, paginationQuerySchema } from './pagination.js';
import {
  HOMEWORK_DEADLINE_FILTERS,
  HOMEWORK_POINTS_MAX,
  HOMEWORK_POINTS_MIN,
  HOMEWORK_STATUSES,
  TASK_KINDS,
  type TaskKind,
} from './constants/homework.js';

export * from './constants/homework.js';

export const homeworkStatusSchema = z.enum(HOMEWORK_STATUSES);

export const AUTO_TASK_KINDS: readonly TaskKind[] = ['SHORT', 'SINGLE', 'MULTIPLE', 'MATCHING', 'ORDERING'];

/**
 * Normalises a short answer: case, every kind of space (inner spaces removed), ё→е, a decimal comma
 * → point, a trailing zero fraction of a number (`2,50` = `2.5`, `3.0` = `3`).
 */
export function normalizeShortAnswer(value: string): string {
  let s = value
    .normalize('NFC')
    .toLowerCase()
    .replace(/ё/g, 'е')
    .replace(/[\s\u00a0\u2009\u202f]+/g, '');
  if (/^[-−]?\d+([.,]\d+)?$/.test(s)) {
    s = s.replace('−', '-').replace(',', '.');
    if (s.includes('.')) s = s.replace(/0+$/, '').replace(/\.$/, '');
    if (s === '-0') s = '0';
  }
  return s;
}

export function shortAnswerMatches(answer: string, accepted: readonly string[]): boolean {
  const a = normalizeShortAnswer(answer);
  return a !== '' && accepted.some((k) => normalizeShortAnswer(k) === a);
}

const text = z.string().max(20_000);
/** The task body shown to the student, per kind (no key). */
export const taskPayloadSchema = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('SHORT'), answerType: z.enum(['number', 'text']) }),
  z.object({ kind: z.literal('SINGLE'), options: z.array(z.string()).min(2) }),
  z.object({ kind: z.literal('MULTIPLE'), options: z.array(z.string()).min(2) }),
  z.object({
    kind: z.literal('MATCHING'),
    left: z.array(z.string()).min(2),
    right: z.array(z.string()).min(2),
  }),
  z.object({ kind: z.literal('ORDERING'), items: z.array(z.string()).min(2) }),
  z.object({ kind: z.literal('LONG') }),
]);
export type TaskPayload = z.infer<typeof taskPayloadSchema>;

/** The right answer, per kind (never sent before the check). */
export const taskKeySchema = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('SHORT'), accepted: z.array(z.string()).min(1) }),
  z.object({ kind: z.literal('SINGLE'), choice: z.number().int().min(0) }),
  z.object({ kind: z.literal('MULTIPLE'), choices: z.array(z.number().int().min(0)) }),
  /** pairs[i] = index in `right` for left[i]. */
  z.object({ kind: z.literal('MATCHING'), pairs: z.array(z.number().int().min(0)) }),
  /** order = indices of `items` in the right order. */
  z.object({ kind: z.literal('ORDERING'), order: z.array(z.number().int().min(0)) }),
  /**
   * A model answer for the curator and the completed view; `keyTerms`, when given, are what the rubric
   * pre-check (homework-neuro-precheck) looks for in the answer.
   */
  z.object({ kind: z.literal('LONG'), sample: z.string(), keyTerms: z.array(z.string().min(1)).optional() }),
]);
export type TaskKey = z.infer<typeof taskKeySchema>;

/** A student's answer, per kind. */
export const taskAnswerSchema = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('SHORT'), value: z.string().max(200) }),
  z.object({ kind: z.literal('SINGLE'), choice: z.number().int().min(0).max(50) }),
  z.object({ kind: z.literal('MULTIPLE'), choices: z.array(z.number().int().min(0).max(50)).max(50) }),
  z.object({ kind: z.literal('MATCHING'), pairs: z.array(z.number().int().min(-1).max(50)).max(50) }),
  z.object({ kind: z.literal('ORDERING'), order: z.array(z.number().int().min(0).max(50)).max(50) }),
  z.object({
    kind: z.literal('LONG'),
    text: text,
    files: z.array(z.string().min(1).max(300)).max(10).default([]),
  }),
]);
export type TaskAnswer = z.infer<typeof taskAnswerSchema>;

/** Whether an answer of an automatic kind is right (null for a long answer: a curator decides). */
export function isAnswerRight(key: TaskKey, answer: TaskAnswer | undefined): boolean | null {
  if (key.kind === 'LONG') return null;
  if (!answer || answer.kind !== key.kind) return false;
  switch (key.kind) {
    case 'SHORT':
      return answer.kind === 'SHORT' && shortAnswerMatches(answer.value, key.accepted);
    case 'SINGLE':
      return answer.kind === 'SINGLE' && answer.choice === key.choice;
    case 'MULTIPLE': {
      if (answer.kind !== 'MULTIPLE') return false;
      const a = [...new Set(answer.choices)].sort((x, y) => x - y);
      const k = [...new Set(key.choices)].sort((x, y) => x - y);
      return a.length === k.length && a.every((v, i) => v === k[i]);
    }
    case 'MATCHING':
      return (
        answer.kind === 'MATCHING' &&
        answer.pairs.length === key.pairs.length &&
        key.pairs.every((v, i) => answer.pairs[i] === v)
      );
    case 'ORDERING':
      return (
        answer.kind === 'ORDERING' &&
        answer.order.length === key.order.length &&
        key.order.every((v, i) => answer.order[i] === v)
      );
  }
}

export const criterionSchema = z.object({
  id: z.string(),
  title: z.string(),
  maxPoints: z.number().int().min(0).max(HOMEWORK_POINTS_MAX),
});
export type Criterion = z.infer<typeof criterionSchema>;

/** A task as the student sees it while solving. */
export const homeworkTaskSchema = z.object({
  id: z.number().int(),
  position: z.number().int(),
  kind: z.enum(TASK_KINDS),
  examTaskNumber: z.number().int(),
  topic: z.string(),
  points: z.number().int().min(HOMEWORK_POINTS_MIN).max(HOMEWORK_POINTS_MAX),
  star: z.boolean(),
  text: z.string(),
  hint: z.string().nullable(),
  theoryUrl: z.string().nullable(),
  payload: taskPayloadSchema,
  criteria: z.array(criterionSchema),
});
export type HomeworkTask = z.infer<typeof homeworkTaskSchema>;

export const taskResultSchema = z.object({
  taskId: z.number().int(),
  /** null while a long answer waits for a curator. */
  isCorrect: z.boolean().nullable(),
  points: z.number().int().min(0),
  maxPoints: z.number().int(),
  criteriaScores: z.record(z.string(), z.number().int().min(0)).default({}),
  comment: z.string().default(''),
  /** Fixed in work on bugs (ISO time). */
  fixedAt: z.string().nullable().default(null),
});
export type TaskResult = z.infer<typeof taskResultSchema>;

export const homeworkListItemSchema = z.object({
  id: z.number().int(),
  title: z.string(),
  deadline: z.string(),
  productTypeId: z.number().int(),
  courseTitle: z.string(),
  classTypeId: z.number().int().nullable(),
  subject: z.string().nullable(),
  lessonId: z.number().int().nullable(),
  status: homeworkStatusSchema,
  submissionId: z.number().int().nullable(),
  tasksCount: z.number().int(),
  score: z.number().int().nullable(),
  maxScore: z.number().int(),
});
export type HomeworkListItem = z.infer<typeof homeworkListItemSchema>;
export const homeworkListSchema = paginatedSchema(homeworkListItemSchema);

export const homeworkListQuerySchema = paginationQuerySchema.extend({
  classType: idParamSchema.optional(),
  status: homeworkStatusSchema.optional(),
  deadline: z.enum(HOMEWORK_DEADLINE_FILTERS).optional(),
});
export type HomeworkListQuery = z.infer<typeof homeworkListQuerySchema>;

/** A file of a long answer, with a signed download link valid HOMEWORK_FILE_LINK_TTL_SECONDS. */
export const homeworkFileSchema = z.object({
  id: idSchema,
  taskId: idSchema,
  name: z.string(),
  mime: z.string(),
  size: z.number().int(),
  url: z.string(),
  expiresAt: z.string(),
  createdAt: z.string(),
});
export type HomeworkFile = z.infer<typeof homeworkFileSchema>;
export const homeworkFilesSchema = z.object({ files: z.array(homeworkFileSchema) });
export const homeworkTaskParamsSchema = z.object({ homeworkId: idParamSchema, taskId: idParamSchema });
export const homeworkFileParamsSchema = homeworkTaskParamsSchema.extend({ fileId: idParamSchema });

export const homeworkDetailSchema = homeworkListItemSchema.extend({
  tasks: z.array(homeworkTaskSchema),
  /** Files attached to long answers (each names its task), oldest first. */
  files: z.array(homeworkFileSchema),
  answers: z.record(z.string(), taskAnswerSchema),
  draftSavedAt: z.string().nullable(),
  editable: z.boolean(),
  results: z.array(taskResultSchema),
  /** Passed the exam threshold (null before the check). */
  passed: z.boolean().nullable(),
  /** Why the curator returned the work for rework (RESENT) or refused it (REFUSED); null otherwise. */
  curatorComment: z.string().nullable(),
});
export type HomeworkDetail = z.infer<typeof homeworkDetailSchema>;

/** Answers keyed by task id (as text: JSON object keys). */
export const homeworkAnswersSchema = z.object({
  answers: z.record(z.string().regex(/^\d{1,10}$/), taskAnswerSchema),
});
export type HomeworkAnswers = z.infer<typeof homeworkAnswersSchema>;
export const draftSavedSchema = z.object({ draftSavedAt: z.string() });

export const completedTaskSchema = homeworkTaskSchema.extend({
  answer: taskAnswerSchema.nullable(),
  key: taskKeySchema,
  explanation: z.string(),
  result: taskResultSchema.nullable(),
});
export const homeworkCompletedSchema = homeworkDetailSchema.omit({ tasks: true }).extend({
  tasks: z.array(completedTaskSchema),
});
export type HomeworkCompleted = z.infer<typeof homeworkCompletedSchema>;

export const workOnBugsSchema = z.object({
  homeworkId: z.number().int(),
  title: z.string(),
  status: homeworkStatusSchema,
  tasks: z.array(homeworkTaskSchema),
});
export type WorkOnBugs = z.infer<typeof workOnBugsSchema>;
export const fixTaskSchema = z.object({ taskId: idSchema, answer: taskAnswerSchema });
export const fixTaskResultSchema = z.object({
  isCorrect: z.boolean(),
  remaining: z.number().int(),
  status: homeworkStatusSchema,
});

export const homeworkPrintSchema = z.object({
  submissionId: z.number().int(),
  title: z.string(),
  courseTitle: z.string(),
  deadline: z.string(),
  status: homeworkStatusSchema,
  studentName: z.string(),
  tasks: z.array(
    completedTaskSchema.extend({ key: taskKeySchema.nullable(), explanation: z.string().nullable() }),
  ),
});
export type HomeworkPrint = z.infer<typeof homeworkPrintSchema>;

export const homeworkTypeSchema = z.object({
  id: z.number().int(),
  title: z.string(),
  classTypeId: z.number().int().nullable(),
  subject: z.string().nullable(),
});
export const homeworkTypesSchema = z.object({ results: z.array(homeworkTypeSchema) });
export const taskNumbersSchema = z.object({
  results: z.array(
    z.object({
      productTypeId: z.number().int(),
      classTypeId: z.number().int().nullable(),
      numbers: z.array(z.number().int()),
    }),
  ),
});
export const classTypeTopicsSchema = z.object({
  results: z.array(z.object({ classTypeId: z.number().int().nullable(), topics: z.array(z.string()) })),
});

/* Curators */
export const curatorQueueItemSchema = z.object({
  submissionId: z.number().int(),
  homeworkId: z.number().int(),
  title: z.string(),
  courseTitle: z.string(),
  studentId: z.number().int(),
  studentName: z.string(),
  status: homeworkStatusSchema,
  submittedAt: z.string().nullable(),
  deadline: z.string(),
  curatorId: z.number().int().nullable(),
});
export const curatorQueueSchema = paginatedSchema(curatorQueueItemSchema);
export const curatorQueueQuerySchema = paginationQuerySchema.extend({ curator: idParamSchema.optional() });

export const curatorSubmissionSchema = curatorQueueItemSchema.extend({
  tasks: z.array(completedTaskSchema),
  files: z.array(homeworkFileSchema),
});
export type CuratorSubmission = z.infer<typeof curatorSubmissionSchema>;

export const curatorCheckSchema = z.object({
  tasks: z
    .array(
      z.object({
        taskId: idSchema,
        criteria: z.record(z.string().max(40), z.number().int().min(0).max(HOMEWORK_POINTS_MAX)).default({}),
        comment: z.string().max(5000).default(''),
      }),
    )
    .max(100),
});
export type CuratorCheck = z.infer<typeof curatorCheckSchema>;
export const curatorReturnSchema = z.object({ comment: z.string().min(1).max(5000) });
export const curatorCheckResultSchema = z.object({
  status: homeworkStatusSchema,
  score: z.number().int(),
  maxScore: z.number().int(),
  expCredited: z.number().int(),
});

export const curatorStatsSchema = z.object({
  results: z.array(
    z.object({
      curatorId: z.number().int().nullable(),
      curatorName: z.string().nullable(),
      waiting: z.number().int(),
      checked: z.number().int(),
      /** Mean time from submission to check, in minutes (null with nothing checked). */
      turnaroundMinutes: z.number().int().nullable(),
    }),
  ),
});
export const submissionIdParamsSchema = z.object({ submissionId: idParamSchema });
export const homeworkIdParamsSchema = z.object({ homeworkId: idParamSchema });
