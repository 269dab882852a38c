import { and, eq, inArray, or, gt } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { enrollments, products, subscriptions } from '../../db/schema/index.js';
import { ownedProductTypeIds, ownership, ownsCourse } from '../shop/index.js';

/** Courses (product types) a student is enrolled in at `at`: the shop's one rule. */
export const enrolledTypeIds = ownedProductTypeIds;

/** SQL: the student is enrolled in the course `productTypeId` at `at` (the same rule, inside a query). */
export const enrolledIn = ownsCourse;

/**
 * Students enrolled in a course at `at` (for the expiry of homework nobody opened): candidates are read
 * from enrolments and subscriptions of its products, then each is confirmed by the shop's ownership rule.
 */
export async function enrolledStudents(db: Db, productTypeId: number, at: Date): Promise<number[]> {
  const ids = (
    await db.select({ id: products.id }).from(products).where(eq(products.productTypeId, productTypeId))
  ).map((p) => p.id);
  if (ids.length === 0) return [];
  const a = await db
    .select({ userId: enrollments.userId })
    .from(enrollments)
    .where(and(inArray(enrollments.productId, ids), gt(enrollments.endsAt, at)));
  const b = await db
    .select({ userId: subscriptions.userId })
    .from(subscriptions)
    .where(
      and(
        inArray(subscriptions.productId, ids),
        or(eq(subscriptions.status, 'ACTIVE'), eq(subscriptions.status, 'EXPIRED')),
      ),
    );
  const candidates = [...new Set([...a, ...b].map((r) => r.userId))];
  const out: number[] = [];
  for (const userId of candidates) {
    const owned = await ownership(db, userId, ids, at);
    if ([...owned.values()].some((o) => o.isOwned)) out.push(userId);
  }
  return out;
}
