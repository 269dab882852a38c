import { and, asc, eq, gte, inArray, lt } from 'drizzle-orm';
import {
  lessonState,
  localDateIn,
  platformConfig,
  zonedMonthRange,
  type Platform,
  type TimetableEntry,
  type TimetableQuery,
  type TimetableResponse,
} from '@prepa/contracts';
import type { Db } from '../../db/client.js';
import { lessonModules, lessons, productTypes, users } from '../../db/schema/index.js';
import { enrolledProductTypeIds } from './courses.js';

/**
 * Something that puts entries on a student's timetable: lessons (here), homework deadlines (the
 * homework module's `homeworkDeadlines`), anything later. Given a UTC window [fromUtc, toUtc), it
 * returns the student's entries in it; `localDate` is filled in by the timetable.
 */
export type TimetableSource = (
  db: Db,
  userId: number,
  fromUtc: Date,
  toUtc: Date,
  now: Date,
) => Promise<Omit<TimetableEntry, 'localDate'>[]>;

/** Lessons of the student's enrolled courses starting in the window. */
export const lessonEntries: TimetableSource = async (db, userId, fromUtc, toUtc, now) => {
  const typeIds = await enrolledProductTypeIds(db, userId, now);
  if (typeIds.length === 0) return [];
  const rows = await db
    .select({
      id: lessons.id,
      title: lessons.title,
      startsAt: lessons.startsAt,
      durationMinutes: lessons.durationMinutes,
      productTypeId: lessonModules.productTypeId,
      courseTitle: productTypes.title,
    })
    .from(lessons)
    .innerJoin(lessonModules, eq(lessonModules.id, lessons.moduleId))
    .innerJoin(productTypes, eq(productTypes.id, lessonModules.productTypeId))
    .where(
      and(
        inArray(lessonModules.productTypeId, typeIds),
        gte(lessons.startsAt, fromUtc),
        lt(lessons.startsAt, toUtc),
      ),
    )
    .orderBy(asc(lessons.startsAt), asc(lessons.id));
  return rows.map((r) => ({
    kind: 'lesson' as const,
    id: r.id,
    title: r.title,
    courseTitle: r.courseTitle,
    productTypeId: r.productTypeId,
    at: r.startsAt.toISOString(),
    durationMinutes: r.durationMinutes,
    state: lessonState(r.startsAt, r.durationMinutes, now),
    link: `/lesson/${r.id}`,
  }));
};

/**
 * The student's month in the platform's zone: every source's entries whose instant falls in the
 * month's local [1st 00:00, next 1st 00:00), sorted by time. `week` gives the same month (the web
 * slices weeks out of it; a week crossing months asks for both).
 */
export async function timetable(
  db: Db,
  userId: number,
  query: TimetableQuery,
  sources: readonly TimetableSource[],
  now: Date,
): Promise<TimetableResponse> {
  const [user] = await db.select({ platform: users.platform }).from(users).where(eq(users.id, userId));
  const timeZone = platformConfig((user?.platform ?? 'RU') as Platform).timezone;
  const { from, to } = zonedMonthRange(query.year, query.month, timeZone);
  const lists = await Promise.all(sources.map((source) => source(db, userId, from, to, now)));
  const results = lists
    .flat()
    .filter((e) => {
      const at = Date.parse(e.at);
      return at >= from.getTime() && at < to.getTime();
    })
    .map((e) => ({ ...e, localDate: localDateIn(new Date(e.at), timeZone) }))
    .sort((a, b) => Date.parse(a.at) - Date.parse(b.at) || a.id - b.id);
  return { year: query.year, month: query.month, timeZone, results };
}
