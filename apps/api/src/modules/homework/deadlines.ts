import { and, asc, eq, gte, inArray, lt } from 'drizzle-orm';
import type { HomeworkStatus } from '@prepa/contracts';
import type { Db } from '../../db/client.js';
import { homework, homeworkSubmissions, productTypes } from '../../db/schema/index.js';
import { enrolledTypeIds } from './access.js';
import { effectiveStatus } from './rules.js';
import type { TimetableSource } from '../lessons/index.js';

export interface HomeworkDeadline {
  homeworkId: number;
  title: string;
  courseTitle: string;
  deadline: Date;
  status: HomeworkStatus;
}

/** Deadlines of the homework of a student's courses within [fromUtc, toUtc), for the timetable. */
export async function homeworkDeadlines(
  db: Db,
  userId: number,
  fromUtc: Date,
  toUtc: Date,
  now = new Date(),
): Promise<HomeworkDeadline[]> {
  const types = await enrolledTypeIds(db, userId, now);
  if (types.length === 0) return [];
  const rows = await db
    .select({
      id: homework.id,
      title: homework.title,
      courseTitle: productTypes.title,
      deadline: homework.deadline,
      status: homeworkSubmissions.status,
    })
    .from(homework)
    .innerJoin(productTypes, eq(productTypes.id, homework.productTypeId))
    .leftJoin(
      homeworkSubmissions,
      and(eq(homeworkSubmissions.homeworkId, homework.id), eq(homeworkSubmissions.userId, userId)),
    )
    .where(
      and(
        inArray(homework.productTypeId, types),
        gte(homework.deadline, fromUtc),
        lt(homework.deadline, toUtc),
      ),
    )
    .orderBy(asc(homework.deadline));
  return rows.map((r) => ({
    homeworkId: r.id,
    title: r.title,
    courseTitle: r.courseTitle,
    deadline: r.deadline,
    status: effectiveStatus(r.status ? { status: r.status } : null, r.deadline, now),
  }));
}

/** Homework deadlines as timetable entries (the lessons area's `TimetableSource`), opening the homework. */
export const homeworkTimetableEntries: TimetableSource = async (db, userId, fromUtc, toUtc, now) =>
  (await homeworkDeadlines(db, userId, fromUtc, toUtc, now)).map((d) => ({
    kind: 'homework_deadline' as const,
    id: d.homeworkId,
    title: d.title,
    courseTitle: d.courseTitle,
    productTypeId: null,
    at: d.deadline.toISOString(),
    durationMinutes: null,
    state: null,
    link: `/homework/${d.homeworkId}`,
  }));
