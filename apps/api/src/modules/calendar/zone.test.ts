import { describe, expect, it } from 'vitest';
import { dayEndIn } from './zone.js';

describe('dayEndIn', () => {
  it('ends the day at local midnight in the zone', () => {
    // 18:00 in Moscow (UTC+3): the day ends at 21:00 UTC.
    expect(new Date(dayEndIn(new Date('2026-11-29T15:00:00Z'), 'Europe/Moscow')).toISOString()).toBe(
      '2026-11-29T21:00:00.000Z',
    );
    // 23:59:59.999 in Almaty (UTC+5) is still the day; its end is one millisecond later.
    expect(dayEndIn(new Date('2026-11-29T18:59:59.999Z'), 'Asia/Almaty')).toBe(
      Date.parse('2026-11-29T19:00:00.000Z'),
    );
  });

  it('ends a 23-hour daylight-saving day where it ends', () => {
    // Berlin moves from +1 to +2 at 01:00 UTC on 29 March 2026: that day ends at 22:00 UTC, the day before at 23:00.
    expect(new Date(dayEndIn(new Date('2026-03-29T10:00:00Z'), 'Europe/Berlin')).toISOString()).toBe(
      '2026-03-29T22:00:00.000Z',
    );
    expect(new Date(dayEndIn(new Date('2026-03-28T10:00:00Z'), 'Europe/Berlin')).toISOString()).toBe(
      '2026-03-28T23:00:00.000Z',
    );
  });
});
