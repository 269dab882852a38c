import { randomBytes } from 'node:crypto';
import { and, desc, eq, gt, inArray } from 'drizzle-orm';
import { formatMoney, REFERRAL_BONUS } from '@prepa/contracts';
import type { Db } from '../../db/client.js';
import {
  cartBundles,
  cartItems,
  carts,
  enrollments,
  products,
  purchasedDocuments,
  ratePlans,
  subscriptions,
  transactions,
} from '../../db/schema/index.js';
import { releaseCouponUse } from '../coupons/index.js';
import { creditLedger, lockLedger } from '../gamification/index.js';
import { writeNotification } from '../notifications/index.js';
import { isRenewablePlan } from '../shop/index.js';
import type { TransactionRow } from './present.js';

type Source = 'PURCHASE' | 'COUPON' | 'ACTIVATION' | 'INVOICE';

function addPeriod(start: Date, monthly: boolean, days: number): Date {
  const end = new Date(start);
  if (monthly) end.setUTCMonth(end.getUTCMonth() + 1);
  else end.setUTCDate(end.getUTCDate() + days);
  return end;
}

/**
 * Gives a student access to products for one paid period; a later period continues where the
 * current one ends. Idempotent per `grantKey` (unique), so a repeated grant adds nothing.
 */
export async function enrol(
  tx: Db,
  input: {
    userId: number;
    productIds: number[];
    keyPrefix: string;
    source: Source;
    transactionId: number | null;
  },
  now = new Date(),
): Promise<{ productId: number; startsAt: Date; endsAt: Date; monthly: boolean }[]> {
  const ids = [...new Set(input.productIds)];
  if (ids.length === 0) return [];
  const rows = await tx
    .select({ id: products.id, accessDays: products.accessDays, plan: ratePlans.sysRatePlanName })
    .from(products)
    .innerJoin(ratePlans, eq(ratePlans.id, products.ratePlanId))
    .where(inArray(products.id, ids));
  const out = [];
  for (const p of rows) {
    const [current] = await tx
      .select({ endsAt: enrollments.endsAt })
      .from(enrollments)
      .where(
        and(
          eq(enrollments.userId, input.userId),
          eq(enrollments.productId, p.id),
          gt(enrollments.endsAt, now),
        ),
      )
      .orderBy(desc(enrollments.endsAt))
      .limit(1);
    const startsAt = current?.endsAt ?? now;
    const monthly = p.plan === 'MONTHLY';
    const endsAt = addPeriod(startsAt, monthly, p.accessDays);
    const inserted = await tx
      .insert(enrollments)
      .values({
        userId: input.userId,
        productId: p.id,
        startsAt,
        endsAt,
        transactionId: input.transactionId,
        grantKey: `${input.keyPrefix}:${p.id}`,
        source: input.source,
      })
      .onConflictDoNothing({ target: enrollments.grantKey })
      .returning({ id: enrollments.id });
    if (inserted.length) out.push({ productId: p.id, startsAt, endsAt, monthly });
  }
  return out;
}

/**
 * An order honoured after a rejected refund grants courses to a student whose cart has moved on: a newer
 * unpaid order of that cart may sell one of them again, and the cart may still hold it. A course is not
 * sold twice (decision 004): the courses of the honoured order that cannot be renewed leave the cart
 * (their lines, and the bundles the order bought), and the cart's PENDING orders, card or requisites,
 * that hold one of them are cancelled and give their coupon use back; money that still arrives for one
 * of those is a refund due like any other late payment. Renewable courses (monthly, per lesson) stay:
 * paying the newer order for one adds another period.
 *
 * Runs before the grant takes the student's ledger lock, with the cart row locked first, as `pay/init`
 * does, so that an init racing this sees the course owned or has its order cancelled here, and a
 * callback paying one of these orders (order row, then ledger) cannot deadlock with it.
 */
async function withdrawResold(tx: Db, t: TransactionRow): Promise<void> {
  if (t.cartId === null) return;
  const bought = t.lines.filter((l) => !l.isGift);
  const ids = [...new Set(bought.map((l) => l.productId))];
  if (ids.length === 0) return;
  const plans = await tx
    .select({ id: products.id, plan: ratePlans.sysRatePlanName })
    .from(products)
    .innerJoin(ratePlans, eq(ratePlans.id, products.ratePlanId))
    .where(inArray(products.id, ids));
  const once = plans.filter((p) => !isRenewablePlan(p.plan)).map((p) => p.id);
  if (once.length === 0) return;
  await tx.select({ id: carts.id }).from(carts).where(eq(carts.id, t.cartId)).for('update');
  const pending = await tx
    .select({ id: transactions.id, lines: transactions.lines })
    .from(transactions)
    .where(and(eq(transactions.cartId, t.cartId), eq(transactions.status, 'PENDING')));
  const resold = pending
    .filter((o) => o.lines.some((l) => !l.isGift && once.includes(l.productId)))
    .map((o) => o.id);
  if (resold.length) {
    const cancelled = await tx
      .update(transactions)
      .set({ status: 'CANCELLED' })
      .where(and(inArray(transactions.id, resold), eq(transactions.status, 'PENDING')))
      .returning({ couponId: transactions.couponId });
    for (const c of cancelled) if (c.couponId !== null) await releaseCouponUse(tx, c.couponId);
  }
  await tx.delete(cartItems).where(and(eq(cartItems.cartId, t.cartId), inArray(cartItems.productId, once)));
  await removeBundlesBought(tx, t.cartId, bought);
}

/** Takes the bundles an order's lines bought out of its cart. */
async function removeBundlesBought(tx: Db, cartId: number, lines: TransactionRow['lines']): Promise<void> {
  const bundleIds = [...new Set(lines.flatMap((l) => (l.bundleId === null ? [] : [l.bundleId])))];
  if (bundleIds.length === 0) return;
  await tx
    .delete(cartBundles)
    .where(and(eq(cartBundles.cartId, cartId), inArray(cartBundles.bundleId, bundleIds)));
}

/**
 * Marks a transaction paid and grants what it bought, exactly once: the row is locked, only a
 * PENDING transaction moves to PAID (a conditional update), and every write below is keyed. A
 * CANCELLED (superseded or expired) order is never granted: its coupon use was given back and its
 * frozen price may no longer be honoured (decision 004). Runs inside the caller's DB transaction.
 *
 * `honour`: staff rejected the refund of money that arrived for a CANCELLED or DECLINED order, so the
 * school keeps the money and grants the order after all (decision 004, "Refunds decided by staff"):
 * the caller writes its own notification, and the cart, which has moved on, loses only what would sell
 * a granted course again (`withdrawResold`).
 */
export async function grantTransaction(
  tx: Db,
  transactionId: number,
  source: Source,
  opts: { honour?: boolean } = {},
): Promise<boolean> {
  const from: TransactionRow['status'][] = opts.honour ? ['CANCELLED', 'DECLINED'] : ['PENDING'];
  const [t] = await tx.select().from(transactions).where(eq(transactions.id, transactionId)).for('update');
  if (!t || !from.includes(t.status)) return false;
  const paidAt = new Date();
  const moved = await tx
    .update(transactions)
    .set({ status: 'PAID', paidAt })
    .where(and(eq(transactions.id, t.id), inArray(transactions.status, from)))
    .returning({ id: transactions.id });
  if (moved.length === 0) return false;
  if (opts.honour) await withdrawResold(tx, t);

  const userId = t.beneficiaryUserId;
  // The enrolments' foreign keys and the purchase exp lock the same student row: take the stronger
  // lock first, or two orders of one student paid at once deadlock (see lockLedger).
  await lockLedger(tx, userId);
  const periods = await enrol(tx, {
    userId,
    productIds: t.lines.map((l) => l.productId),
    keyPrefix: `tx:${t.uuid}`,
    source,
    transactionId: t.id,
  });
  if (!opts.honour)
    await writeNotification(tx, {
      userId,
      type: t.method === 'REQUISITES' ? 'invoice_paid' : 'payment_succeeded',
      itemId: t.id,
      params: { amount: formatMoney(t.amount, t.currency) },
      key: `payment:${t.uuid}`,
      at: paidAt,
    });

  for (const line of t.lines.filter((l) => !l.isGift && l.bundleId === null)) {
    const period = periods.find((p) => p.productId === line.productId);
    if (!period?.monthly) continue;
    const [existing] = await tx
      .select({ id: subscriptions.id })
      .from(subscriptions)
      .where(and(eq(subscriptions.userId, userId), eq(subscriptions.productId, line.productId)));
    if (existing) {
      await tx
        .update(subscriptions)
        .set({
          status: 'ACTIVE',
          currentPeriodStart: period.startsAt,
          currentPeriodEnd: period.endsAt,
          transactionId: t.id,
          ...(line.prolong || t.subscribe ? { autoRenewal: true } : {}),
        })
        .where(eq(subscriptions.id, existing.id));
    } else if (line.prolong || t.subscribe) {
      await tx.insert(subscriptions).values({
        userId,
        productId: line.productId,
        transactionId: t.id,
        status: 'ACTIVE',
        autoRenewal: true,
        currentPeriodStart: period.startsAt,
        currentPeriodEnd: period.endsAt,
        price: line.price,
        currency: t.currency,
      });
    }
  }

  const bought = t.lines.filter((l) => !l.isGift);
  if (bought.length) {
    await tx
      .insert(purchasedDocuments)
      .values(
        bought.map((l) => ({
          userId,
          productId: l.productId,
          transactionId: t.id,
          token: randomBytes(18).toString('base64url'),
          title: l.title,
          price: l.price,
          currency: t.currency,
          createdAt: paidAt,
        })),
      )
      .onConflictDoNothing();
  }

  if (t.referrerUserId !== null && t.referrerUserId !== userId && t.referrerUserId !== t.payerUserId) {
    await creditLedger(tx, {
      userId: t.referrerUserId,
      currency: 'bonuses',
      amount: REFERRAL_BONUS,
      reason: 'REFERRAL',
      eventKey: `referral:${t.uuid}`,
    });
    await writeNotification(tx, {
      userId: t.referrerUserId,
      type: 'referral_bonus',
      params: { amount: REFERRAL_BONUS },
      key: `referral_bonus:${t.uuid}`,
      at: paidAt,
    });
  }

  if (t.cartId !== null && !opts.honour) {
    const itemIds = t.lines.flatMap((l) => (l.cartItemId === null ? [] : [l.cartItemId]));
    if (itemIds.length)
      await tx.delete(cartItems).where(and(eq(cartItems.cartId, t.cartId), inArray(cartItems.id, itemIds)));
    await removeBundlesBought(tx, t.cartId, t.lines);
    await tx
      .update(carts)
      .set({ couponId: null, referrerUserId: null, removedGiftIds: [] })
      .where(eq(carts.id, t.cartId));
  }
  return true;
}
