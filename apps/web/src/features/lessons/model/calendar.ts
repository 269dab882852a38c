/** Calendar arithmetic for the timetable on YYYY-MM-DD strings (no hours, so no zone can shift it). */
import { localDateIn } from '@prepa/contracts';

export type YearMonth = { year: number; month: number };

const pad = (n: number) => String(n).padStart(2, '0');

export function monthKey({ year, month }: YearMonth): string {
  return `${year}-${pad(month)}`;
}

export function addMonths({ year, month }: YearMonth, n: number): YearMonth {
  const i = year * 12 + (month - 1) + n;
  return { year: Math.floor(i / 12), month: (i % 12) + 1 };
}

export function addDays(day: string, n: number): string {
  const d = new Date(`${day}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() + n);
  return d.toISOString().slice(0, 10);
}

/** Monday-based weekday, 0..6. */
export function weekday(day: string): number {
  return (new Date(`${day}T00:00:00Z`).getUTCDay() + 6) % 7;
}

export function mondayOf(day: string): string {
  return addDays(day, -weekday(day));
}

export function daysInMonth({ year, month }: YearMonth): number {
  return new Date(Date.UTC(year, month, 0)).getUTCDate();
}

/** The month grid: whole weeks (Monday first) covering the month; days of other months included. */
export function monthGrid(ym: YearMonth): string[][] {
  const first = `${monthKey(ym)}-01`;
  const last = `${monthKey(ym)}-${pad(daysInMonth(ym))}`;
  const weeks: string[][] = [];
  for (let start = mondayOf(first); start <= last; start = addDays(start, 7)) {
    weeks.push(Array.from({ length: 7 }, (_, i) => addDays(start, i)));
  }
  return weeks;
}

/** Today's date (YYYY-MM-DD) in a zone. */
export function todayIn(timeZone: string, now = new Date()): string {
  return localDateIn(now, timeZone);
}

export function yearMonthOf(day: string): YearMonth {
  return { year: Number(day.slice(0, 4)), month: Number(day.slice(5, 7)) };
}

/** "ноябрь 2026 г." → "Ноябрь 2026 г." (only the first letter). */
export function capitalise(text: string): string {
  return text.charAt(0).toLocaleUpperCase() + text.slice(1);
}
