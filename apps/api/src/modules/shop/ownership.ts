import { and, eq, exists, gt, inArray, or, sql, type Column, type Placeholder, type SQL } from 'drizzle-orm';
import type { SelectedFields } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/client.js';
import { oneRow } from '../../db/sql.js';
import { enrollments, products, ratePlans, subscriptions } from '../../db/schema/index.js';
import { ClientError } from '../../http/errors.js';

/** Whether a student owns a product now, and whether buying it again is a renewal. */
export interface Ownership {
  isOwned: boolean;
  /** A monthly course continues where the paid period ends; more lessons can always be bought. */
  canRenew: boolean;
}

const NOT_OWNED: Ownership = { isOwned: false, canRenew: false };

type UserRef = number | Placeholder | Column;

/** The rule's two sources, for one student at `now`: an enrolment whose period has not ended… */
const liveEnrolment = (userId: UserRef, now: Date | Placeholder) =>
  and(eq(enrollments.userId, userId), gt(enrollments.endsAt, now));
/** …or an ACTIVE subscription whose period has not ended. */
const liveSubscription = (userId: UserRef, now: Date | Placeholder) =>
  and(
    eq(subscriptions.userId, userId),
    eq(subscriptions.status, 'ACTIVE'),
    gt(subscriptions.currentPeriodEnd, now),
  );

/**
 * The condition "`products` row is owned by the student at `now`": an enrolment whose period has not
 * ended or an ACTIVE subscription whose period has not ended.
 */
function ownedNow(db: Db, userId: UserRef, now: Date | Placeholder) {
  return or(
    exists(
      db
        .select({ one: sql`1` })
        .from(enrollments)
        .where(and(liveEnrolment(userId, now), eq(enrollments.productId, products.id))),
    ),
    exists(
      db
        .select({ one: sql`1` })
        .from(subscriptions)
        .where(and(liveSubscription(userId, now), eq(subscriptions.productId, products.id))),
    ),
  );
}

const ownedColumns = { id: products.id, plan: ratePlans.sysRatePlanName };

/** Products with their rate plan: the base of every ownership read (the plan decides a renewal). */
function ownedPlansOf<T extends SelectedFields>(db: Db, fields: T) {
  return db.select(fields).from(products).innerJoin(ratePlans, eq(ratePlans.id, products.ratePlanId));
}

/**
 * The condition "the `products` row in the query is owned by the student at `now`" (the rule of
 * `ownership`: an enrolment or an ACTIVE subscription whose period has not ended), to put inside a
 * query on products.
 */
export function ownsProduct(db: Db, userId: number, now: Date): SQL {
  return ownedNow(db, userId, now) ?? sql`false`;
}

/**
 * Products the student owns now: an enrolment whose period has not ended or an ACTIVE subscription.
 * A guest (null) owns nothing. Products not owned are absent from the map.
 */
export async function ownership(
  db: Db,
  userId: number | null,
  productIds: readonly number[],
  now = new Date(),
): Promise<Map<number, Ownership>> {
  const out = new Map<number, Ownership>();
  const ids = [...new Set(productIds)];
  if (userId === null || ids.length === 0) return out;
  // One query (it runs on most student reads: cart, catalogue, homework, pay init).
  const plans = await ownedPlansOf(db, ownedColumns).where(
    and(inArray(products.id, ids), ownedNow(db, userId, now)),
  );
  return ownershipFromPlans(plans);
}

/** A product owned, with its rate plan (`ownershipFromPlans` reads it). */
export type OwnedPlan = { id: number; plan: string };

/**
 * SQL: a JSON array of `{ id, plan }`, every product the student owns at `now` (the rule of `ownership`),
 * to put inside another query. Placeholders let the query be prepared; a null user owns nothing.
 */
export function ownedPlansJson(db: Db, userId: Placeholder, now: Placeholder): SQL<OwnedPlan[]> {
  const plans = ownedPlansOf(db, {
    plans: sql`coalesce(json_agg(json_build_object('id', ${products.id}, 'plan', ${ratePlans.sysRatePlanName})), '[]'::json)`,
  }).where(ownedNow(db, userId, now));
  return sql<OwnedPlan[]>`${plans}`;
}

/**
 * SQL: when what the student owns at `now` next changes by the clock alone, in epoch milliseconds — the
 * earliest end of a live enrolment or subscription (null when none is live). A reader that keeps what
 * the student owns keeps it no longer than that.
 */
export function ownedUntilMs(db: Db, userId: UserRef, now: Date | Placeholder): SQL<number | null> {
  const enrolmentEnd = db
    .select({ at: sql`min(${enrollments.endsAt})` })
    .from(enrollments)
    .where(liveEnrolment(userId, now));
  const subscriptionEnd = db
    .select({ at: sql`min(${subscriptions.currentPeriodEnd})` })
    .from(subscriptions)
    .where(liveSubscription(userId, now));
  return sql<
    number | null
  >`(extract(epoch from least((${enrolmentEnd}), (${subscriptionEnd}))) * 1000)::float8`;
}

/** `ownedUntilMs` read on its own: when what the student owns next changes by the clock alone. */
export async function ownedUntil(db: Db, userId: number, now: Date): Promise<number | null> {
  const [row] = await db.select({ until: ownedUntilMs(db, userId, now) }).from(oneRow);
  return row?.until ?? null;
}

export function ownershipFromPlans(plans: readonly OwnedPlan[]): Map<number, Ownership> {
  const out = new Map<number, Ownership>();
  for (const p of plans) {
    out.set(p.id, ownedWithPlan(p.plan));
  }
  return out;
}

/** Whether buying a product of this rate plan again is a renewal (monthly: another period; per lesson: more lessons). */
export function isRenewablePlan(plan: string): boolean {
  return plan === 'MONTHLY' || plan === 'PER_LESSON';
}

/** An owned product's ownership, by its rate plan. */
function ownedWithPlan(plan: string): Ownership {
  return { isOwned: true, canRenew: isRenewablePlan(plan) };
}

/**
 * The rate plan of product `productId` when `userId` owns it at `now` (the rule of `ownership`), else
 * null: a scalar subquery to put inside another query, so a read that shows products learns their
 * ownership without a round trip of its own. Read the result with `ownershipOfPlan`.
 */
export function ownedPlan(db: Db, userId: Column, productId: Column, now: Placeholder): SQL<string | null> {
  const plan = ownedPlansOf(db, { plan: ratePlans.sysRatePlanName }).where(
    and(eq(products.id, productId), ownedNow(db, userId, now)),
  );
  return sql<string | null>`${plan}`;
}

export function ownershipOfPlan(plan: string | null): Ownership {
  return plan === null ? NOT_OWNED : ownedWithPlan(plan);
}

export function ownershipOf(map: Map<number, Ownership>, productId: number): Ownership {
  return map.get(productId) ?? NOT_OWNED;
}

/** 400 `already_owned` when any of the products is owned and buying it again is not a renewal. */
export async function assertNotOwned(db: Db, userId: number | null, productIds: readonly number[]) {
  refuseOwned((await ownership(db, userId, productIds)).values());
}

/** 400 `already_owned` when any of these is owned and buying it again is not a renewal. */
export function refuseOwned(list: Iterable<Ownership>): void {
  for (const o of list) if (o.isOwned && !o.canRenew) throw new ClientError(400, 'already_owned');
}

/**
 * The product types of the student's live enrolments and ACTIVE subscriptions at `now` (the rule of
 * `ownership`, read from the student's own rows by index; a type may appear more than once): the one
 * query behind `ownedCourseIds` (and so `ownedProductTypeIds`) and `ownsCourse`.
 */
function ownedCourses(db: Db, userId: number | Placeholder, now: Date | Placeholder) {
  const viaEnrolments = db
    .select({ typeId: products.productTypeId })
    .from(enrollments)
    .innerJoin(products, eq(products.id, enrollments.productId))
    .where(liveEnrolment(userId, now));
  const viaSubscriptions = db
    .select({ typeId: products.productTypeId })
    .from(subscriptions)
    .innerJoin(products, eq(products.id, subscriptions.productId))
    .where(liveSubscription(userId, now));
  return viaEnrolments.unionAll(viaSubscriptions);
}

/**
 * The courses (product types) a student is enrolled in at `at`, in ascending order: the types of the
 * products they own then, in one query. The one enrolment rule of the learning areas.
 */
export async function ownedProductTypeIds(db: Db, userId: number, at: Date): Promise<number[]> {
  const [row] = await db.select({ ids: ownedCourseIds(db, userId, at) }).from(oneRow);
  return row?.ids ?? [];
}

/**
 * The courses (product types) the student owns at `now`, as an ascending array of distinct ids: a
 * scalar subquery of the same rule, for a query that reads the set once rather than per row.
 */
export function ownedCourseIds(db: Db, userId: number | Placeholder, now: Date | Placeholder): SQL<number[]> {
  return sql<
    number[]
  >`(select coalesce(array_agg(distinct owned.type_id order by owned.type_id), '{}') from (${ownedCourses(db, userId, now)}) as owned(type_id))`;
}

/**
 * The condition "the student owns a product of the course `productTypeId` at `now`" (the rule of
 * `ownership`), to put inside another query: the enrolment check of one homework or lesson, or of a
 * whole list, without a round trip of its own. Placeholders let the query be prepared.
 *
 * Written as "the course is among those of the student's live enrolments and subscriptions", which the
 * planner reads from the student's own rows by index, rather than as an `EXISTS` per row over the
 * products (a scan of the products with the rule per product: on PGlite about 0.4 ms of the homework
 * list's 0.6).
 */
export function ownsCourse(
  db: Db,
  userId: number | Placeholder,
  productTypeId: Column,
  now: Date | Placeholder,
): SQL {
  return sql`${productTypeId} in (${ownedCourses(db, userId, now)})`;
}
