import { count, desc } from 'drizzle-orm';
import { DEFAULT_GOAL_SETTINGS } from '@prepa/contracts';
import type { Db } from '../../db/client.js';
import { paymentsOf, transactions } from '../../db/schema/index.js';
import type { GamificationService } from '../gamification/index.js';
import { createGoalQueries } from '../goals/index.js';

export function createProgressService(db: Db, gamification: GamificationService) {
  const goalQueries = createGoalQueries(db);
  return {
    /** Exp, level, streak and the goal of every chosen subject, in one answer. */
    async currentProgress(userId: number) {
      const level = await gamification.nextLevel(userId);
      const strike = await gamification.dailyStrike(userId);
      const rows = await goalQueries.subjects(userId);
      return {
        exp: level.exp,
        level: level.current,
        strikeDays: strike.strikeDays,
        todayEarned: strike.todayEarned,
        subjects: rows.map((r) => ({
          classType: { id: r.subject.classTypeId, title: r.title },
          goal: r.subject.goal ?? DEFAULT_GOAL_SETTINGS.defaultPoints,
          currentResult: r.subject.currentResult,
          isPriority: r.subject.isPriority,
        })),
      };
    },

    /** The student's payments (paid for or paid by them), newest first, amounts in minor units. */
    async financialReport(userId: number, limit: number, offset: number) {
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
    },
  };
}
export type ProgressService = ReturnType<typeof createProgressService>;
