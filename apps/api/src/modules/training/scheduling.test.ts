import { describe, expect, it } from 'vitest';
import { capDue, countersOf, examDateFor, review, statusOf } from './scheduling.js';
import { isCorrect } from './level-tests.js';

const now = new Date('2027-05-29T09:00:00Z');

describe('the exam cap', () => {
  it('moves a due on or after the exam day to the day before it', () => {
    const fsrsDue = new Date('2027-06-20T09:00:00Z');
    const { due, capped } = capDue(fsrsDue, now, '2027-05-29', '2027-06-08');
    expect(capped).toBe(true);
    expect(due.toISOString()).toBe('2027-06-07T09:00:00.000Z');
  });

  it('keeps a due that already lands before the exam, and any due without an exam ahead', () => {
    const early = new Date('2027-06-02T09:00:00Z');
    expect(capDue(early, now, '2027-05-29', '2027-06-08')).toEqual({ due: early, capped: false });
    const late = new Date('2027-09-02T09:00:00Z');
    expect(capDue(late, now, '2027-05-29', null)).toEqual({ due: late, capped: false });
    expect(capDue(late, now, '2027-06-08', '2027-06-08').capped).toBe(false);
  });

  it('makes the card due at once when the exam is tomorrow', () => {
    const { due, capped } = capDue(new Date('2027-06-10T00:00:00Z'), now, '2027-06-07', '2027-06-08');
    expect(capped).toBe(true);
    expect(due.getTime()).toBe(now.getTime());
  });

  it('finds the exam of the current exam year and none once it has passed', () => {
    expect(examDateFor('EGE_MATH_PROFILE', '2026-11-23')).toBe('2027-06-08');
    expect(examDateFor('EGE_RUSSIAN', '2027-03-01')).toBe('2027-06-04');
    expect(examDateFor('EGE_RUSSIAN', '2027-06-20')).toBeNull();
    expect(examDateFor('EGE_RUSSIAN', '2027-08-01')).toBe('2028-06-04');
  });

  it('a review near the exam reports the cap and the shortened interval', () => {
    let state = review(null, 'easy', now, '2027-05-29', '2027-06-08').next;
    const later = new Date('2027-06-05T09:00:00Z');
    const second = review(state, 'easy', later, '2027-06-05', '2027-06-08');
    expect(second.capped).toBe(true);
    expect(second.next.due.toISOString()).toBe('2027-06-07T09:00:00.000Z');
    expect(second.fsrsDue.getTime()).toBeGreaterThan(second.next.due.getTime());
    state = second.next;
    expect(state.reps).toBe(2);
  });
});

describe('counters and statuses', () => {
  it('counts new (no state or New), learning (Learning, Relearning), known (Review) and favourites', () => {
    expect(statusOf(null)).toBe('new_cards');
    expect(statusOf(0)).toBe('new_cards');
    expect(statusOf(1)).toBe('learning_cards');
    expect(statusOf(3)).toBe('learning_cards');
    expect(statusOf(2)).toBe('known_cards');
    expect(
      countersOf([
        { state: null, isFavorite: null },
        { state: 0, isFavorite: true },
        { state: 1, isFavorite: false },
        { state: 3, isFavorite: true },
        { state: 2, isFavorite: false },
      ]),
    ).toEqual({ newCardsCount: 2, learningCardsCount: 2, knownCardsCount: 1, favoriteCardsCount: 2 });
  });
});

describe('the level-test checker', () => {
  const short = { kind: 'short_answer' as const, options: [], answers: ['0.75', 'ёлка'] };
  it('normalises short answers', () => {
    expect(isCorrect(short, { task: 1, text: ' 0,75' })).toBe(true);
    expect(isCorrect(short, { task: 1, text: 'Е Л К А' })).toBe(true);
    expect(isCorrect(short, { task: 1, text: '' })).toBe(false);
    expect(isCorrect(short, undefined)).toBe(false);
  });
  it('needs exactly the correct options', () => {
    const options = [
      { id: 1, text: 'a', correct: true },
      { id: 2, text: 'b', correct: false },
      { id: 3, text: 'c', correct: true },
    ];
    const multi = { kind: 'multiple_choice' as const, options, answers: [] };
    expect(isCorrect(multi, { task: 1, options: [3, 1] })).toBe(true);
    expect(isCorrect(multi, { task: 1, options: [1] })).toBe(false);
    expect(isCorrect(multi, { task: 1, options: [1, 2, 3] })).toBe(false);
    const single = { kind: 'single_choice' as const, options: options.slice(0, 2), answers: [] };
    expect(isCorrect(single, { task: 1, options: [1] })).toBe(true);
    expect(isCorrect(single, { task: 1, options: [1, 2] })).toBe(false);
  });
});
