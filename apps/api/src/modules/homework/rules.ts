import {
  AUTO_TASK_KINDS,
  HOMEWORK_STAR_EXP,
  canTransition,
  isAnswerRight,
  type HomeworkStatus,
  type TaskAnswer,
  type TaskResult,
} from '@prepa/contracts';
import { ClientError, ValidationFailed } from '../../http/errors.js';
import type { homeworkTasks } from '../../db/schema/index.js';

export type TaskRow = typeof homeworkTasks.$inferSelect;

/** The status shown for a homework: the submission's, or UNDONE / EXPIRED (past the deadline) without one. */
export function effectiveStatus(
  sub: { status: HomeworkStatus } | null,
  deadline: Date,
  now: Date,
): HomeworkStatus {
  if (sub) return sub.status;
  return deadline.getTime() < now.getTime() ? 'EXPIRED' : 'UNDONE';
}

export class TransitionForbidden extends ClientError {
  constructor() {
    super(400, 'homework_transition_forbidden');
  }
}

/** The one guard every status change passes: the table of contracts' `canTransition`. */
export function assertTransition(from: HomeworkStatus, to: HomeworkStatus): void {
  if (!canTransition(from, to)) throw new TransitionForbidden();
}

/** Refuses answers to tasks of another homework or of another kind (400 with the task's field). */
export function validateAnswers(tasks: readonly TaskRow[], answers: Record<string, TaskAnswer>): void {
  const byId = new Map(tasks.map((t) => [String(t.id), t]));
  for (const [id, answer] of Object.entries(answers)) {
    const task = byId.get(id);
    if (!task || task.kind !== answer.kind) {
      throw ValidationFailed.field(`answers.${id}`, 'invalid', 'homework_answer_invalid');
    }
  }
}

/** Results of the automatic tasks; a long answer waits for a curator (isCorrect null, 0 points). */
export function autoResults(tasks: readonly TaskRow[], answers: Record<string, TaskAnswer>): TaskResult[] {
  return tasks.map((t) => {
    const right = isAnswerRight(t.answerKey, answers[String(t.id)]);
    return {
      taskId: t.id,
      isCorrect: right,
      points: right ? t.points : 0,
      maxPoints: t.points,
      criteriaScores: {},
      comment: '',
      fixedAt: null,
    };
  });
}

export const hasLongTask = (tasks: readonly TaskRow[]) => tasks.some((t) => t.kind === 'LONG');
export const isAuto = (t: TaskRow) => AUTO_TASK_KINDS.includes(t.kind);

/** A long answer counts as solved when it earned at least half of its points. */
export function longIsCorrect(points: number, max: number): boolean {
  return points * 2 >= max;
}

export function scoreOf(results: readonly TaskResult[]) {
  return {
    score: results.reduce((s, r) => s + r.points, 0),
    maxScore: results.reduce((s, r) => s + r.maxPoints, 0),
  };
}

/** Exp of a check: the points earned plus the star bonus of every starred task solved right. */
export function expOf(tasks: readonly TaskRow[], results: readonly TaskResult[]): number {
  const starred = new Set(tasks.filter((t) => t.star).map((t) => t.id));
  return results.reduce(
    (s, r) => s + r.points + (r.isCorrect && starred.has(r.taskId) ? HOMEWORK_STAR_EXP : 0),
    0,
  );
}
