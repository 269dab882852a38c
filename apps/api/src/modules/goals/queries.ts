import { and, asc, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { classTypeGoalSettings, classTypes, studentGoals, studentSubjects } from '../../db/schema/index.js';

export type GoalSettings = { maxPoints: number; step: number; defaultPoints: number };

/** Reads shared by goals, the individual program and progress. */
export function createGoalQueries(db: Db) {
  async function classYearOf(userId: number) {
    const [row] = await db.select().from(studentGoals).where(eq(studentGoals.userId, userId));
    return row ?? null;
  }

  async function subjects(userId: number) {
    return db
      .select({ subject: studentSubjects, title: classTypes.title, color: classTypes.color })
      .from(studentSubjects)
      .innerJoin(classTypes, eq(classTypes.id, studentSubjects.classTypeId))
      .where(eq(studentSubjects.userId, userId))
      .orderBy(asc(classTypes.order), asc(classTypes.id));
  }

  async function settingsFor(classYearId: number | null, classTypeIds: number[], q: Db = db) {
    const map = new Map<number, GoalSettings>();
    if (classYearId === null || classTypeIds.length === 0) return map;
    const rows = await q
      .select()
      .from(classTypeGoalSettings)
      .where(
        and(
          eq(classTypeGoalSettings.classYearId, classYearId),
          inArray(classTypeGoalSettings.classTypeId, classTypeIds),
        ),
      );
    for (const r of rows)
      map.set(r.classTypeId, { maxPoints: r.maxPoints, step: r.step, defaultPoints: r.defaultPoints });
    return map;
  }

  return { classYearOf, subjects, settingsFor };
}
