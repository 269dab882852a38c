import { sql } from 'drizzle-orm';
import type { Currency } from '@prepa/contracts';
import type { Db } from '../../db/client.js';
import { coupons } from '../../db/schema/index.js';
import { ClientError, NotFound } from '../../http/errors.js';
import { priceIn } from '../shop/index.js';

export type CouponRow = typeof coupons.$inferSelect;

export async function findCoupon(db: Db, code: string): Promise<CouponRow | undefined> {
  const [row] = await db
    .select()
    .from(coupons)
    .where(sql`lower(${coupons.code}) = lower(${code.trim()})`)
    .limit(1);
  return row;
}

/** Why a coupon cannot be used now, or null when it can. */
export function couponProblem(c: CouponRow, now = new Date()): 'coupon_expired' | 'coupon_used_up' | null {
  if (c.expiresAt && c.expiresAt.getTime() <= now.getTime()) return 'coupon_expired';
  if (c.maxUses !== null && c.usedCount >= c.maxUses) return 'coupon_used_up';
  return null;
}

/** A usable discount coupon by its code, or the error the caller should see. */
export async function usableDiscountCoupon(db: Db, code: string): Promise<CouponRow> {
  const c = await findCoupon(db, code);
  if (!c) throw new NotFound('coupon_not_found');
  const problem = couponProblem(c);
  if (problem) throw new ClientError(400, problem);
  if (c.kind === 'ACTIVATION') throw new ClientError(400, 'coupon_not_for_cart');
  return c;
}

/** The discount a coupon gives on `fullAmount` (minor units, never above the amount). */
export function couponDiscount(c: CouponRow, fullAmount: number, currency: Currency): number {
  if (c.kind === 'PERCENT') return Math.floor((fullAmount * (c.percent ?? 0)) / 100);
  if (c.kind === 'FIXED') return Math.min(fullAmount, priceIn(c.amounts, currency) ?? 0);
  return 0;
}

/**
 * Takes one use of the coupon if one is left: a conditional update, so two payments racing for
 * the last use cannot both get it (row lock taken by UPDATE; the loser sees 0 rows).
 */
export async function takeCouponUse(tx: Db, couponId: number): Promise<boolean> {
  const rows = await tx
    .update(coupons)
    .set({ usedCount: sql`${coupons.usedCount} + 1` })
    .where(
      sql`${coupons.id} = ${couponId} AND (${coupons.maxUses} IS NULL OR ${coupons.usedCount} < ${coupons.maxUses}) AND (${coupons.expiresAt} IS NULL OR ${coupons.expiresAt} > now())`,
    )
    .returning({ id: coupons.id });
  return rows.length === 1;
}

export async function releaseCouponUse(tx: Db, couponId: number): Promise<void> {
  await tx
    .update(coupons)
    .set({ usedCount: sql`greatest(${coupons.usedCount} - 1, 0)` })
    .where(sql`${coupons.id} = ${couponId}`);
}
