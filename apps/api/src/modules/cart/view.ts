import { eq } from 'drizzle-orm';
import { REFERRAL_DISCOUNT_PERCENT, type Cart, type Currency } from '@prepa/contracts';
import type { Db } from '../../db/client.js';
import { coupons, referralIds, type TransactionLine } from '../../db/schema/index.js';
import { couponDiscount, couponProblem, type CouponRow } from '../coupons/index.js';
import {
  bundlesIn,
  catalogueAt,
  ownershipOf,
  priceIn,
  productsIn,
  toCartBundle,
  type LoadedProduct,
} from '../shop/index.js';
import { contentsOf, type CartContents } from './contents.js';
import { isOwnerOf, type CartRow } from './resolve.js';

export interface PricedCart {
  view: Cart;
  /** What a payment would buy, frozen into the transaction. */
  lines: TransactionLine[];
  coupon: CouponRow | null;
  products: Map<number, LoadedProduct>;
}

function strip(p: LoadedProduct) {
  const { prices: _p, sold: _s, accessDays: _a, isForcedProlong: _f, ...product } = p;
  return product;
}

/** The whole cart with every amount computed here, on the server, from the catalogue. */
export async function priceCart(
  db: Db,
  cart: CartRow,
  currency: Currency,
  viewerId: number | null,
  known?: CartContents,
): Promise<PricedCart> {
  const { items, bundles: cbs, owned, stamp } = known ?? (await contentsOf(db, cart.id));
  const snapshot = items.length || cbs.length ? await catalogueAt(db, stamp) : null;
  const giftRows = snapshot ? items.flatMap((i) => snapshot.gifts.get(i.productId) ?? []) : [];
  const products = snapshot
    ? productsIn(
        snapshot,
        [...items.map((i) => i.productId), ...giftRows.map((g) => g.giftProductId)],
        currency,
      )
    : new Map<number, LoadedProduct>();
  const bundleList = snapshot ? bundlesIn(snapshot, { ids: cbs.map((b) => b.bundleId) }, currency) : [];
  const removed = new Set(cart.removedGiftIds);
  const lines: TransactionLine[] = [];

  const viewItems = items.flatMap((item) => {
    const p = products.get(item.productId);
    if (!p) return [];
    const pack = p.packs.find((k) => k.id === item.packId) ?? null;
    const price = priceIn(item.priceOverride, currency) ?? pack?.price ?? p.price;
    lines.push({
      productId: p.id,
      title: p.title,
      price,
      packId: pack?.id ?? null,
      bundleId: null,
      isGift: false,
      prolong: item.isProlongSubscription,
      cartItemId: item.id,
    });
    const mine = giftRows.filter((g) => g.productId === p.id);
    const brief = (id: number) => {
      const g = products.get(id);
      return g ? { id: g.id, title: g.title, productType: g.productType } : null;
    };
    const gifts = mine.filter((g) => !g.optional).flatMap((g) => brief(g.giftProductId) ?? []);
    const optionalGifts = mine
      .filter((g) => g.optional)
      .flatMap((g) => {
        const b = brief(g.giftProductId);
        return b ? [{ ...b, selected: !removed.has(b.id) }] : [];
      });
    for (const g of [...gifts, ...optionalGifts.filter((o) => o.selected)]) {
      lines.push({
        productId: g.id,
        title: g.title,
        price: 0,
        packId: null,
        bundleId: null,
        isGift: true,
        prolong: false,
        cartItemId: null,
      });
    }
    return [
      {
        id: item.id,
        product: { ...strip(p), ...ownershipOf(owned, p.id) },
        pack: pack ? { ...pack, selected: true } : null,
        gifts,
        optionalGifts,
        alternativeRates: p.alternativeRates,
        isProlongSubscription: item.isProlongSubscription,
        lessonPack: pack ? { totalPrice: pack.price } : null,
        price,
      },
    ];
  });

  const viewBundles = cbs.flatMap((cb) => {
    const b = bundleList.find((x) => x.id === cb.bundleId);
    if (!b) return [];
    // Bundle items share the bundle price: the first line carries it, so the sum is exact.
    b.items.forEach((it, i) =>
      lines.push({
        productId: it.documentData.productId,
        title: it.title,
        price: i === 0 ? b.price : 0,
        packId: it.documentData.packId,
        bundleId: b.id,
        isGift: false,
        prolong: false,
        cartItemId: null,
      }),
    );
    for (const g of b.gifts) {
      lines.push({
        productId: g.id,
        title: g.title,
        price: 0,
        packId: null,
        bundleId: b.id,
        isGift: true,
        prolong: false,
        cartItemId: null,
      });
    }
    return [{ ...toCartBundle(b), id: cb.id }];
  });

  const fullAmount =
    viewItems.reduce((s, i) => s + i.price, 0) + viewBundles.reduce((s, b) => s + b.price, 0);
  let coupon: CouponRow | null = null;
  if (cart.couponId !== null) {
    const [c] = await db.select().from(coupons).where(eq(coupons.id, cart.couponId));
    if (c && couponProblem(c) === null) coupon = c;
  }
  const couponOff = coupon ? couponDiscount(coupon, fullAmount, currency) : 0;
  let referral: Cart['referral'] = null;
  if (cart.referrerUserId !== null) {
    const [r] = await db.select().from(referralIds).where(eq(referralIds.userId, cart.referrerUserId));
    const off = Math.floor(((fullAmount - couponOff) * REFERRAL_DISCOUNT_PERCENT) / 100);
    if (r) referral = { referralId: r.referralId, discount: off };
  }
  const discount = couponOff + (referral?.discount ?? 0);

  return {
    view: {
      hash: cart.hash,
      isStandalone: cart.isStandalone,
      isOwner: isOwnerOf(cart, viewerId),
      items: viewItems,
      bundles: viewBundles,
      coupon: coupon ? { value: coupon.code, discount: couponOff } : null,
      referral,
      fullAmount,
      discount,
      amount: fullAmount - discount,
      currency,
      count: viewItems.length + viewBundles.length,
      orgInfo: { paymentInfo: { system: 'Sandbox' }, ofertaUrl: '/api/core/docs/oferta/' },
      hasF2fProduct: false,
    },
    lines,
    coupon,
    products,
  };
}
