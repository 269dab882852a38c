import { createEmptyCard, fsrs, Rating, State, type Card, type FSRS, type Grade } from 'ts-fsrs';
import {
  TRAINING_DEFAULT_RETENTION,
  examDateOf,
  examYearOf,
  type CardGrade,
  type CardStatus,
  type ExamSubject,
  type TrainingCounters,
} from '@prepa/contracts';
import { daysBetween } from '../calendar/index.js';

const DAY_MS = 86_400_000;

const GRADES: Record<CardGrade, Grade> = {
  again: Rating.Again,
  hard: Rating.Hard,
  good: Rating.Good,
  easy: Rating.Easy,
};

const schedulers = new Map<number, FSRS>();
/** The FSRS scheduler for a desired retention (no fuzz: the same answers give the same schedule). */
export function schedulerFor(retention = TRAINING_DEFAULT_RETENTION): FSRS {
  let s = schedulers.get(retention);
  if (!s) {
    s = fsrs({ request_retention: retention, enable_fuzz: false, enable_short_term: true });
    schedulers.set(retention, s);
  }
  return s;
}

/** The stored memory state of a card (a row of card_states without the keys). */
export interface MemoryState {
  due: Date;
  stability: number;
  difficulty: number;
  scheduledDays: number;
  learningSteps: number;
  reps: number;
  lapses: number;
  state: number;
  lastReview: Date | null;
}

export function toFsrsCard(s: MemoryState | null, now: Date): Card {
  if (!s) return createEmptyCard(now);
  return {
    due: s.due,
    stability: s.stability,
    difficulty: s.difficulty,
    elapsed_days: 0,
    scheduled_days: s.scheduledDays,
    learning_steps: s.learningSteps,
    reps: s.reps,
    lapses: s.lapses,
    state: s.state as State,
    ...(s.lastReview ? { last_review: s.lastReview } : {}),
  };
}

/**
 * The exam date a card's subject is capped by: the main exam day of the current exam year (the
 * results area's rule: the year the academic year ends, in the student's zone). Null once it has
 * passed — a student after the exam keeps plain FSRS intervals.
 */
export function examDateFor(subject: ExamSubject, today: string): string | null {
  const date = examDateOf(subject, examYearOf(today));
  return date > today ? date : null;
}

/**
 * The exam cap: a review FSRS would schedule on or after the exam day is moved to the day before
 * it (same time of day as now), so the last review lands before the exam. With the exam tomorrow
 * the card is due at once. Without an exam ahead the FSRS due is kept.
 */
export function capDue(
  fsrsDue: Date,
  now: Date,
  today: string,
  examDate: string | null,
): { due: Date; capped: boolean } {
  if (!examDate || examDate <= today) return { due: fsrsDue, capped: false };
  const daysLeft = daysBetween(today, examDate) - 1;
  const limit = new Date(now.getTime() + daysLeft * DAY_MS);
  if (fsrsDue.getTime() <= limit.getTime()) return { due: fsrsDue, capped: false };
  return { due: limit, capped: true };
}

export interface ReviewOutcome {
  next: MemoryState;
  fsrsDue: Date;
  capped: boolean;
  intervalDays: number;
}

/** One review: FSRS's next state for the grade, then the exam cap. */
export function review(
  current: MemoryState | null,
  grade: CardGrade,
  now: Date,
  today: string,
  examDate: string | null,
  retention = TRAINING_DEFAULT_RETENTION,
): ReviewOutcome {
  const { card } = schedulerFor(retention).next(toFsrsCard(current, now), now, GRADES[grade]);
  const { due, capped } = capDue(card.due, now, today, examDate);
  const intervalDays = (due.getTime() - now.getTime()) / DAY_MS;
  return {
    next: {
      due,
      stability: card.stability,
      difficulty: card.difficulty,
      scheduledDays: capped ? Math.max(0, Math.floor(intervalDays)) : card.scheduled_days,
      learningSteps: card.learning_steps,
      reps: card.reps,
      lapses: card.lapses,
      state: card.state,
      lastReview: card.last_review ?? now,
    },
    fsrsDue: card.due,
    capped,
    intervalDays: Math.round(intervalDays * 1000) / 1000,
  };
}

/** The spec's status of a card from its FSRS state (no state yet = new). */
export function statusOf(state: number | null | undefined): CardStatus {
  if (state === null || state === undefined || state === State.New) return 'new_cards';
  if (state === State.Review) return 'known_cards';
  return 'learning_cards';
}

/** The four counters from the cards' states and favourite marks. */
export function countersOf(
  rows: readonly { state: number | null; isFavorite: boolean | null }[],
): TrainingCounters {
  const out: TrainingCounters = {
    newCardsCount: 0,
    learningCardsCount: 0,
    knownCardsCount: 0,
    favoriteCardsCount: 0,
  };
  for (const r of rows) {
    const s = statusOf(r.state);
    if (s === 'new_cards') out.newCardsCount += 1;
    else if (s === 'learning_cards') out.learningCardsCount += 1;
    else out.knownCardsCount += 1;
    if (r.isFavorite) out.favoriteCardsCount += 1;
  }
  return out;
}
