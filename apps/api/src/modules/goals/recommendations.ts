import { and, asc, eq, inArray, isNull, not, or, sql } from 'drizzle-orm';
import { versionsOf, type ChangeFeed } from '../../db/change-feed.js';
import type { Db } from '../../db/client.js';
import { createFeedCache } from '../../db/feed-cache.js';
import {
  classTypes,
  products,
  productTypes,
  recommendationReactions,
  studentGoals,
  studentSubjects,
} from '../../db/schema/index.js';
import { NotFound } from '../../http/errors.js';
import { ownedUntil, ownsProduct } from '../shop/index.js';
import type { Clock } from '../gamification/index.js';

type Reaction = 'LIKE' | 'DISLIKE';

/**
 * Courses of the student's goal subjects they have no access to yet; a dislike hides one. `feed`: the
 * database's change feed; while it is live, a student's list is kept until it tells of a change to
 * their goals, subjects or reactions (migrations 0024, 0025), what they own or the catalogue, or the
 * first of their enrolments and subscriptions ends.
 */
export function createRecommendationService(db: Db, clock: Clock, feed?: ChangeFeed) {
  /**
   * One query: the student's goal subjects and class year (courses of their own class year only: a
   * 9th-grader prepares for the OGE, an 11th-grader is not offered the 10th grade's courses) are
   * subqueries, and what they own now is left out by the shop's ownership rule (an enrolment or an
   * active subscription).
   */
  async function list(userId: number, now: Date) {
    const subjects = db
      .select({ id: studentSubjects.classTypeId })
      .from(studentSubjects)
      .where(eq(studentSubjects.userId, userId));
    const classYear = db
      .select({ id: studentGoals.classYearId })
      .from(studentGoals)
      .where(eq(studentGoals.userId, userId))
      .limit(1);
    const rows = await db
      .select({
        id: products.id,
        title: products.title,
        description: products.description,
        avatar: products.avatar,
        classTypeId: classTypes.id,
        classTypeTitle: classTypes.title,
        reaction: recommendationReactions.value,
      })
      .from(products)
      .innerJoin(productTypes, eq(productTypes.id, products.productTypeId))
      .innerJoin(classTypes, eq(classTypes.id, productTypes.classTypeId))
      .leftJoin(
        recommendationReactions,
        and(eq(recommendationReactions.productId, products.id), eq(recommendationReactions.userId, userId)),
      )
      .where(
        and(
          eq(products.isActive, true),
          inArray(classTypes.id, subjects),
          eq(productTypes.classYearId, sql`(${classYear})`),
          not(ownsProduct(db, userId, now)),
          or(isNull(recommendationReactions.value), eq(recommendationReactions.value, 'LIKE')),
        ),
      )
      .orderBy(asc(classTypes.order), asc(products.id))
      .limit(20);
    // When what the student owns next changes by the clock alone (a course they own becomes recommendable).
    const until = await ownedUntil(db, userId, now);
    const value = {
      results: rows.map((r) => ({
        id: r.id,
        title: r.title,
        description: r.description,
        avatar: r.avatar,
        classType: { id: r.classTypeId, title: r.classTypeTitle },
        reaction: r.reaction,
      })),
    };
    return { value, until };
  }
  const kept = createFeedCache<number, Awaited<ReturnType<typeof list>>['value']>({
    versionsOf: (userId) => versionsOf(feed, ['goals', userId], ['owned', userId], ['catalogue']),
    read: (userId, now) => list(userId, new Date(now)),
  });

  return {
    list: (userId: number) => kept(userId, clock().getTime()),
    /** Sets (or with null clears) the student's own reaction to a recommended course. */
    async react(userId: number, productId: number, value: Reaction | null) {
      const [product] = await db
        .select({ id: products.id })
        .from(products)
        .where(and(eq(products.id, productId), eq(products.isActive, true)));
      if (!product) throw new NotFound();
      if (value === null) {
        await db
          .delete(recommendationReactions)
          .where(
            and(eq(recommendationReactions.userId, userId), eq(recommendationReactions.productId, productId)),
          );
      } else {
        await db
          .insert(recommendationReactions)
          .values({ userId, productId, value })
          .onConflictDoUpdate({
            target: [recommendationReactions.userId, recommendationReactions.productId],
            set: { value, updatedAt: clock() },
          });
      }
      return { id: productId, reaction: value };
    },
  };
}
export type RecommendationService = ReturnType<typeof createRecommendationService>;
