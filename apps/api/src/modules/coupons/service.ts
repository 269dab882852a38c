import { and, asc, eq, inArray, isNull } from 'drizzle-orm';
import { versionsOf, type ChangeFeed } from '../../db/change-feed.js';
import type { Db } from '../../db/client.js';
import { keepWhile } from '../../db/feed-cache.js';
import {
  activationHashes,
  couponActivations,
  coupons,
  products,
  productTypes,
  sysCourseTypes,
  transactions,
} from '../../db/schema/index.js';
import { ClientError, NotFound } from '../../http/errors.js';
import type { enrol as Enrol } from '../payment/index.js';
import { couponProblem, findCoupon, takeCouponUse } from './rules.js';

/** `enrol` comes from the payment module, passed in by the wiring (payment already depends on coupons). */
/**
 * `feed`: while it is live, a student's activated coupons are kept until it tells of a change to their
 * activations or the coupons (`coupons`, migration 0032) or the catalogue.
 */
export function createCouponService(db: Db, { enrol, feed }: { enrol: typeof Enrol; feed?: ChangeFeed }) {
  async function activated(ids: number[]) {
    if (ids.length === 0) return [];
    const rows = await db
      .select({ id: products.id, title: products.title, ptId: productTypes.id, course: sysCourseTypes.title })
      .from(products)
      .innerJoin(productTypes, eq(productTypes.id, products.productTypeId))
      .innerJoin(sysCourseTypes, eq(sysCourseTypes.id, productTypes.sysCourseTypeId))
      .where(inArray(products.id, ids))
      .orderBy(asc(products.id));
    return rows.map((r) => ({
      id: r.id,
      title: r.title,
      productType: { id: r.ptId, courseType: { sysCourseType: { title: r.course } } },
    }));
  }

  async function mine(userId: number) {
    const rows = await db
      .select({
        code: coupons.code,
        productIds: coupons.productIds,
        activatedAt: couponActivations.activatedAt,
      })
      .from(couponActivations)
      .innerJoin(coupons, eq(coupons.id, couponActivations.couponId))
      .where(eq(couponActivations.userId, userId))
      .orderBy(asc(couponActivations.id));
    const results = [];
    for (const r of rows) {
      results.push({
        code: r.code,
        activatedAt: r.activatedAt.toISOString(),
        products: await activated(r.productIds),
      });
    }
    return { results };
  }
  const keptMine = keepWhile((userId: number) => versionsOf(feed, ['coupons', userId], ['catalogue']), mine);

  return {
    /** A promo code of the activation kind grants its products for free, once per student. */
    async activate(userId: number, code: string) {
      const c = await findCoupon(db, code);
      if (!c) throw new NotFound('coupon_not_found');
      if (c.kind !== 'ACTIVATION') throw new ClientError(400, 'coupon_not_activation');
      const problem = couponProblem(c);
      if (problem) throw new ClientError(400, problem);
      await db.transaction(async (tx) => {
        const fresh = await tx
          .insert(couponActivations)
          .values({ couponId: c.id, userId })
          .onConflictDoNothing()
          .returning({ id: couponActivations.id });
        if (fresh.length === 0) throw new ClientError(400, 'coupon_already_activated');
        if (!(await takeCouponUse(tx, c.id))) throw new ClientError(400, 'coupon_used_up');
        await enrol(tx, {
          userId,
          productIds: c.productIds,
          keyPrefix: `coupon:${c.id}:${userId}`,
          source: 'COUPON',
          transactionId: null,
        });
      });
      return { products: await activated(c.productIds) };
    },

    mine: (userId: number) => keptMine(userId),

    /** `?activate-hash=`: 200 products, 400 already activated, 402 not paid yet, 404 unknown. */
    async activateHash(userId: number, hash: string) {
      const [h] = await db.select().from(activationHashes).where(eq(activationHashes.hash, hash));
      if (!h) throw new NotFound();
      if (h.activatedAt) throw new ClientError(400, 'link_already_activated');
      if (h.transactionId !== null) {
        const [t] = await db
          .select({ status: transactions.status })
          .from(transactions)
          .where(eq(transactions.id, h.transactionId));
        if (t?.status !== 'PAID') throw new ClientError(402, 'not_paid_yet');
      }
      await db.transaction(async (tx) => {
        const won = await tx
          .update(activationHashes)
          .set({ activatedBy: userId, activatedAt: new Date() })
          .where(and(eq(activationHashes.id, h.id), isNull(activationHashes.activatedAt)))
          .returning({ id: activationHashes.id });
        if (won.length === 0) throw new ClientError(400, 'link_already_activated');
        await enrol(tx, {
          userId,
          productIds: h.productIds,
          keyPrefix: `activation:${h.hash}`,
          source: 'ACTIVATION',
          transactionId: null,
        });
      });
      return { products: await activated(h.productIds) };
    },
  };
}
export type CouponService = ReturnType<typeof createCouponService>;
