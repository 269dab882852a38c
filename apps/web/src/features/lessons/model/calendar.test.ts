import { describe, expect, it } from 'vitest';
import { addMonths, capitalise, mondayOf, monthGrid, todayIn } from './calendar';

describe('timetable calendar', () => {
  it('builds whole Monday-first weeks covering the month', () => {
    const weeks = monthGrid({ year: 2026, month: 11 });
    expect(weeks[0]?.[0]).toBe('2026-10-26');
    expect(weeks.at(-1)?.[6]).toBe('2026-12-06');
    expect(weeks.every((w) => w.length === 7)).toBe(true);
  });

  it('moves across years and finds Mondays', () => {
    expect(addMonths({ year: 2026, month: 12 }, 1)).toEqual({ year: 2027, month: 1 });
    expect(addMonths({ year: 2026, month: 1 }, -1)).toEqual({ year: 2025, month: 12 });
    expect(mondayOf('2026-11-29')).toBe('2026-11-23');
  });

  it('reads today in the platform zone and capitalises only the first letter', () => {
    expect(todayIn('Europe/Moscow', new Date('2026-11-30T21:30:00Z'))).toBe('2026-12-01');
    expect(todayIn('Asia/Almaty', new Date('2026-11-30T18:30:00Z'))).toBe('2026-11-30');
    expect(capitalise('ноябрь 2026 г.')).toBe('Ноябрь 2026 г.');
  });
});
