import { and, eq } from 'drizzle-orm';
import { DEFAULT_GOAL_SETTINGS, type EducationGoal, type IndividualProgramStatus } from '@prepa/contracts';
import { versionsOf, type ChangeFeed } from '../../db/change-feed.js';
import type { Db } from '../../db/client.js';
import { keepWhile } from '../../db/feed-cache.js';
import { studentSubjects } from '../../db/schema/index.js';
import { NotFound, ValidationFailed } from '../../http/errors.js';
import type { Clock } from '../gamification/index.js';
import { setStatuses } from '../student/index.js';
import { createGoalQueries } from './queries.js';

export interface EducationGoalPatch {
  classType: number;
  goal: number;
  currentResult: number | null;
  isPriority: boolean;
}

/**
 * The individual program: points goals per subject, the priority subject and program switches. `feed`:
 * while it is live, a student's points goals are kept until it tells of a change to their goals or
 * subjects, the point scales (migrations 0024–0026) or the catalogue (subjects' titles).
 */
export function createProgramService(db: Db, clock: Clock, feed?: ChangeFeed) {
  const { classYearOf, subjects, settingsFor } = createGoalQueries(db);

  async function subjectOf(userId: number, classTypeId: number) {
    const [row] = await db
      .select()
      .from(studentSubjects)
      .where(and(eq(studentSubjects.userId, userId), eq(studentSubjects.classTypeId, classTypeId)));
    if (!row) throw new NotFound();
    return row;
  }

  async function readEducationGoals(userId: number): Promise<{ results: EducationGoal[] }> {
    const year = await classYearOf(userId);
    const rows = await subjects(userId);
    const settings = await settingsFor(
      year?.classYearId ?? null,
      rows.map((r) => r.subject.classTypeId),
    );
    return {
      results: rows.map((r) => {
        const s = settings.get(r.subject.classTypeId) ?? DEFAULT_GOAL_SETTINGS;
        return {
          classType: { id: r.subject.classTypeId, title: r.title },
          goal: r.subject.goal ?? s.defaultPoints,
          currentResult: r.subject.currentResult,
          isPriority: r.subject.isPriority,
          countedSum: null,
          goalSettings: { ...s },
        };
      }),
    };
  }
  const keptEducationGoals = keepWhile(
    (userId: number) => versionsOf(feed, ['goals', userId], ['catalogue']),
    readEducationGoals,
  );

  return {
    educationGoals: (userId: number) => keptEducationGoals(userId),

    /** Saves points goals; each must be one of the student's subjects, within 0..maxPoints and on the step. */
    async patchEducationGoals(userId: number, list: EducationGoalPatch[]) {
      const year = await classYearOf(userId);
      const mine = new Set((await subjects(userId)).map((r) => r.subject.classTypeId));
      const settings = await settingsFor(year?.classYearId ?? null, [...mine]);
      list.forEach((g, i) => {
        if (!mine.has(g.classType))
          throw ValidationFailed.field(`${i}.class_type`, 'invalid', 'class_type_unknown');
        const s = settings.get(g.classType) ?? DEFAULT_GOAL_SETTINGS;
        if (g.goal > s.maxPoints)
          throw new ValidationFailed([
            { attr: `${i}.goal`, code: 'max_value', message: 'goal_out_of_range', n: s.maxPoints },
          ]);
        if (g.goal % s.step !== 0)
          throw new ValidationFailed([
            { attr: `${i}.goal`, code: 'invalid', message: 'goal_step', n: s.step },
          ]);
        if (g.currentResult !== null && g.currentResult > s.maxPoints) {
          throw new ValidationFailed([
            { attr: `${i}.current_result`, code: 'max_value', message: 'goal_out_of_range', n: s.maxPoints },
          ]);
        }
      });
      await db.transaction(async (tx) => {
        if (list.some((g) => g.isPriority)) {
          await tx
            .update(studentSubjects)
            .set({ isPriority: false })
            .where(eq(studentSubjects.userId, userId));
        }
        for (const g of list) {
          await tx
            .update(studentSubjects)
            .set({ goal: g.goal, currentResult: g.currentResult, isPriority: g.isPriority })
            .where(and(eq(studentSubjects.userId, userId), eq(studentSubjects.classTypeId, g.classType)));
        }
      });
      return readEducationGoals(userId);
    },

    async programStatus(userId: number, classTypeId: number) {
      return { status: (await subjectOf(userId, classTypeId)).programStatus };
    },
    async switchProgram(userId: number, classTypeId: number, status: IndividualProgramStatus) {
      const row = await subjectOf(userId, classTypeId);
      await db.update(studentSubjects).set({ programStatus: status }).where(eq(studentSubjects.id, row.id));
      return { status };
    },
    async switchAllPrograms(userId: number, status: IndividualProgramStatus) {
      await db
        .update(studentSubjects)
        .set({ programStatus: status })
        .where(eq(studentSubjects.userId, userId));
      await setStatuses(db, userId, ['viewedIndividualStudyModal'], clock());
      return { status };
    },
  };
}
export type ProgramService = ReturnType<typeof createProgramService>;
