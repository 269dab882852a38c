/** The zod-free part of `homework.ts` (constants, their types, plain functions): importable without the schemas. */

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

export const HOMEWORK_DEADLINE_FILTERS = ['upcoming', 'past', 'week'] as const;

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
