import { z } from 'zod';
import { idParamSchema, idSchema } from './ids.js';
import { paginatedSchema, paginationQuerySchema } from './pagination.js';

/** Homework statuses of spec 1 §3 / spec 2 §2. */
export const HOMEWORK_STATUSES = [
  'UNDONE',
  'DONE',
  'REFUSED',
  'RESENT',
  'CHECKED',
  'EXPIRED',
  'CHECKED_BY_SITE',
  'CHECKED_BY_CURATOR',
  'CHECKED_BY_TEACHER',
  'CHECKED_BY_NEURO',
  'CHECK_BY_NE_AND_CU',
] as const;
export type HomeworkStatus = (typeof HOMEWORK_STATUSES)[number];
export const homeworkStatusSchema = z.enum(HOMEWORK_STATUSES);

/**
 * THE transition table (docs/homework.md). Anything not listed is refused with 400
 * `homework_transition_forbidden`.
 * - UNDONE: submitted with a long answer → DONE (waits for a checker); only automatic tasks → CHECKED_BY_SITE;
 *   the deadline passed → EXPIRED.
 * - DONE: a curator checks → CHECKED_BY_CURATOR, a teacher → CHECKED_BY_TEACHER, the neural checker →
 *   CHECKED_BY_NEURO; returned for rework → RESENT; refused (not the student's own work) → REFUSED.
 * - RESENT: resubmitted → DONE; the deadline passed → EXPIRED.
 * - CHECKED_BY_NEURO: confirmed by a curator → CHECK_BY_NE_AND_CU, or re-scored → CHECKED_BY_CURATOR.
 * - CHECKED_BY_CURATOR / CHECKED_BY_TEACHER / CHECK_BY_NE_AND_CU: recheck keeps the status (re-scored) or
 *   returns for rework (RESENT); all wrong tasks fixed in work on bugs → CHECKED.
 * - CHECKED_BY_SITE: all wrong tasks fixed → CHECKED.
 * - REFUSED, EXPIRED: a curator reopens → RESENT.
 * - CHECKED: final.
 */
export const HOMEWORK_TRANSITIONS: Readonly<Record<HomeworkStatus, readonly HomeworkStatus[]>> = {
  UNDONE: ['DONE', 'CHECKED_BY_SITE', 'EXPIRED'],
  DONE: ['CHECKED_BY_CURATOR', 'CHECKED_BY_TEACHER', 'CHECKED_BY_NEURO', 'RESENT', 'REFUSED'],
  RESENT: ['DONE', 'CHECKED_BY_SITE', 'EXPIRED'],
  CHECKED_BY_NEURO: ['CHECK_BY_NE_AND_CU', 'CHECKED_BY_CURATOR', 'RESENT'],
  CHECKED_BY_CURATOR: ['CHECKED_BY_CURATOR', 'RESENT', 'CHECKED'],
  CHECKED_BY_TEACHER: ['CHECKED_BY_TEACHER', 'RESENT', 'CHECKED'],
  CHECK_BY_NE_AND_CU: ['CHECK_BY_NE_AND_CU', 'RESENT', 'CHECKED'],
  CHECKED_BY_SITE: ['CHECKED'],
  REFUSED: ['RESENT'],
  EXPIRED: ['RESENT'],
  CHECKED: [],
};

export function canTransition(from: HomeworkStatus, to: HomeworkStatus): boolean {
  return HOMEWORK_TRANSITIONS[from].includes(to);
}

/** Statuses in which the student may still change answers. */
export const HOMEWORK_EDITABLE: readonly HomeworkStatus[] = ['UNDONE', 'RESENT'];
/** Statuses after a check: the completed view (right answers, explanations) and work on bugs are open. */
export const HOMEWORK_CHECKED: readonly HomeworkStatus[] = [
  'CHECKED',
  'CHECKED_BY_SITE',
  'CHECKED_BY_CURATOR',
  'CHECKED_BY_TEACHER',
  'CHECK_BY_NE_AND_CU',
];
/** Statuses waiting for a curator (their queue). */
export const HOMEWORK_WAITING: readonly HomeworkStatus[] = ['DONE', 'CHECKED_BY_NEURO'];

/** Points of one task (and of a criterion): 1..100. */
export const HOMEWORK_POINTS_MIN = 1;
export const HOMEWORK_POINTS_MAX = 100;
/** The exam threshold: a homework scored at this percentage or more counts as passed. */
export const HOMEWORK_EXAM_THRESHOLD = 75;
/** Extra exp of a task marked with a star, when solved right. */
export const HOMEWORK_STAR_EXP = 5;

/** Who checks homework from the curator screens (a teacher's check is CHECKED_BY_TEACHER). */
export const HOMEWORK_CURATOR_ROLES = ['CURATOR_ROLE', 'HEAD_CURATOR', 'TEACHER_ROLE'] as const;

/** Task kinds. */
export const TASK_KINDS = ['SHORT', 'SINGLE', 'MULTIPLE', 'MATCHING', 'ORDERING', 'LONG'] as const;
export type TaskKind = (typeof TASK_KINDS)[number];
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

export const HOMEWORK_DEADLINE_FILTERS = ['upcoming', 'past', 'week'] as const;
export const homeworkListQuerySchema = paginationQuerySchema.extend({
  classType: idParamSchema.optional(),
  status: homeworkStatusSchema.optional(),
  deadline: z.enum(HOMEWORK_DEADLINE_FILTERS).optional(),
});
export type HomeworkListQuery = z.infer<typeof homeworkListQuerySchema>;

/** Files attached to a long answer: at most this many per task, each at most HOMEWORK_FILE_MAX_BYTES. */
export const HOMEWORK_FILES_PER_TASK = 5;
export const HOMEWORK_FILE_MAX_BYTES = 10 * 1024 * 1024;
/** Accepted types (the server checks the real type by the file's first bytes; text by its content). */
export const HOMEWORK_FILE_TYPES = [
  'application/pdf',
  'image/png',
  'image/jpeg',
  'image/webp',
  'image/heic',
  'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
  'text/plain',
] as const;
export type HomeworkFileType = (typeof HOMEWORK_FILE_TYPES)[number];
/** For the file picker's `accept`. */
export const HOMEWORK_FILE_ACCEPT = '.pdf,.png,.jpg,.jpeg,.webp,.heic,.docx,.txt';
/** A download link of a homework file stays valid this long (seconds). */
export const HOMEWORK_FILE_LINK_TTL_SECONDS = 600;

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
