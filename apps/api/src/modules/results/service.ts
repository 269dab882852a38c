import { and, asc, eq, inArray, or, ne, sql } from 'drizzle-orm';
import {
  DEFAULT_GOAL_SETTINGS,
  examYearOf,
  isExamSeason,
  type ExamResult,
  type ExamResults,
} from '@prepa/contracts';
import { versionsOf, type ChangeFeed } from '../../db/change-feed.js';
import type { Db } from '../../db/client.js';
import { createFeedCache } from '../../db/feed-cache.js';
import { classTypes, classYears, examResults, studentGoals, studentSubjects } from '../../db/schema/index.js';
import { NotFound, ValidationFailed } from '../../http/errors.js';
import { dayEndIn, localDateIn, zoneOf, type Clock } from '../calendar/index.js';
import { createGoalQueries } from '../goals/index.js';

type Row = typeof examResults.$inferSelect;

/**
 * Exam results of students (StudentResults).
 *
 * Rules, as a school runs them:
 * - A result belongs to an exam year: the calendar year in which the current academic year ends, in the
 *   student's zone (their own, else their platform's). From 1 August the next year's results are current.
 * - Rows are created on read for the subjects the student has chosen (student_subjects), status GOOD_LUCK.
 *   A subject dropped from the goals keeps its row only once something was entered in it (points, a
 *   "no points" answer or a manager's decision); untouched rows of dropped subjects are not shown.
 * - The student enters points (0..maxPoints of the subject's scale for their class year) → AWAITING, or
 *   "no points" → NO_POINTS. A manager then confirms (CONFIRMED) or rejects (NOT_CONFIRMED) the result.
 *   A confirmed result is locked; a rejected one may be entered again.
 * - "Other date": the student sits this exam on a reserve day, so points are not expected yet.
 * - "Visible": whether the school may show this result (e.g. among the school's results); hidden results
 *   are not asked for.
 * - Needs filling: the exam season has begun (1 June..31 July of the exam year) and some visible result
 *   not sat on another date still has no answer (GOOD_LUCK without points).
 */
export function createResultsService(db: Db, clock: Clock, feed?: ChangeFeed) {
  const { classYearOf, settingsFor } = createGoalQueries(db);

  async function examYearFor(userId: number, at: Date = clock()) {
    const zone = await zoneOf(db, userId);
    const localDate = localDateIn(at, zone);
    return { localDate, examYear: examYearOf(localDate), dayEnds: dayEndIn(at, zone) };
  }

  /** Creates the missing GOOD_LUCK rows of the student's chosen subjects (idempotent). */
  async function ensure(userId: number, examYear?: number): Promise<number> {
    const year = examYear ?? (await examYearFor(userId)).examYear;
    // One statement (it runs on every read of the list): the chosen subjects' rows, where missing.
    const column = (c: { name: string }) => sql.identifier(c.name);
    await db.execute(sql`insert into ${examResults}
      (${column(examResults.userId)}, ${column(examResults.classTypeId)}, ${column(examResults.examYear)})
      select ${userId}::int, ${studentSubjects.classTypeId}, ${year}::int from ${studentSubjects}
      where ${studentSubjects.userId} = ${userId}
      on conflict do nothing`);
    return year;
  }

  async function maxPointsOf(userId: number, classTypeIds: number[]) {
    const goals = await classYearOf(userId);
    return maxPointsIn(goals?.classYearId ?? null, classTypeIds);
  }

  async function maxPointsIn(classYearId: number | null, classTypeIds: number[]) {
    const settings = await settingsFor(classYearId, classTypeIds);
    return (id: number) => (settings.get(id) ?? DEFAULT_GOAL_SETTINGS).maxPoints;
  }

  async function present(
    userId: number,
    rows: { result: Row; title: string }[],
    /** The student's class year when the caller has read it already (undefined: read it here). */
    known?: { classYearId: number | null },
  ): Promise<ExamResult[]> {
    const ids = rows.map((r) => r.result.classTypeId);
    const max = known ? await maxPointsIn(known.classYearId, ids) : await maxPointsOf(userId, ids);
    return rows.map(({ result: r, title }) => ({
      id: r.id,
      classType: { id: r.classTypeId, title },
      status: r.status,
      points: r.points,
      maxPoints: max(r.classTypeId),
      isVisible: r.isVisible,
      otherDate: r.otherDate,
      feedback: r.feedback,
    }));
  }

  async function one(userId: number, id: number): Promise<ExamResult> {
    const rows = await db
      .select({ result: examResults, title: classTypes.title })
      .from(examResults)
      .innerJoin(classTypes, eq(classTypes.id, examResults.classTypeId))
      .where(and(eq(examResults.id, id), eq(examResults.userId, userId)));
    if (!rows.length) throw new NotFound();
    const [item] = await present(userId, rows);
    if (!item) throw new NotFound();
    return item;
  }

  /** The caller's row of the current exam year (a foreign or stale id is simply not found). */
  async function own(userId: number, id: number): Promise<Row> {
    const { examYear } = await examYearFor(userId);
    const [row] = await db
      .select()
      .from(examResults)
      .where(and(eq(examResults.id, id), eq(examResults.userId, userId), eq(examResults.examYear, examYear)));
    if (!row) throw new NotFound();
    return row;
  }

  async function update(id: number, set: Partial<Row>) {
    await db
      .update(examResults)
      .set({ ...set, updatedAt: clock() })
      .where(eq(examResults.id, id));
  }

  /** The list of the current exam year (its rows made first), and when the student's local day ends. */
  async function list(userId: number, now: number): Promise<{ value: ExamResults; until: number }> {
    const { localDate, dayEnds } = await examYearFor(userId, new Date(now));
    const examYear = await ensure(userId, examYearOf(localDate));
    const chosen = db
      .select({ id: studentSubjects.classTypeId })
      .from(studentSubjects)
      .where(eq(studentSubjects.userId, userId));
    const rows = await db
      .select({ result: examResults, title: classTypes.title })
      .from(examResults)
      .innerJoin(classTypes, eq(classTypes.id, examResults.classTypeId))
      .where(
        and(
          eq(examResults.userId, userId),
          eq(examResults.examYear, examYear),
          or(inArray(examResults.classTypeId, chosen), ne(examResults.status, 'GOOD_LUCK')),
        ),
      )
      .orderBy(asc(classTypes.order), asc(classTypes.id));
    // The class year read once: its grade for the answer, its id for the scales' maximum points.
    const [grade] = await db
      .select({ order: classYears.order, classYearId: studentGoals.classYearId })
      .from(studentGoals)
      .innerJoin(classYears, eq(classYears.id, studentGoals.classYearId))
      .where(eq(studentGoals.userId, userId));
    const items = await present(userId, rows, { classYearId: grade?.classYearId ?? null });
    const unanswered = items.some(
      (r) => r.isVisible && !r.otherDate && r.points === null && r.status === 'GOOD_LUCK',
    );
    const value = {
      examYear,
      classYearGrade: grade?.order ?? null,
      resultsAvailable: items.length > 0,
      needsFilling: isExamSeason(localDate, examYear) && unanswered,
      classTypes: items,
    };
    return { value, until: dayEnds };
  }
  // Read on Home: kept per student while the feed tells of no change to their results, goals, subjects
  // or zone, the scales or the catalogue (migrations 0024–0026), until their local day ends. The rows
  // the read makes tell of themselves, so the read after a first one reads again once, then is kept.
  const kept = createFeedCache<number, ExamResults>({
    versionsOf: (userId) =>
      versionsOf(feed, ['results', userId], ['goals', userId], ['profile', userId], ['catalogue']),
    read: list,
  });

  return {
    ensure,

    list: (userId: number) => kept(userId, clock().getTime()),

    /** Points of one subject (null: "no points"); only the caller's row of the current year. */
    async setPoints(userId: number, classTypeId: number, points: number | null): Promise<ExamResult> {
      const examYear = await ensure(userId);
      const [row] = await db
        .select()
        .from(examResults)
        .where(
          and(
            eq(examResults.userId, userId),
            eq(examResults.classTypeId, classTypeId),
            eq(examResults.examYear, examYear),
          ),
        );
      if (!row) throw ValidationFailed.field('class_type', 'invalid', 'class_type_unknown');
      if (row.status === 'CONFIRMED') throw ValidationFailed.field('points', 'invalid', 'result_locked');
      if (points !== null) {
        const max = (await maxPointsOf(userId, [classTypeId]))(classTypeId);
        if (points > max)
          throw new ValidationFailed([
            { attr: 'points', code: 'max_value', message: 'points_out_of_range', n: max },
          ]);
      }
      await update(row.id, { points, status: points === null ? 'NO_POINTS' : 'AWAITING' });
      return one(userId, row.id);
    },

    async setVisibility(userId: number, id: number, isVisible: boolean): Promise<ExamResult> {
      const row = await own(userId, id);
      await update(row.id, { isVisible });
      return one(userId, row.id);
    },

    async setOtherDate(userId: number, id: number, otherDate: boolean): Promise<ExamResult> {
      const row = await own(userId, id);
      await update(row.id, { otherDate });
      return one(userId, row.id);
    },

    async setFeedback(userId: number, id: number, text: string): Promise<ExamResult> {
      const row = await own(userId, id);
      await update(row.id, { feedback: text });
      return one(userId, row.id);
    },

    /** A manager's decision on a filled result (any student's, any year). */
    async decide(id: number, status: 'CONFIRMED' | 'NOT_CONFIRMED'): Promise<ExamResult> {
      const [row] = await db.select().from(examResults).where(eq(examResults.id, id));
      if (!row) throw new NotFound();
      if (row.status === 'GOOD_LUCK') throw ValidationFailed.field('status', 'invalid', 'result_not_filled');
      await update(row.id, { status });
      return one(row.userId, row.id);
    },
  };
}
export type ResultsService = ReturnType<typeof createResultsService>;
