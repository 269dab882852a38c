import { and, eq } from 'drizzle-orm';
import type { Cart, CartAddRequest, Currency } from '@prepa/contracts';
import { versionsOf, type ChangeFeed } from '../../db/change-feed.js';
import type { Db } from '../../db/client.js';
import { createFeedCache } from '../../db/feed-cache.js';
import { cartBundles, cartItems } from '../../db/schema/index.js';
import { ClientError, NotFound, ValidationFailed } from '../../http/errors.js';
import { SharedAnswer } from '../../http/one-shot-compression.js';
import {
  assertNotOwned,
  catalogueAt,
  isIndividual,
  loadBundles,
  loadProducts,
  sharedAnswerOn,
} from '../shop/index.js';
import {
  assertCanEdit,
  cartByHash,
  isOwnerOf,
  ownCart,
  readableBy,
  resolveCart,
  standaloneCart,
  type CartCaller,
  type CartRow,
} from './resolve.js';
import { cartReads, type CartContents, type CartWithContents } from './contents.js';
import { cartDiscounts } from './discounts.js';
import { cartSharing } from './sharing.js';
import { priceCart } from './view.js';

const EMPTY_GUEST_CART: CartRow = {
  id: -1,
  hash: '',
  userId: null,
  isStandalone: false,
  couponId: null,
  referrerUserId: null,
  removedGiftIds: [],
  createdAt: new Date(0),
};

const EMPTY_CONTENTS: CartContents = { items: [], bundles: [], owned: new Map(), stamp: '', until: null };

/** At most this many cart answers are kept per catalogue snapshot (`sharedGet`), the oldest dropped first. */
const SHARED_CART_ANSWERS_MAX = 2000;

/**
 * Everything `priceCart` reads besides the catalogue snapshot, as one string: the cart row, its
 * lines, bundles and the owner's ownership now (all from the cart's one query), the currency and
 * whether the viewer owns the cart. Two reads with the same key price to the same answer.
 */
function answerKey(found: CartWithContents, currency: Currency, isOwner: boolean): string {
  const { cart, contents } = found;
  return JSON.stringify([currency, isOwner, cart, contents.items, contents.bundles, [...contents.owned]]);
}

/**
 * `feed`: the database's change feed. While it is live, a student's own cart with its contents is kept
 * in memory until it tells of a change to the catalogue, to their cart (its row, lines and bundles:
 * migration 0021) or to their enrolments, or one of those ends; the cart read then asks nothing.
 */
export function createCartService(db: Db, feed?: ChangeFeed) {
  const reads = cartReads(db);
  const ownCartKept = createFeedCache({
    versionsOf: (userId: number) => versionsOf(feed, ['catalogue'], ['cart', userId], ['owned', userId]),
    async read(userId) {
      const value = await reads.own(userId);
      return { value, until: value?.contents.until, keep: Boolean(value?.contents.stamp) };
    },
  });
  const view = async (cart: CartRow, currency: Currency, caller: CartCaller, known?: CartContents) =>
    (await priceCart(db, cart, currency, caller.userId, known)).view;

  /** `resolveCart` with the contents in the same round trip (the cart read: one query when it exists). */
  async function readCart(caller: CartCaller): Promise<CartWithContents | null> {
    if (caller.hash) {
      const found = await reads.byHash(caller.hash);
      if (!found || !readableBy(found.cart, caller)) throw new NotFound();
      return found;
    }
    if (caller.userId === null) return null;
    const found = await ownCartKept(caller.userId);
    return found ?? { cart: await ownCart(db, caller.userId), contents: EMPTY_CONTENTS };
  }

  async function clear(cartId: number) {
    await db.delete(cartItems).where(eq(cartItems.cartId, cartId));
    await db.delete(cartBundles).where(eq(cartBundles.cartId, cartId));
  }

  /** Individual lessons are paid alone (spec 2 §4): mixing answers 422 unless `replace`. */
  async function checkMix(cart: CartRow, addingIndividual: boolean, replace: boolean, currency: Currency) {
    const priced = await priceCart(db, cart, currency, null);
    const existing = priced.view.items.map((i) => isIndividual(i.product));
    const hasBundles = priced.view.bundles.length > 0;
    const conflict = addingIndividual ? existing.some((x) => !x) || hasBundles : existing.some((x) => x);
    if (!conflict) return;
    if (!replace) throw new ClientError(422, 'cart_conflict');
    await clear(cart.id);
  }

  async function addTo(cart: CartRow, body: CartAddRequest, currency: Currency) {
    if (body.item) {
      const product = (await loadProducts(db, [body.item.product], currency)).get(body.item.product);
      if (!product) throw ValidationFailed.field('item.product', 'not_found', 'product_not_found');
      if (!product.sold) throw ValidationFailed.field('item.product', 'invalid', 'product_not_sold');
      const packId = body.item.pack;
      if (packId !== null && !product.packs.some((p) => p.id === packId)) {
        throw ValidationFailed.field('item.pack', 'invalid');
      }
      const [dupe] = await db
        .select({ id: cartItems.id })
        .from(cartItems)
        .where(and(eq(cartItems.cartId, cart.id), eq(cartItems.productId, product.id)));
      if (dupe && !body.replace) throw new ClientError(400, 'already_in_cart');
      // The cart's owner is who gets the course: an owned one is not sold again (a renewal is).
      await assertNotOwned(db, cart.userId, [product.id]);
      await checkMix(cart, isIndividual(product), body.replace, currency);
      await db
        .insert(cartItems)
        .values({ cartId: cart.id, productId: product.id, packId })
        .onConflictDoUpdate({ target: [cartItems.cartId, cartItems.productId], set: { packId } });
      return;
    }
    const [bundle] = await loadBundles(db, { hashes: [body.bundle ?? ''] }, currency);
    if (!bundle || !bundle.sold) throw ValidationFailed.field('bundle', 'not_found', 'not_found');
    const [dupe] = await db
      .select({ id: cartBundles.id })
      .from(cartBundles)
      .where(and(eq(cartBundles.cartId, cart.id), eq(cartBundles.bundleId, bundle.id)));
    if (dupe) throw new ClientError(400, 'already_in_cart');
    await assertNotOwned(db, cart.userId, bundle.productIds);
    await checkMix(cart, false, body.replace, currency);
    await db.insert(cartBundles).values({ cartId: cart.id, bundleId: bundle.id }).onConflictDoNothing();
  }

  async function patchItem(cart: CartRow, itemId: number, isProlongSubscription: boolean) {
    const rows = await db
      .update(cartItems)
      .set({ isProlongSubscription })
      .where(and(eq(cartItems.id, itemId), eq(cartItems.cartId, cart.id)))
      .returning({ id: cartItems.id });
    if (rows.length === 0) throw new NotFound();
  }

  async function deleteItem(cart: CartRow, itemId: number) {
    const rows = await db
      .delete(cartItems)
      .where(and(eq(cartItems.id, itemId), eq(cartItems.cartId, cart.id)))
      .returning({ id: cartItems.id });
    if (rows.length === 0) throw new NotFound();
  }

  return {
    view,
    resolve: (caller: CartCaller) => resolveCart(db, caller),

    /** One query; a student without a cart has none made for a count. */
    async count(caller: CartCaller) {
      if (caller.hash) {
        const found = await reads.countByHash(caller.hash);
        if (!found || !readableBy(found.cart, caller)) throw new NotFound();
        return { count: found.count };
      }
      if (caller.userId === null) return { count: 0 };
      return { count: (await reads.ownCount(caller.userId))?.count ?? 0 };
    },

    /**
     * The cart read as `render` writes it (the route's serializer), shared by every read with the same
     * inputs (`answerKey`) while the catalogue snapshot lasts: the read still makes its one query, but
     * a cart that has not changed since the last read is not priced, checked, serialized and
     * compressed again. A cart with a coupon or a referrer is priced on every read (their validity
     * and rows are read apart and can change with time). The answers live on the snapshot, so a
     * catalogue change drops them all.
     */
    async sharedGet(caller: CartCaller, currency: Currency, render: (cart: Cart) => string) {
      const found = await readCart(caller);
      // A guest without a cart sees an empty one; it is stored on the first add (no row per visit).
      if (!found)
        return new SharedAnswer(render(await view(EMPTY_GUEST_CART, currency, caller, EMPTY_CONTENTS)));
      const { cart, contents } = found;
      if (cart.couponId !== null || cart.referrerUserId !== null || contents.stamp === '') {
        return new SharedAnswer(render(await view(cart, currency, caller, contents)));
      }
      const snapshot = await catalogueAt(db, contents.stamp);
      const key = answerKey(found, currency, isOwnerOf(cart, caller.userId));
      return sharedAnswerOn(snapshot, 'cartAnswers', SHARED_CART_ANSWERS_MAX, key, async () =>
        render(await view(cart, currency, caller, contents)),
      );
    },

    async add(caller: CartCaller, body: CartAddRequest, currency: Currency, standaloneHash?: string) {
      const cart = standaloneHash ? await standaloneCart(db, standaloneHash) : await resolveCart(db, caller);
      if (!cart) throw new NotFound();
      assertCanEdit(cart, caller);
      await addTo(cart, body, currency);
      return view(cart, currency, caller);
    },

    /** Prolongation may be toggled by whoever pays a shared cart (spec 2 §2 payment screen). */
    async patchItem(
      caller: CartCaller,
      itemId: number,
      prolong: boolean,
      currency: Currency,
      standaloneHash?: string,
    ) {
      const cart = standaloneHash ? await standaloneCart(db, standaloneHash) : await resolveCart(db, caller);
      if (!cart) throw new NotFound();
      if (!cart.isStandalone) assertCanEdit(cart, caller);
      await patchItem(cart, itemId, prolong);
      return view(cart, currency, caller);
    },

    async deleteItem(caller: CartCaller, itemId: number, currency: Currency, standaloneHash?: string) {
      const cart = standaloneHash ? await standaloneCart(db, standaloneHash) : await resolveCart(db, caller);
      if (!cart) throw new NotFound();
      assertCanEdit(cart, caller);
      await deleteItem(cart, itemId);
      return view(cart, currency, caller);
    },

    /** Own cart: by the cart-bundle id; standalone cart: by the bundle's hash (spec 2 §7). */
    async deleteBundle(
      caller: CartCaller,
      ref: { id?: number; bundleHash?: string },
      currency: Currency,
      standaloneHash?: string,
    ) {
      const cart = standaloneHash ? await standaloneCart(db, standaloneHash) : await resolveCart(db, caller);
      if (!cart) throw new NotFound();
      assertCanEdit(cart, caller);
      let bundleRowId = ref.id;
      if (ref.bundleHash !== undefined) {
        const [b] = await loadBundles(db, { hashes: [ref.bundleHash] }, currency);
        const [row] = b
          ? await db
              .select({ id: cartBundles.id })
              .from(cartBundles)
              .where(and(eq(cartBundles.cartId, cart.id), eq(cartBundles.bundleId, b.id)))
          : [];
        bundleRowId = row?.id;
      }
      const rows = bundleRowId
        ? await db
            .delete(cartBundles)
            .where(and(eq(cartBundles.id, bundleRowId), eq(cartBundles.cartId, cart.id)))
            .returning({ id: cartBundles.id })
        : [];
      if (rows.length === 0) throw new NotFound();
      return view(cart, currency, caller);
    },

    async link(hash: string, userId: number | null) {
      const cart = await cartByHash(db, hash);
      if (!cart) throw new NotFound();
      const owner = cart.userId === null ? 'nobody' : cart.userId === userId ? 'you' : 'another';
      if (owner === 'another' && !cart.isStandalone) throw new NotFound();
      return { hash: cart.hash, isStandalone: cart.isStandalone, owner } as const;
    },

    ...cartDiscounts(db, view),
    ...cartSharing(db, view),
  };
}
export type CartService = ReturnType<typeof createCartService>;
