import { count, desc } from 'drizzle-orm';
import { DEFAULT_GOAL_SETTINGS } from '@prepa/contracts';
import { versionsOf, type ChangeFeed } from '../../db/change-feed.js';
import type { Db } from '../../db/client.js';
import { createFeedCache, keepFirstPages } from '../../db/feed-cache.js';
import { paymentsOf, transactions } from '../../db/schema/index.js';
import type { GamificationService } from '../gamification/index.js';
import { createGoalQueries } from '../goals/index.js';

/**
 * `feed`: while it is live, the subjects' part of a student's progress is kept until it tells of a
 * change to their goals or subjects or the catalogue (the level and the streak are kept by
 * gamification); the payments list, until it tells of a change to their orders (migration 0034).
 */
export function createProgressService(db: Db, gamification: GamificationService, feed?: ChangeFeed) {
  const goalQueries = createGoalQueries(db);
  const keptSubjects = createFeedCache({
    versionsOf: (userId: number) => versionsOf(feed, ['goals', userId], ['catalogue']),
    read: async (userId: number) => ({
      value: (await goalQueries.subjects(userId)).map((r) => ({
        classType: { id: r.subject.classTypeId, title: r.title },
        goal: r.subject.goal ?? DEFAULT_GOAL_SETTINGS.defaultPoints,
        currentResult: r.subject.currentResult,
        isPriority: r.subject.isPriority,
      })),
    }),
  });
  async function financialReport(userId: number, limit: number, offset: number) {
    const mine = paymentsOf(userId);
    const [total] = await db.select({ n: count() }).from(transactions).where(mine);
    const rows = await db
      .select({
        id: transactions.id,
        orderNumber: transactions.orderNumber,
        amount: transactions.amount,
        currency: transactions.currency,
        status: transactions.status,
        createdAt: transactions.createdAt,
        paidAt: transactions.paidAt,
      })
      .from(transactions)
      .where(mine)
      .orderBy(desc(transactions.createdAt), desc(transactions.id))
      .limit(limit)
      .offset(offset);
    return {
      count: total?.n ?? 0,
      results: rows.map((r) => ({
        ...r,
        createdAt: r.createdAt.toISOString(),
        paidAt: r.paidAt?.toISOString() ?? null,
      })),
    };
  }
  const keptReport = keepFirstPages(
    (userId) => versionsOf(feed, ['payments', userId]),
    (userId, p: { limit: number; offset: number }) => financialReport(userId, p.limit, p.offset),
  );
  return {
    /** Exp, level, streak and the goal of every chosen subject, in one answer. */
    async currentProgress(userId: number) {
      const level = await gamification.nextLevel(userId);
      const strike = await gamification.dailyStrike(userId);
      return {
        exp: level.exp,
        level: level.current,
        strikeDays: strike.strikeDays,
        todayEarned: strike.todayEarned,
        subjects: await keptSubjects(userId),
      };
    },

    /** The student's payments (paid for or paid by them), newest first, amounts in minor units. */
    financialReport: (userId: number, limit: number, offset: number) => keptReport(userId, { limit, offset }),
  };
}
export type ProgressService = ReturnType<typeof createProgressService>;
