import { describe, expect, it } from 'vitest';
import {
  HOMEWORK_STATUSES,
  HOMEWORK_TRANSITIONS,
  canTransition,
  isAnswerRight,
  normalizeShortAnswer,
  shortAnswerMatches,
} from './homework.js';

describe('short answer normalisation', () => {
  it('ignores case, spaces, ё/е and the decimal comma', () => {
    expect(normalizeShortAnswer(' Ёлка ')).toBe('елка');
    expect(normalizeShortAnswer('2,5')).toBe('2.5');
    expect(normalizeShortAnswer('2,50')).toBe('2.5');
    expect(normalizeShortAnswer('3.0')).toBe('3');
    expect(normalizeShortAnswer('1 000')).toBe('1000');
    expect(normalizeShortAnswer('−4')).toBe('-4');
    expect(shortAnswerMatches('ПРИЁМ', ['прием'])).toBe(true);
    expect(shortAnswerMatches('0,25', ['0.25'])).toBe(true);
    expect(shortAnswerMatches('', [''])).toBe(false);
    expect(shortAnswerMatches('0,26', ['0.25'])).toBe(false);
  });
});

describe('answer check', () => {
  it('checks each automatic kind and leaves the long answer to a curator', () => {
    expect(isAnswerRight({ kind: 'SINGLE', choice: 1 }, { kind: 'SINGLE', choice: 1 })).toBe(true);
    expect(isAnswerRight({ kind: 'MULTIPLE', choices: [0, 2] }, { kind: 'MULTIPLE', choices: [2, 0] })).toBe(
      true,
    );
    expect(isAnswerRight({ kind: 'MULTIPLE', choices: [0, 2] }, { kind: 'MULTIPLE', choices: [0] })).toBe(
      false,
    );
    expect(isAnswerRight({ kind: 'MATCHING', pairs: [1, 0] }, { kind: 'MATCHING', pairs: [1, 0] })).toBe(
      true,
    );
    expect(
      isAnswerRight({ kind: 'ORDERING', order: [2, 0, 1] }, { kind: 'ORDERING', order: [0, 2, 1] }),
    ).toBe(false);
    expect(isAnswerRight({ kind: 'SHORT', accepted: ['12'] }, undefined)).toBe(false);
    expect(isAnswerRight({ kind: 'LONG', sample: '' }, { kind: 'LONG', text: 'x', files: [] })).toBeNull();
  });
});

describe('transition table', () => {
  it('covers every status and refuses what is not listed', () => {
    expect(Object.keys(HOMEWORK_TRANSITIONS).sort()).toEqual([...HOMEWORK_STATUSES].sort());
    expect(canTransition('UNDONE', 'DONE')).toBe(true);
    expect(canTransition('DONE', 'RESENT')).toBe(true);
    expect(canTransition('CHECKED', 'UNDONE')).toBe(false);
    expect(canTransition('EXPIRED', 'DONE')).toBe(false);
    expect(canTransition('UNDONE', 'CHECKED_BY_CURATOR')).toBe(false);
  });
});
