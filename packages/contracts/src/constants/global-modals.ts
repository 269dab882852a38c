/** The zod-free part of `global-modals.ts` (constants, their types, plain functions): importable without the schemas. */
import type { UserRole } from './roles.js';

/**
 * Global modals and polls (spec 1 §3 "Student modal", "Poll", §4 "Global modals", §7).
 * Managers write them; a student sees the active ones of their platform for an action the SPA fires,
 * each until they have viewed it once.
 */
export const MODAL_ACTIONS = [
  'OPEN',
  'PAYMENT',
  'LESSON_DONE',
  'HOMEWORK_DONE',
  'PROMOCODE',
  'SHOP',
  'MAIN',
  'TIMETABLE',
  'HOMEWORK',
  'ACHIEVEMENT',
  'MY_PRODUCT',
  'LESSON',
  'LANGUAGE',
] as const;

export type ModalAction = (typeof MODAL_ACTIONS)[number];

/** Actions fired by an event the server records (a lesson watched, a homework checked): one showing per event. */
export const EVENT_MODAL_ACTIONS = ['LESSON_DONE', 'HOMEWORK_DONE'] as const satisfies readonly ModalAction[];

export function isEventModalAction(action: ModalAction): boolean {
  return (EVENT_MODAL_ACTIONS as readonly ModalAction[]).includes(action);
}

export const MODAL_SHOW_STYLES = ['FULL', 'CORNER'] as const;

export type ModalShowStyle = (typeof MODAL_SHOW_STYLES)[number];

export const POLL_TYPES = [
  'TEXT_POLL',
  'RADIO_POLL',
  'CHECKBOX_POLL',
  'DESCRIPTION_POLL',
  'SCALE_POLL',
] as const;

export type PollType = (typeof POLL_TYPES)[number];

/** A scale poll's choices are the scores 0..10; its variants are created with it, one per score. */
export const SCALE_MIN = 0;

export const SCALE_MAX = 10;

/** Spec 1 §9: up to 6 "what you especially didn't like", 7–9 "what we can improve", above 9 "what you liked". */
export type ScaleBand = 'disliked' | 'improve' | 'liked';

export function scaleBand(score: number): ScaleBand {
  if (score <= 6) return 'disliked';
  if (score <= 9) return 'improve';
  return 'liked';
}

/** Poll tiles turn compact below this width (spec 1 §9), in a full modal and in a corner one. */
export const POLL_COMPACT_WIDTH = 354;

export const POLL_COMPACT_WIDTH_CORNER = 450;

export const MODAL_TITLE_MAX = 200;

export const MODAL_TEXT_MAX = 5000;

export const MODAL_URL_MAX = 1000;

export const MODAL_BUTTON_TEXT_MAX = 60;

export const POLL_QUESTION_MAX = 500;

export const POLL_VARIANT_TEXT_MAX = 200;

export const POLL_VARIANT_DESCRIPTION_MAX = 500;

export const POLL_VARIANTS_MAX = 20;

export const POLLS_PER_MODAL_MAX = 5;

export const POLL_TEXT_FEEDBACK_MAX = 1000;

/**
 * The send rule of a poll type (spec 1 §4), shared by the SPA's send button and the API: checkbox and
 * description polls need at least one answer, radio and scale polls exactly one choice, text polls text.
 * Returns the error code, or null when the answer may be sent.
 */
export function pollAnswerProblem(
  type: PollType,
  answer: { pollAnswers: readonly number[]; textFeedback: string },
): 'poll_answer_required' | 'poll_text_required' | 'poll_single_choice' | null {
  const chosen = new Set(answer.pollAnswers).size;
  switch (type) {
    case 'TEXT_POLL':
      return answer.textFeedback.trim() ? null : 'poll_text_required';
    case 'CHECKBOX_POLL':
    case 'DESCRIPTION_POLL':
      return chosen >= 1 ? null : 'poll_answer_required';
    case 'RADIO_POLL':
    case 'SCALE_POLL':
      if (chosen === 0) return 'poll_answer_required';
      return chosen === 1 ? null : 'poll_single_choice';
  }
}

// Managers (MANAGER_ROLE): create, list and deactivate modals with their polls.
export const GLOBAL_MODAL_MANAGER_ROLES: readonly UserRole[] = [
  'MANAGER_ROLE',
  'HEAD_MANAGER_ROLE',
  'MAIN_MANAGER_ROLE',
];

// Feedback (spec 1 §3 "Feedback", §4, §5): an emoji score 1..5, reasons, and a comment at or below a limit.
export const FEEDBACK_SCORE_MIN = 1;

export const FEEDBACK_SCORE_MAX = 5;

/** The comment box shows only at or below this score (spec 1 §5, default 5). */
export const FEEDBACK_COMMENT_SCORE_LIMIT = 5;

export const FEEDBACK_TEXT_MAX = 1000;

export const FEEDBACK_REASONS = ['content', 'teacher', 'video', 'difficulty', 'interface', 'other'] as const;

export type FeedbackReason = (typeof FEEDBACK_REASONS)[number];
