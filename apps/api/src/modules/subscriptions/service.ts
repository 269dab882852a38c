import { and, asc, desc, eq, gt, inArray } from 'drizzle-orm';
import type { Currency, Subscription } from '@prepa/contracts';
import { versionsOf, type ChangeFeed } from '../../db/change-feed.js';
import type { Db } from '../../db/client.js';
import { createFeedCache, keepPerUser } from '../../db/feed-cache.js';
import { cartItems, enrollments, products, ratePlans, subscriptions } from '../../db/schema/index.js';
import { ClientError, NotFound } from '../../http/errors.js';
import { ownCart, type CartService } from '../cart/index.js';
import { loadProducts } from '../shop/index.js';

/**
 * `feed`: the database's change feed. While it is live, a student's own course list and subscriptions
 * are kept until it tells of a change to their enrolments or subscriptions or to the catalogue, or one
 * of the courses or subscription periods ends.
 */
export function createSubscriptionService(db: Db, cart: CartService, feed?: ChangeFeed) {
  async function own(userId: number, id: number) {
    const [s] = await db
      .select()
      .from(subscriptions)
      .where(and(eq(subscriptions.id, id), eq(subscriptions.userId, userId)));
    if (!s) throw new NotFound();
    return s;
  }

  async function list(userId: number, now = Date.now()): Promise<{ results: Subscription[] }> {
    const rows = await db
      .select()
      .from(subscriptions)
      .where(eq(subscriptions.userId, userId))
      .orderBy(asc(subscriptions.id));
    const results: Subscription[] = [];
    for (const s of rows) {
      const p = (await loadProducts(db, [s.productId], s.currency)).get(s.productId);
      if (!p) continue;
      results.push({
        id: s.id,
        product: { id: p.id, title: p.title, avatar: p.avatar },
        ratePlan: p.ratePlan,
        status: s.status === 'ACTIVE' && s.currentPeriodEnd.getTime() < now ? 'EXPIRED' : s.status,
        autoRenewal: s.autoRenewal,
        isForced: p.isForcedProlong,
        currentPeriodStart: s.currentPeriodStart.toISOString(),
        currentPeriodEnd: s.currentPeriodEnd.toISOString(),
        price: s.price,
        currency: s.currency,
        upgradeOptions: p.alternativeRates
          .filter((a) => a.price > s.price)
          .map((a) => ({
            productId: a.productId,
            ratePlan: a.ratePlan,
            price: a.price,
            difference: a.price - s.price,
          })),
      });
    }
    return { results };
  }

  async function myProducts(userId: number, currency: Currency, now: number) {
    const rows = await db
      .select()
      .from(enrollments)
      .where(and(eq(enrollments.userId, userId), gt(enrollments.endsAt, new Date(now))))
      .orderBy(desc(enrollments.endsAt));
    const seen = new Map<number, (typeof rows)[number]>();
    for (const r of rows) if (!seen.has(r.productId)) seen.set(r.productId, r);
    const catalogue = await loadProducts(db, [...seen.keys()], currency);
    const results = [...seen.values()].flatMap((e) => {
      const p = catalogue.get(e.productId);
      const first = rows
        .filter((r) => r.productId === e.productId)
        .reduce((a, b) => (a.startsAt < b.startsAt ? a : b));
      return p
        ? [
            {
              id: e.id,
              product: { id: p.id, title: p.title, avatar: p.avatar, productType: p.productType },
              startsAt: first.startsAt.toISOString(),
              endsAt: e.endsAt.toISOString(),
            },
          ]
        : [];
    });
    // The list changes by itself when the first of its enrolments ends.
    const ends = rows.map((r) => r.endsAt.getTime());
    // One array is handed to every request while it is kept (nothing changes it).
    return { value: results, until: ends.length ? Math.min(...ends) : null };
  }
  const keptProducts = keepPerUser(
    (userId) => versionsOf(feed, ['owned', userId], ['catalogue']),
    (userId, currency: Currency, now) => myProducts(userId, currency, now),
  );

  /** The list is kept until an active subscription's period ends (its status reads EXPIRED from then). */
  const keptList = createFeedCache({
    versionsOf: (userId: number) => versionsOf(feed, ['owned', userId], ['catalogue']),
    read: async (userId: number, now) => {
      const value = await list(userId, now);
      const ends = value.results
        .filter((s) => s.status === 'ACTIVE')
        .map((s) => Date.parse(s.currentPeriodEnd) + 1);
      return { value, until: ends.length ? Math.min(...ends) : null };
    },
  });

  return {
    list: (userId: number) => keptList(userId),

    async patch(userId: number, id: number, autoRenewal: boolean) {
      const s = await own(userId, id);
      const [p] = await db
        .select({ forced: products.isForcedProlong })
        .from(products)
        .where(eq(products.id, s.productId));
      if (p?.forced && !autoRenewal) throw new ClientError(400, 'subscription_forced');
      await db.update(subscriptions).set({ autoRenewal }).where(eq(subscriptions.id, s.id));
      const all = await list(userId);
      const one = all.results.find((x) => x.id === id);
      if (!one) throw new NotFound();
      return one;
    },

    /** The next period goes into the student's own cart, with prolongation on. */
    async renew(userId: number, id: number, currency: Currency) {
      const s = await own(userId, id);
      const c = await ownCart(db, userId);
      await db
        .insert(cartItems)
        .values({ cartId: c.id, productId: s.productId, isProlongSubscription: true })
        .onConflictDoUpdate({
          target: [cartItems.cartId, cartItems.productId],
          set: { isProlongSubscription: true },
        });
      return cart.view(c, currency, { userId });
    },

    /** Another rate plan of the same course, priced at the difference (computed here). */
    async upgrade(userId: number, id: number, productId: number, currency: Currency) {
      const s = await own(userId, id);
      const p = (await loadProducts(db, [s.productId], currency)).get(s.productId);
      const alt = p?.alternativeRates.find((a) => a.productId === productId);
      if (!alt || currency !== s.currency) {
        throw new ClientError(400, 'upgrade_not_available');
      }
      const difference = Math.max(0, alt.price - s.price);
      const c = await ownCart(db, userId);
      const priceOverride = { [currency]: difference };
      await db
        .insert(cartItems)
        .values({ cartId: c.id, productId, isProlongSubscription: true, priceOverride })
        .onConflictDoUpdate({ target: [cartItems.cartId, cartItems.productId], set: { priceOverride } });
      return cart.view(c, currency, { userId });
    },

    async statuses(userId: number | null, productIds: number[]) {
      const ids = [...new Set(productIds)].slice(0, 100);
      const rows = ids.length
        ? await db
            .select({ id: products.id, forced: products.isForcedProlong, plan: ratePlans.sysRatePlanName })
            .from(products)
            .innerJoin(ratePlans, eq(ratePlans.id, products.ratePlanId))
            .where(inArray(products.id, ids))
        : [];
      const subs =
        userId !== null && ids.length
          ? await db
              .select()
              .from(subscriptions)
              .where(
                and(
                  eq(subscriptions.userId, userId),
                  inArray(subscriptions.productId, ids),
                  gt(subscriptions.currentPeriodEnd, new Date()),
                ),
              )
          : [];
      return {
        results: rows.map((r) => ({
          productId: r.id,
          hasActiveSubscription: subs.some((s) => s.productId === r.id && s.status === 'ACTIVE'),
          canProlong: r.plan === 'MONTHLY',
          isForcedProlong: r.forced,
        })),
      };
    },

    /** Active enrolments, one per product (the latest period). */
    async myProducts(userId: number, currency: Currency) {
      return { results: await keptProducts(userId, currency) };
    },
  };
}
export type SubscriptionService = ReturnType<typeof createSubscriptionService>;
