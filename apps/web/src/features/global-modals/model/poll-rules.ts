import {
  pollAnswerProblem,
  POLL_COMPACT_WIDTH,
  POLL_COMPACT_WIDTH_CORNER,
  scaleBand,
  type Poll,
  type ScaleBand,
} from '@prepa/contracts';

export interface PollDraft {
  pollAnswers: number[];
  textFeedback: string;
}

export const emptyDraft = (): PollDraft => ({ pollAnswers: [], textFeedback: '' });

/** Whether the answer may be sent (spec 1 §4 send rules, the same function the API checks with). */
export function canSendPoll(poll: Poll, draft: PollDraft): boolean {
  return pollAnswerProblem(poll.type, draft) === null;
}

/** The score a scale poll's chosen variant stands for. */
export function scaleScore(poll: Poll, draft: PollDraft): number | null {
  const chosen = poll.variants.find((v) => v.id === draft.pollAnswers[0]);
  if (!chosen) return null;
  const n = Number(chosen.text);
  return Number.isFinite(n) ? n : null;
}

/** The follow-up question of a scale poll for a score (spec 1 §9 thresholds), or null before a choice. */
export function scaleFollowUp(score: number | null): ScaleBand | null {
  return score === null ? null : scaleBand(score);
}

/** Poll tiles turn compact below 354 px, or 450 px in a corner modal (spec 1 §9). */
export function isCompact(width: number, corner: boolean): boolean {
  return width < (corner ? POLL_COMPACT_WIDTH_CORNER : POLL_COMPACT_WIDTH);
}
