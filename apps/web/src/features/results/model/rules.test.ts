import { describe, expect, it } from 'vitest';
import { platformDate, shouldAutoOpenResults, showResultsButton } from './rules';

const MSK = 'Europe/Moscow';

describe('results button', () => {
  it('shows before 1 August of the exam year when results are available', () => {
    const results = { examYear: 2027, resultsAvailable: true };
    expect(showResultsButton(new Date('2026-11-22T10:00:00Z'), results, MSK)).toBe(true);
    expect(showResultsButton(new Date('2027-07-31T20:59:00Z'), results, MSK)).toBe(true);
    // 00:00 on 1 August in Moscow (still 31 July in UTC).
    expect(showResultsButton(new Date('2027-07-31T21:00:00Z'), results, MSK)).toBe(false);
    expect(showResultsButton(new Date('2027-09-01T10:00:00Z'), results, MSK)).toBe(false);
  });

  it('ends at midnight of 1 August in time zones a whole day apart', () => {
    const results = { examYear: 2027, resultsAvailable: true };
    // UTC+14: 1 August begins at 10:00 UTC on 31 July.
    expect(showResultsButton(new Date('2027-07-31T09:59:00Z'), results, 'Pacific/Kiritimati')).toBe(true);
    expect(showResultsButton(new Date('2027-07-31T10:00:00Z'), results, 'Pacific/Kiritimati')).toBe(false);
    // UTC−12: 1 August begins at 12:00 UTC on 1 August.
    expect(showResultsButton(new Date('2027-08-01T11:59:00Z'), results, 'Etc/GMT+12')).toBe(true);
    expect(showResultsButton(new Date('2027-08-01T12:00:00Z'), results, 'Etc/GMT+12')).toBe(false);
  });

  it('does not show without results', () => {
    const now = new Date('2026-11-22T10:00:00Z');
    expect(showResultsButton(now, { examYear: 2027, resultsAvailable: false }, MSK)).toBe(false);
    expect(showResultsButton(now, undefined, MSK)).toBe(false);
  });
});

describe('auto-open of the results page', () => {
  it('opens once a day while results need filling', () => {
    const morning = new Date('2027-06-10T05:00:00Z');
    expect(platformDate(morning, MSK)).toBe('2027-06-10');
    expect(shouldAutoOpenResults(morning, true, null, MSK)).toBe(true);
    expect(shouldAutoOpenResults(morning, true, '2027-06-09', MSK)).toBe(true);
    expect(shouldAutoOpenResults(morning, true, '2027-06-10', MSK)).toBe(false);
    // 22:30 UTC is already the next day in Moscow: it opens again.
    expect(shouldAutoOpenResults(new Date('2027-06-10T22:30:00Z'), true, '2027-06-10', MSK)).toBe(true);
  });

  it('never opens when nothing needs filling', () => {
    expect(shouldAutoOpenResults(new Date('2027-06-10T05:00:00Z'), false, null, MSK)).toBe(false);
  });
});
