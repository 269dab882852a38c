import { describe, expect, it } from 'vitest';
import { examResultFeedbackSchema, examYearOf, isExamSeason, resultsEndOf } from './results.js';

describe('exam year and season', () => {
  it('Sept..Dec and August count towards next year, Jan..Jul towards this one', () => {
    expect(examYearOf('2026-09-01')).toBe(2027);
    expect(examYearOf('2026-12-31')).toBe(2027);
    expect(examYearOf('2027-01-01')).toBe(2027);
    expect(examYearOf('2027-07-31')).toBe(2027);
    expect(examYearOf('2027-08-01')).toBe(2028);
    expect(examYearOf('2027-08-31')).toBe(2028);
    expect(resultsEndOf(2027)).toBe('2027-08-01');
  });

  it('the season runs from 1 June to 31 July of the exam year', () => {
    expect(isExamSeason('2027-05-31', 2027)).toBe(false);
    expect(isExamSeason('2027-06-01', 2027)).toBe(true);
    expect(isExamSeason('2027-07-31', 2027)).toBe(true);
    expect(isExamSeason('2027-08-01', 2027)).toBe(false);
    expect(isExamSeason('2026-06-15', 2027)).toBe(false);
  });

  it('feedback is trimmed, 1..2000 characters', () => {
    expect(examResultFeedbackSchema.safeParse({ id: 1, text: '  ' }).success).toBe(false);
    expect(examResultFeedbackSchema.safeParse({ id: 1, text: 'x'.repeat(2001) }).success).toBe(false);
    expect(examResultFeedbackSchema.parse({ id: 1, text: ' ok ' }).text).toBe('ok');
  });
});
