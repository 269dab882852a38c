import { randomUUID } from 'node:crypto';
import { and, desc, eq, inArray } from 'drizzle-orm';
import {
  customerInfoSchema,
  STUDENT_REFUND_LIST_LIMIT,
  type Currency,
  type PayInitRequest,
  type Platform,
} from '@prepa/contracts';
import type { PaymentProvider } from '../../adapters/payments/index.js';
import { versionsOf, type ChangeFeed } from '../../db/change-feed.js';
import type { Db } from '../../db/client.js';
import { keepWhile } from '../../db/feed-cache.js';
import {
  carts,
  coupons,
  paymentEvents,
  paymentsOf,
  transactions,
  unpaidCardOrdersOf,
  users,
} from '../../db/schema/index.js';
import { ClientError, NotFound, ValidationFailed } from '../../http/errors.js';
import { zodIssuesToFieldErrors } from '../../http/validation.js';
import {
  cartByHash,
  cartReads,
  ownCart,
  priceCart,
  type CartCaller,
  type CartService,
} from '../cart/index.js';
import { couponProblem, releaseCouponUse, takeCouponUse } from '../coupons/index.js';
import { assertNotOwned, currencyOf, ownershipOf, refuseOwned } from '../shop/index.js';
import {
  REFUND_EVENT_STATUSES,
  toInvoice,
  toOrderRefund,
  toTransaction,
  type TransactionRow,
} from './present.js';
import { createSettlement } from './settle.js';
import { SELLER } from './seller.js';

export interface PaymentDeps {
  db: Db;
  cart: CartService;
  provider: PaymentProvider;
  /** While it is live, a student's refund list is kept until it tells of a change to their orders (0034). */
  feed?: ChangeFeed;
}

/**
 * The cart's coupon was used up (or expired) since it was applied — e.g. by another cart racing
 * for its last use. The payment is refused with this error and the coupon leaves the cart, so the
 * payer sees the new amount before paying again; nobody is charged a discount we cannot honour.
 */
class CouponGone extends ClientError {
  constructor(code: 'coupon_used_up' | 'coupon_expired' = 'coupon_used_up') {
    super(400, code);
  }
}

function orderNumber(): string {
  return `P-${Date.now().toString(36).toUpperCase()}-${randomUUID().slice(0, 4).toUpperCase()}`;
}

export function createPaymentService({ db, cart, provider, feed }: PaymentDeps) {
  const reads = cartReads(db);
  async function refunds(userId: number) {
    const rows = await db
      .select({ e: paymentEvents, t: transactions })
      .from(paymentEvents)
      .innerJoin(transactions, eq(transactions.id, paymentEvents.transactionId))
      .where(and(inArray(paymentEvents.status, REFUND_EVENT_STATUSES), paymentsOf(userId)))
      .orderBy(desc(paymentEvents.id))
      .limit(STUDENT_REFUND_LIST_LIMIT);
    const seen = new Set<number>();
    const results = [];
    for (const { e, t } of rows) {
      if (seen.has(t.id)) continue;
      seen.add(t.id);
      results.push({ ...toTransaction(t), refund: toOrderRefund(e) });
    }
    return { results };
  }
  const keptRefunds = keepWhile((userId: number) => versionsOf(feed, ['payments', userId]), refunds);

  /** A card order by its unguessable uuid (404 for none or another method). */
  async function cardOrder(uuid: string): Promise<TransactionRow> {
    const [t] = await db.select().from(transactions).where(eq(transactions.uuid, uuid)).limit(1);
    if (!t || t.method !== 'CARD') throw new NotFound();
    return t;
  }

  /** The payer (or a guest payer) and the cart's owner may see a transaction; others get 404. */
  async function visible(uuid: string, userId: number | null): Promise<TransactionRow> {
    const [t] = await db.select().from(transactions).where(eq(transactions.uuid, uuid)).limit(1);
    if (!t) throw new NotFound();
    // A guest payer has no account: the unguessable uuid from their own redirect is the proof.
    const allowed =
      t.payerUserId === null ||
      (userId !== null && (t.payerUserId === userId || t.beneficiaryUserId === userId));
    if (!allowed) throw new NotFound();
    return t;
  }

  async function dropCoupon(cartId: number) {
    await db.update(carts).set({ couponId: null }).where(eq(carts.id, cartId));
  }

  async function payableCart(caller: CartCaller, currency: Currency) {
    if (caller.hash) {
      const found = await cartByHash(db, caller.hash);
      if (!found) throw new NotFound();
      if (found.isStandalone || found.userId === caller.userId) return found;
      if (found.userId === null) {
        // A guest cart: it is paid by a student, so it first joins the student's own cart.
        if (caller.userId === null) throw new ClientError(401, 'not_authenticated', 'sign_in_to_pay');
        await cart.merge(caller.userId, found.hash, currency);
        return ownCart(db, caller.userId);
      }
      throw new NotFound();
    }
    if (caller.userId === null) throw new ClientError(401, 'not_authenticated', 'sign_in_to_pay');
    return ownCart(db, caller.userId);
  }

  return {
    ...createSettlement(db, provider),
    publicInfo: () => ({
      paymentInfo: { system: 'Sandbox' as const },
      additionalPaymentInfo: [],
      inn: SELLER.inn,
      ogrn: SELLER.ogrn,
      publicId: SELLER.publicId,
      sellerName: SELLER.sellerName,
      requisites: SELLER.requisites,
    }),

    /**
     * Commits the order and its server-computed amount before the payer leaves for the provider.
     * Whatever amount or price the client sends is not read.
     */
    async init(caller: CartCaller, body: PayInitRequest, platform: Platform) {
      const currency = currencyOf(platform);
      const c = await payableCart(caller, currency);
      if (c.userId === null) throw new ClientError(401, 'not_authenticated', 'sign_in_to_pay');
      let customer: TransactionRow['customer'] = null;
      if (caller.userId !== c.userId) {
        const parsed = customerInfoSchema.safeParse({
          customerName: body.customerName,
          phone: body.phone,
          email: body.email,
        });
        if (!parsed.success) throw new ValidationFailed(zodIssuesToFieldErrors(parsed.error.issues, body));
        customer = parsed.data;
      }
      const method = body.requisites ? 'REQUISITES' : 'CARD';
      const uuid = randomUUID();
      const number = orderNumber();
      const t = await db
        .transaction(async (tx) => {
          // One init per cart at a time: the cart row is locked until this order is committed, so a
          // racing init sees it (and supersedes it) and a cart never has two payable card orders.
          // The row is locked and its contents read in one query.
          const found = await reads.lockedById(tx, c.id);
          if (!found) throw new NotFound();
          const locked = found.cart;
          // Priced under the lock: the frozen lines and amount are the cart as it is now.
          const priced = await priceCart(tx, locked, currency, caller.userId, found.contents);
          if (priced.view.count === 0) throw new ClientError(400, 'cart_empty');
          // A course the beneficiary owns now (bought meanwhile) is not sold again; a renewal is. The
          // lines' ownership came with the contents; a bundle's courses are asked for here.
          const bought = priced.lines.filter((l) => !l.isGift);
          refuseOwned(
            bought
              .filter((l) => l.bundleId === null)
              .map((l) => ownershipOf(found.contents.owned, l.productId)),
          );
          const bundled = bought.filter((l) => l.bundleId !== null).map((l) => l.productId);
          if (bundled.length) await assertNotOwned(tx, c.userId, bundled);
          if (locked.couponId !== null && !priced.coupon) {
            const [gone] = await tx.select().from(coupons).where(eq(coupons.id, locked.couponId));
            throw new CouponGone(
              gone && couponProblem(gone) === 'coupon_expired' ? 'coupon_expired' : 'coupon_used_up',
            );
          }
          // Nobody is credited for a purchase they pay themselves (decision 004).
          if (locked.referrerUserId !== null && locked.referrerUserId === caller.userId) {
            throw new ClientError(400, 'referral_self', 'referral_self_payer');
          }
          // A new attempt supersedes the cart's unpaid card orders and gives their coupon use back.
          const stale = await tx
            .update(transactions)
            .set({ status: 'CANCELLED' })
            .where(unpaidCardOrdersOf(c.id))
            .returning({ couponId: transactions.couponId });
          for (const s of stale) if (s.couponId !== null) await releaseCouponUse(tx, s.couponId);
          if (priced.coupon && !(await takeCouponUse(tx, priced.coupon.id))) throw new CouponGone();
          const [row] = await tx
            .insert(transactions)
            .values({
              uuid,
              orderNumber: number,
              cartId: c.id,
              payerUserId: caller.userId,
              beneficiaryUserId: c.userId ?? 0,
              status: 'PENDING',
              method,
              provider: method === 'CARD' ? provider.code : 'requisites',
              platform,
              fullAmount: priced.view.fullAmount,
              discount: priced.view.discount,
              amount: priced.view.amount,
              currency,
              couponId: priced.coupon?.id ?? null,
              referrerUserId: priced.view.referral ? locked.referrerUserId : null,
              subscribe: body.subscribe,
              customer,
              lines: priced.lines,
            })
            .returning();
          if (!row) throw new Error('transaction not created');
          return row;
        })
        .catch(async (error: unknown) => {
          // The payer sees the full price before paying again; nobody gets a discount we cannot honour.
          if (error instanceof CouponGone) await dropCoupon(c.id);
          throw error;
        });
      if (method === 'REQUISITES') {
        const q = new URLSearchParams({
          cartHash: c.hash,
          isCartStandalone: String(c.isStandalone),
          invoice: uuid,
        });
        return { redirectUrl: `/payment-by-details?${q.toString()}`, transactionUuid: uuid };
      }
      const { redirectUrl } = await provider.init({
        uuid,
        orderNumber: t.orderNumber,
        amount: t.amount,
        currency,
        description: t.lines
          .map((l) => l.title)
          .join(', ')
          .slice(0, 250),
      });
      return { redirectUrl, transactionUuid: uuid };
    },

    async transaction(uuid: string, userId: number | null) {
      const t = await visible(uuid, userId);
      const [e] = await db
        .select()
        .from(paymentEvents)
        .where(
          and(eq(paymentEvents.transactionId, t.id), inArray(paymentEvents.status, REFUND_EVENT_STATUSES)),
        )
        .orderBy(desc(paymentEvents.id))
        .limit(1);
      return toTransaction(t, e ? toOrderRefund(e) : null);
    },

    /**
     * The user's orders (as payer or as the student they were for, the same people `visible` lets
     * see an order) whose money arrived after they stopped being payable, newest first: one entry
     * per order, its latest refund event, as `transaction` shows it.
     */
    refunds: (userId: number) => keptRefunds(userId),

    async invoice(uuid: string, userId: number | null) {
      const t = await visible(uuid, userId);
      if (t.method !== 'REQUISITES') throw new NotFound();
      return toInvoice(t);
    },

    /**
     * For the sandbox checkout page: the order to show and pay (by its unguessable uuid). Only a
     * PENDING order is payable; a superseded, expired, declined or paid one answers 409.
     */
    async pendingOrder(uuid: string) {
      const t = await cardOrder(uuid);
      if (t.status !== 'PENDING') throw new ClientError(409, 'order_not_payable');
      return t;
    },

    /**
     * For the sandbox's development-only late payment: a card order that a newer one superseded or
     * the provider declined, which a real provider could still take money for (409 otherwise).
     */
    async lateOrder(uuid: string) {
      const t = await cardOrder(uuid);
      if (t.status !== 'CANCELLED' && t.status !== 'DECLINED')
        throw new ClientError(409, 'order_not_payable');
      return t;
    },

    async kaspiCheck(uid: string, userId: number | null) {
      const [t] = await db.select().from(transactions).where(eq(transactions.uuid, uid)).limit(1);
      const mine =
        t && (t.payerUserId === null || t.payerUserId === userId || t.beneficiaryUserId === userId);
      return { uid, exists: Boolean(mine), status: mine ? t.status : null };
    },

    async widget(caller: CartCaller, platform: Platform) {
      const c = await payableCart(caller, currencyOf(platform));
      const priced = await priceCart(db, c, 'RUB', caller.userId);
      if (priced.view.count === 0) throw new ClientError(400, 'cart_empty');
      const [owner] = c.userId
        ? await db
            .select({ email: users.email })
            .from(users)
            .where(inArray(users.id, [c.userId]))
        : [];
      return {
        publicId: SELLER.publicId,
        amount: priced.view.amount,
        currency: 'RUB' as const,
        invoiceId: c.hash,
        accountId: owner?.email ?? null,
        description: priced.lines
          .filter((l) => !l.isGift)
          .map((l) => l.title)
          .join(', ')
          .slice(0, 250),
        methods: ['CARD' as const, 'SPLIT' as const],
        sandbox: true,
      };
    },
  };
}
export type PaymentService = ReturnType<typeof createPaymentService>;
