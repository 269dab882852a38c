import { eq } from 'drizzle-orm';
import type { Cart, Currency } from '@prepa/contracts';
import type { Db } from '../../db/client.js';
import { cartBundles, cartItems, carts } from '../../db/schema/index.js';
import { ClientError, NotFound } from '../../http/errors.js';
import { isIndividual, loadProducts } from '../shop/index.js';
import {
  cartByHash,
  newCartHash,
  ownCart,
  standaloneCart,
  type CartCaller,
  type CartRow,
} from './resolve.js';
import { priceCart } from './view.js';

type View = (cart: CartRow, currency: Currency, caller: CartCaller) => Promise<Cart>;

/** Guest carts joining a student's cart, and standalone carts shared by link. */
export function cartSharing(db: Db, view: View) {
  return {
    /** After sign-in: the guest cart's lines move into the student's own cart (duplicates skipped). */
    async merge(userId: number, hash: string, currency: Currency) {
      const own = await ownCart(db, userId);
      const guest = await cartByHash(db, hash);
      if (!guest || guest.id === own.id) return view(own, currency, { userId });
      if (guest.userId !== null) throw new NotFound();
      const items = await db.select().from(cartItems).where(eq(cartItems.cartId, guest.id));
      const bs = await db.select().from(cartBundles).where(eq(cartBundles.cartId, guest.id));
      await db.transaction(async (tx) => {
        if (items.length) {
          const individual = await loadProducts(
            tx,
            items.map((i) => i.productId),
            currency,
          );
          const guestHasInd = [...individual.values()].some(isIndividual);
          // The newer choice wins a conflict: the guest's lines replace an incompatible cart.
          const ownPriced = await priceCart(tx, own, currency, userId);
          const ownHasInd = ownPriced.view.items.some((i) => isIndividual(i.product));
          if (guestHasInd !== ownHasInd && ownPriced.view.count > 0) {
            await tx.delete(cartItems).where(eq(cartItems.cartId, own.id));
            await tx.delete(cartBundles).where(eq(cartBundles.cartId, own.id));
          }
          await tx
            .insert(cartItems)
            .values(
              items.map((i) => ({
                cartId: own.id,
                productId: i.productId,
                packId: i.packId,
                isProlongSubscription: i.isProlongSubscription,
              })),
            )
            .onConflictDoNothing();
        }
        if (bs.length) {
          await tx
            .insert(cartBundles)
            .values(bs.map((b) => ({ cartId: own.id, bundleId: b.bundleId })))
            .onConflictDoNothing();
        }
        await tx
          .update(carts)
          .set({
            couponId: own.couponId ?? guest.couponId,
            referrerUserId:
              own.referrerUserId ?? (guest.referrerUserId === userId ? null : guest.referrerUserId),
          })
          .where(eq(carts.id, own.id));
        await tx.delete(carts).where(eq(carts.id, guest.id));
      });
      const fresh = await ownCart(db, userId);
      return view(fresh, currency, { userId });
    },

    /** A shareable copy of the student's own cart that anyone with the link may pay. */
    async share(userId: number, currency: Currency) {
      const own = await ownCart(db, userId);
      const items = await db.select().from(cartItems).where(eq(cartItems.cartId, own.id));
      const bs = await db.select().from(cartBundles).where(eq(cartBundles.cartId, own.id));
      if (items.length + bs.length === 0) throw new ClientError(400, 'cart_empty');
      const cart = await db.transaction(async (tx) => {
        const [c] = await tx
          .insert(carts)
          .values({
            hash: newCartHash(),
            userId,
            isStandalone: true,
            couponId: own.couponId,
            referrerUserId: own.referrerUserId,
            removedGiftIds: own.removedGiftIds,
          })
          .returning();
        if (!c) throw new Error('standalone cart not created');
        if (items.length) {
          await tx.insert(cartItems).values(
            items.map((i) => ({
              cartId: c.id,
              productId: i.productId,
              packId: i.packId,
              isProlongSubscription: i.isProlongSubscription,
              priceOverride: i.priceOverride,
            })),
          );
        }
        if (bs.length)
          await tx.insert(cartBundles).values(bs.map((b) => ({ cartId: c.id, bundleId: b.bundleId })));
        return c;
      });
      return view(cart, currency, { userId });
    },

    async standalone(caller: CartCaller, hash: string, currency: Currency) {
      return view(await standaloneCart(db, hash), currency, caller);
    },
  };
}
