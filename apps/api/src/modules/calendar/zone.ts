import { eq } from 'drizzle-orm';
import { dateTimeFormat, localDateIn, platformConfig, type Platform } from '@prepa/contracts';
import type { Db } from '../../db/client.js';
import { studentProfiles, users } from '../../db/schema/index.js';

/** The server clock; tests inject a fixed one. */
export type Clock = () => Date;
export const systemClock: Clock = () => new Date();

/** The calendar date (YYYY-MM-DD) of an instant in a zone (the shared rule of contracts). */
export { localDateIn };

/** Calendar arithmetic on YYYY-MM-DD dates (no hours involved, so DST cannot shift it). */
export function addDays(day: string, n: number): string {
  const d = new Date(`${day}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() + n);
  return d.toISOString().slice(0, 10);
}

/**
 * The first instant (epoch ms) whose local date in `zone` is after the date of `at`:
 * when "today" ends there, found by halving the next 26 hours, so a daylight-saving day of 23 or 25
 * hours ends where it does.
 */
export function dayEndIn(at: Date, zone: string): number {
  const today = localDateIn(at, zone);
  let [inside, after] = [at.getTime(), at.getTime() + 26 * 3_600_000];
  while (after - inside > 1) {
    const mid = Math.floor((inside + after) / 2);
    if (localDateIn(new Date(mid), zone) === today) inside = mid;
    else after = mid;
  }
  return after;
}

export function daysBetween(from: string, to: string): number {
  return Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / 86_400_000);
}

/** Monday-based weekday index, 0..6. */
export function weekdayIndex(day: string): number {
  return (new Date(`${day}T00:00:00Z`).getUTCDay() + 6) % 7;
}

export function isValidTimeZone(zone: string): boolean {
  try {
    new Intl.DateTimeFormat('en', { timeZone: zone });
    return true;
  } catch {
    return false;
  }
}

/** The student's own zone when set on the profile, else the zone of their platform. */
export async function zoneOf(db: Db, userId: number): Promise<string> {
  const [row] = await db
    .select({ platform: users.platform, timeZone: studentProfiles.timeZone })
    .from(users)
    .leftJoin(studentProfiles, eq(studentProfiles.userId, users.id))
    .where(eq(users.id, userId))
    .limit(1);
  if (row?.timeZone) return row.timeZone;
  return platformConfig((row?.platform ?? 'RU') as Platform).timezone;
}

/** The day of an instant in a zone, as a notification says it (`25 ноября`). */
export function localDayIn(at: Date, timeZone: string): string {
  return dateTimeFormat('ru-RU', { timeZone, day: 'numeric', month: 'long' }).format(at);
}

/** The wall-clock time (`HH:MM`, 24 h) of an instant in a zone. */
export function localTimeIn(at: Date, timeZone: string): string {
  return dateTimeFormat('en-GB', {
    timeZone,
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
  }).format(at);
}
