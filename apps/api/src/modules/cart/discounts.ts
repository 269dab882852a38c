import { eq } from 'drizzle-orm';
import type { Currency } from '@prepa/contracts';
import type { Db } from '../../db/client.js';
import { carts, referralIds } from '../../db/schema/index.js';
import { NotFound, ValidationFailed } from '../../http/errors.js';
import { usableDiscountCoupon } from '../coupons/index.js';
import { assertCanEdit, resolveCart, type CartCaller, type CartRow } from './resolve.js';
import type { Cart } from '@prepa/contracts';

type View = (cart: CartRow, currency: Currency, caller: CartCaller) => Promise<Cart>;

/**
 * Coupon, referral and optional-gift choices of a cart: its owner's (decision 004, "What a shared
 * cart's link allows"). A shared cart's link holder, a guest included, gets 403.
 */
export function cartDiscounts(db: Db, view: View) {
  async function ownedCart(caller: CartCaller): Promise<CartRow> {
    const cart = await resolveCart(db, caller);
    if (!cart) throw new NotFound();
    assertCanEdit(cart, caller);
    return cart;
  }

  return {
    async applyCoupon(caller: CartCaller, code: string, currency: Currency) {
      const cart = await ownedCart(caller);
      const coupon = await usableDiscountCoupon(db, code);
      await db.update(carts).set({ couponId: coupon.id }).where(eq(carts.id, cart.id));
      return view({ ...cart, couponId: coupon.id }, currency, caller);
    },

    async removeCoupon(caller: CartCaller, currency: Currency) {
      const cart = await ownedCart(caller);
      await db.update(carts).set({ couponId: null }).where(eq(carts.id, cart.id));
      return view({ ...cart, couponId: null }, currency, caller);
    },

    async applyReferral(caller: CartCaller, referralId: string, currency: Currency) {
      const cart = await ownedCart(caller);
      const [ref] = await db.select().from(referralIds).where(eq(referralIds.referralId, referralId.trim()));
      if (!ref) throw new NotFound('referral_not_found');
      // Nobody credits themselves: neither the cart's owner nor whoever applies it.
      if (ref.userId === cart.userId || ref.userId === caller.userId)
        throw ValidationFailed.field('referral_id', 'invalid', 'referral_self');
      await db.update(carts).set({ referrerUserId: ref.userId }).where(eq(carts.id, cart.id));
      return view({ ...cart, referrerUserId: ref.userId }, currency, caller);
    },

    async removeReferral(caller: CartCaller, currency: Currency) {
      const cart = await ownedCart(caller);
      await db.update(carts).set({ referrerUserId: null }).where(eq(carts.id, cart.id));
      return view({ ...cart, referrerUserId: null }, currency, caller);
    },

    /** Declines optional gifts: they are no longer selected (and not granted on payment). */
    async removeGifts(caller: CartCaller, ids: number[], currency: Currency) {
      const cart = await ownedCart(caller);
      const removedGiftIds = [...new Set([...cart.removedGiftIds, ...ids])];
      await db.update(carts).set({ removedGiftIds }).where(eq(carts.id, cart.id));
      return view({ ...cart, removedGiftIds }, currency, caller);
    },
  };
}
