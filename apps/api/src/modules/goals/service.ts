import { and, asc, eq, gt, inArray, notInArray } from 'drizzle-orm';
import { DEFAULT_GOAL_SETTINGS } from '@prepa/contracts';
import { versionsOf, type ChangeFeed } from '../../db/change-feed.js';
import type { Db } from '../../db/client.js';
import { createFeedCache, keepWhile } from '../../db/feed-cache.js';
import {
  classTypes,
  classYears,
  enrollments,
  extraGoals,
  products,
  productTypes,
  studentGoals,
  studentSubjects,
} from '../../db/schema/index.js';
import { ValidationFailed } from '../../http/errors.js';
import type { Clock } from '../gamification/index.js';
import { ownedUntil } from '../shop/index.js';
import { setStatuses } from '../student/index.js';
import { createGoalQueries } from './queries.js';

export interface GoalsPatch {
  classYearId: number;
  goals: { classTypeId: number; extraGoals: number[] }[];
}
/**
 * The student's class year, goal subjects and the lists built from them. `feed`: the database's change
 * feed; while it is live, each read is kept per student until it tells of a change to their goals or
 * subjects (migrations 0024, 0025), the point scales or extra goals (all students: 0025, 0027) or the
 * catalogue (subjects' titles and colours), and the subjects of what they bought until their first
 * enrolment or subscription ends. A write answers with a fresh read (its own change reaches the feed
 * only once it has answered).
 */
export function createGoalsService(db: Db, clock: Clock, feed?: ChangeFeed) {
  const { classYearOf, subjects, settingsFor } = createGoalQueries(db);

  /** Replaces the chosen subjects, keeping goals and programs of the ones that stay. */
  async function setSubjects(tx: Db, userId: number, classYearId: number, chosen: GoalsPatch['goals']) {
    const ids = chosen.map((g) => g.classTypeId);
    const known = await tx.select({ id: classTypes.id }).from(classTypes).where(inArray(classTypes.id, ids));
    if (known.length !== new Set(ids).size)
      throw ValidationFailed.field('goals', 'invalid', 'class_type_unknown');
    const extra = [...new Set(chosen.flatMap((g) => g.extraGoals))];
    if (extra.length) {
      const found = await tx
        .select({ id: extraGoals.id })
        .from(extraGoals)
        .where(inArray(extraGoals.id, extra));
      if (found.length !== extra.length) throw ValidationFailed.field('goals', 'invalid');
    }
    await tx
      .delete(studentSubjects)
      .where(and(eq(studentSubjects.userId, userId), notInArray(studentSubjects.classTypeId, ids)));
    const settings = await settingsFor(classYearId, ids, tx);
    for (const g of chosen) {
      const goal = (settings.get(g.classTypeId) ?? DEFAULT_GOAL_SETTINGS).defaultPoints;
      await tx
        .insert(studentSubjects)
        .values({ userId, classTypeId: g.classTypeId, extraGoals: g.extraGoals, goal })
        .onConflictDoUpdate({
          target: [studentSubjects.userId, studentSubjects.classTypeId],
          set: { extraGoals: g.extraGoals },
        });
    }
    const rows = await tx.select().from(studentSubjects).where(eq(studentSubjects.userId, userId));
    const only = rows.length === 1 ? rows[0] : undefined;
    if (only && !only.isPriority) {
      await tx.update(studentSubjects).set({ isPriority: true }).where(eq(studentSubjects.id, only.id));
    }
  }

  async function readGoals(userId: number) {
    const year = await classYearOf(userId);
    const rows = await subjects(userId);
    return {
      classYearId: year?.classYearId ?? null,
      goals: rows.map((r) => ({ classTypeId: r.subject.classTypeId, extraGoals: r.subject.extraGoals })),
      hasGoalGifts: year?.hasGoalGifts ?? false,
    };
  }

  async function readExtraGoals() {
    const rows = await db
      .select({ id: extraGoals.id, title: extraGoals.title })
      .from(extraGoals)
      .orderBy(asc(extraGoals.order), asc(extraGoals.id));
    return { results: rows };
  }

  async function readClassTypes(userId: number) {
    const rows = await subjects(userId);
    return {
      results: rows.map((r) => ({ id: r.subject.classTypeId, title: r.title, color: { base: r.color } })),
    };
  }

  /** Subjects of the goals plus subjects of courses the student has access to now. */
  async function readGoalAndPurchaseClassTypes(userId: number, now: Date) {
    const fromGoals = await subjects(userId);
    const bought = await db
      .selectDistinct({
        id: classTypes.id,
        title: classTypes.title,
        color: classTypes.color,
        order: classTypes.order,
      })
      .from(enrollments)
      .innerJoin(products, eq(products.id, enrollments.productId))
      .innerJoin(productTypes, eq(productTypes.id, products.productTypeId))
      .innerJoin(classTypes, eq(classTypes.id, productTypes.classTypeId))
      .where(and(eq(enrollments.userId, userId), gt(enrollments.endsAt, now)));
    const out = new Map<number, { id: number; title: string; color: { base: string } }>();
    for (const r of fromGoals)
      out.set(r.subject.classTypeId, {
        id: r.subject.classTypeId,
        title: r.title,
        color: { base: r.color },
      });
    for (const r of bought)
      if (!out.has(r.id)) out.set(r.id, { id: r.id, title: r.title, color: { base: r.color } });
    // The subjects bought change by the clock alone when an enrolment ends.
    return { value: { results: [...out.values()] }, until: await ownedUntil(db, userId, now) };
  }

  const ofStudent = (userId: number) => versionsOf(feed, ['goals', userId], ['catalogue']);
  const keptGoals = keepWhile(ofStudent, readGoals);
  const keptClassTypes = keepWhile(ofStudent, readClassTypes);
  const keptGoalAndPurchase = createFeedCache({
    versionsOf: (userId: number) => versionsOf(feed, ['goals', userId], ['owned', userId], ['catalogue']),
    read: (userId: number, now) => readGoalAndPurchaseClassTypes(userId, new Date(now)),
  });
  const keptExtraGoals = keepWhile(() => versionsOf(feed, ['goals']), readExtraGoals, 1);

  return {
    goals: (userId: number) => keptGoals(userId),
    extraGoals: () => keptExtraGoals(0),
    classTypes: (userId: number) => keptClassTypes(userId),
    goalAndPurchaseClassTypes: (userId: number) => keptGoalAndPurchase(userId, clock().getTime()),

    async patchGoals(userId: number, patch: GoalsPatch) {
      const [year] = await db
        .select({ id: classYears.id })
        .from(classYears)
        .where(eq(classYears.id, patch.classYearId));
      if (!year) throw ValidationFailed.field('class_year_id', 'invalid', 'class_year_unknown');
      const now = clock();
      await db.transaction(async (tx) => {
        await tx
          .insert(studentGoals)
          .values({ userId, classYearId: patch.classYearId })
          .onConflictDoUpdate({
            target: studentGoals.userId,
            set: { classYearId: patch.classYearId, updatedAt: now },
          });
        await setSubjects(tx, userId, patch.classYearId, patch.goals);
        await setStatuses(tx, userId, ['hasChosenGoals'], now);
      });
      return readGoals(userId);
    },

    async patchClassTypes(userId: number, ids: number[]) {
      const year = await classYearOf(userId);
      if (!year) throw ValidationFailed.field('class_types', 'invalid', 'class_year_unknown');
      const current = new Map(
        (await subjects(userId)).map((r) => [r.subject.classTypeId, r.subject.extraGoals]),
      );
      await db.transaction((tx) =>
        setSubjects(
          tx,
          userId,
          year.classYearId,
          ids.map((id) => ({ classTypeId: id, extraGoals: current.get(id) ?? [] })),
        ),
      );
      return readClassTypes(userId);
    },
  };
}
export type GoalsService = ReturnType<typeof createGoalsService>;
