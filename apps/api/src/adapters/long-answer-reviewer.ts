import type { TaskKey } from '@prepa/contracts';

/** One long answer to pre-score: the task's criteria, the student's text and the task's answer key. */
export interface LongAnswerInput {
  criteria: readonly { id: string; title: string; maxPoints: number }[];
  answer: string;
  key: TaskKey;
}

/** Preliminary criteria scores and a note for the curator (who confirms, overrides or returns). */
export interface LongAnswerReview {
  criteriaScores: Record<string, number>;
  note: string;
}

/**
 * Pre-scores long answers before a curator looks at them (docs/homework.md, CHECKED_BY_NEURO). An
 * outside reviewer (a language model service) would implement the same interface; the config chooses.
 */
export interface LongAnswerReviewer {
  readonly name: string;
  review(input: LongAnswerInput): Promise<LongAnswerReview>;
}

/** Answers shorter than this (in characters, spaces excluded) earn nothing from the pre-check. */
const MIN_CHARS = 40;
/** Answers at least this long get the full length share; shorter ones a proportional share. */
const FULL_CHARS = 120;

const normalize = (s: string) => s.toLowerCase().replaceAll('ё', 'е');

/**
 * The built-in reviewer: a deterministic rubric pre-check, NOT an AI. Per criterion it gives a share of
 * the points from the answer's length and, when the answer key lists `keyTerms`, from how many of them
 * the answer mentions (the smaller of the two shares, rounded down). The same answer always gets the same
 * scores. It only suggests: nothing reaches the student until a curator confirms.
 */
export function createRubricReviewer(): LongAnswerReviewer {
  return {
    name: 'rubric',
    async review({ criteria, answer, key }) {
      const chars = answer.replace(/\s+/g, '').length;
      const lengthShare = chars < MIN_CHARS ? 0 : Math.min(1, chars / FULL_CHARS);
      const terms = key.kind === 'LONG' ? (key.keyTerms ?? []) : [];
      const text = normalize(answer);
      const found = terms.filter((term) => text.includes(normalize(term)));
      const termShare = terms.length === 0 ? 1 : found.length / terms.length;
      const share = Math.min(lengthShare, termShare);
      const criteriaScores = Object.fromEntries(criteria.map((c) => [c.id, Math.floor(c.maxPoints * share)]));
      const note =
        terms.length === 0
          ? `Предварительная оценка по рубрике: длина ответа ${chars} зн.`
          : `Предварительная оценка по рубрике: длина ответа ${chars} зн., ключевые термины ${found.length} из ${terms.length}.`;
      return { criteriaScores, note };
    },
  };
}

/** The reviewer the config names; `none` turns the pre-check off whatever the flag says. */
export function createLongAnswerReviewer(kind: 'rubric' | 'none'): LongAnswerReviewer | null {
  return kind === 'rubric' ? createRubricReviewer() : null;
}
