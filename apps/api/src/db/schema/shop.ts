import { and, eq, lt, or, sql, type Placeholder, type SQL } from 'drizzle-orm';
import {
  boolean,
  index,
  integer,
  jsonb,
  pgTable,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import type { Currency, Platform } from '@prepa/contracts';
import { bundles, lessonPacks, products, type Prices } from './catalog.js';
import { users } from './users.js';

export * from './catalog.js';

export const coupons = pgTable(
  'coupons',
  {
    id: serial('id').primaryKey(),
    code: text('code').notNull(),
    /** PERCENT and FIXED discount a cart; ACTIVATION grants `productIds` for free. */
    kind: text('kind').$type<'PERCENT' | 'FIXED' | 'ACTIVATION'>().notNull(),
    percent: integer('percent'),
    amounts: jsonb('amounts').$type<Prices>(),
    productIds: integer('product_ids').array().notNull().default([]),
    maxUses: integer('max_uses'),
    /** Uses taken: reserved by a payment init (released on decline) or by an activation. */
    usedCount: integer('used_count').notNull().default(0),
    expiresAt: timestamp('expires_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('coupons_code_key').on(sql`lower(${t.code})`)],
);

export const couponActivations = pgTable(
  'coupon_activations',
  {
    id: serial('id').primaryKey(),
    couponId: integer('coupon_id')
      .notNull()
      .references(() => coupons.id),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    activatedAt: timestamp('activated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('coupon_activations_key').on(t.couponId, t.userId)],
);

/** The public random id a student shares to refer friends. */
export const referralIds = pgTable(
  'referral_ids',
  {
    userId: integer('user_id')
      .primaryKey()
      .references(() => users.id, { onDelete: 'cascade' }),
    referralId: text('referral_id').notNull(),
  },
  (t) => [uniqueIndex('referral_ids_key').on(t.referralId)],
);

export const carts = pgTable(
  'carts',
  {
    id: serial('id').primaryKey(),
    /** Unguessable: identifies guest carts and shared (standalone) carts. */
    hash: text('hash').notNull(),
    userId: integer('user_id').references(() => users.id, { onDelete: 'cascade' }),
    isStandalone: boolean('is_standalone').notNull().default(false),
    couponId: integer('coupon_id').references(() => coupons.id),
    referrerUserId: integer('referrer_user_id').references(() => users.id),
    removedGiftIds: integer('removed_gift_ids').array().notNull().default([]),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('carts_hash_key').on(t.hash),
    uniqueIndex('carts_own_key')
      .on(t.userId)
      .where(sql`${t.isStandalone} = false AND ${t.userId} IS NOT NULL`),
  ],
);

/**
 * A student's own cart, as every query must find it: `is_standalone = false` written as a literal, so
 * that the statement's generic plan (planned once per connection, `db/client.ts`) can use
 * `carts_own_key`. A parameter there cannot prove the index's predicate: the plan was a sequential scan
 * of every cart, guests' included (`generic-plans.test.ts`).
 */
export const ownCartOf = (userId: number | Placeholder): SQL =>
  and(eq(carts.userId, userId), sql`${carts.isStandalone} = false`) as SQL;

export const cartItems = pgTable(
  'cart_items',
  {
    id: serial('id').primaryKey(),
    cartId: integer('cart_id')
      .notNull()
      .references(() => carts.id, { onDelete: 'cascade' }),
    productId: integer('product_id')
      .notNull()
      .references(() => products.id),
    packId: integer('pack_id').references(() => lessonPacks.id),
    isProlongSubscription: boolean('is_prolong_subscription').notNull().default(false),
    /** Server-computed line price replacing the catalogue price (an upgrade pays the difference). */
    priceOverride: jsonb('price_override').$type<Prices>(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('cart_items_product_key').on(t.cartId, t.productId)],
);

export const cartBundles = pgTable(
  'cart_bundles',
  {
    id: serial('id').primaryKey(),
    cartId: integer('cart_id')
      .notNull()
      .references(() => carts.id, { onDelete: 'cascade' }),
    bundleId: integer('bundle_id')
      .notNull()
      .references(() => bundles.id),
  },
  (t) => [uniqueIndex('cart_bundles_key').on(t.cartId, t.bundleId)],
);

/** What was bought, frozen at init: the grant reads this, never the (changeable) cart. */
export interface TransactionLine {
  productId: number;
  title: string;
  price: number;
  packId: number | null;
  bundleId: number | null;
  isGift: boolean;
  prolong: boolean;
  cartItemId: number | null;
}

export const transactions = pgTable(
  'transactions',
  {
    id: serial('id').primaryKey(),
    uuid: text('uuid').notNull(),
    orderNumber: text('order_number').notNull(),
    cartId: integer('cart_id').references(() => carts.id, { onDelete: 'set null' }),
    payerUserId: integer('payer_user_id').references(() => users.id),
    beneficiaryUserId: integer('beneficiary_user_id')
      .notNull()
      .references(() => users.id),
    status: text('status').$type<'PENDING' | 'PAID' | 'DECLINED' | 'CANCELLED'>().notNull(),
    method: text('method').$type<'CARD' | 'REQUISITES'>().notNull(),
    provider: text('provider').notNull(),
    platform: text('platform').$type<Platform>().notNull(),
    fullAmount: integer('full_amount').notNull(),
    discount: integer('discount').notNull(),
    amount: integer('amount').notNull(),
    currency: text('currency').$type<Currency>().notNull(),
    couponId: integer('coupon_id').references(() => coupons.id),
    referrerUserId: integer('referrer_user_id').references(() => users.id),
    subscribe: boolean('subscribe').notNull().default(false),
    customer: jsonb('customer').$type<{ customerName: string; phone: string; email: string }>(),
    lines: jsonb('lines').$type<TransactionLine[]>().notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    paidAt: timestamp('paid_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('transactions_uuid_key').on(t.uuid),
    index('transactions_beneficiary_idx').on(t.beneficiaryUserId),
    // The student's payments are those they get or pay for (financial report, refunds): without it,
    // the `or` of the two read every payment of the school.
    index('transactions_payer_idx').on(t.payerUserId),
    index('transactions_status_idx').on(t.status),
    // A new payment attempt cancels its cart's unpaid card orders: without it, the generic plan went
    // through transactions_status_idx for a status it cannot see, most of the school's payments.
    index('transactions_cart_idx').on(t.cartId),
  ],
);

/** A cart's unpaid card orders, which a new payment attempt supersedes (through transactions_cart_idx). */
export const unpaidCardOrdersOf = (cartId: number): SQL =>
  and(
    eq(transactions.cartId, cartId),
    eq(transactions.status, 'PENDING'),
    eq(transactions.method, 'CARD'),
  ) as SQL;

/** A student's payments: those they get or pay for (both columns indexed; `generic-plans.test.ts`). */
export const paymentsOf = (userId: number | Placeholder): SQL =>
  or(eq(transactions.beneficiaryUserId, userId), eq(transactions.payerUserId, userId)) as SQL;

/** A provider's notification, recorded once: the unique key makes a replay change nothing. */
export const paymentEvents = pgTable(
  'payment_events',
  {
    id: serial('id').primaryKey(),
    provider: text('provider').notNull(),
    eventId: text('event_id').notNull(),
    transactionId: integer('transaction_id')
      .notNull()
      .references(() => transactions.id),
    /** The provider's status; `PAID_REFUND_DUE` until staff decide it: `REFUNDED` or `REFUND_REJECTED`. */
    status: text('status').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    /** A refund decision: who made it, when, and (rejected) the reason the student reads. */
    decidedBy: integer('decided_by').references(() => users.id),
    decidedAt: timestamp('decided_at', { withTimezone: true }),
    reason: text('reason'),
  },
  (t) => [
    uniqueIndex('payment_events_key').on(t.provider, t.eventId),
    index('payment_events_transaction_idx').on(t.transactionId),
  ],
);

export const enrollments = pgTable(
  'enrollments',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    productId: integer('product_id')
      .notNull()
      .references(() => products.id),
    startsAt: timestamp('starts_at', { withTimezone: true }).notNull(),
    endsAt: timestamp('ends_at', { withTimezone: true }).notNull(),
    transactionId: integer('transaction_id').references(() => transactions.id),
    /** Idempotency of grants: `tx:<uuid>:<productId>`, `coupon:<id>:<user>:…`, `activation:<hash>:…`. */
    grantKey: text('grant_key').notNull(),
    source: text('source').$type<'PURCHASE' | 'COUPON' | 'ACTIVATION' | 'INVOICE'>().notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('enrollments_grant_key').on(t.grantKey),
    index('enrollments_user_idx').on(t.userId, t.endsAt),
  ],
);

export const subscriptions = pgTable(
  'subscriptions',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    productId: integer('product_id')
      .notNull()
      .references(() => products.id),
    transactionId: integer('transaction_id').references(() => transactions.id),
    status: text('status').$type<'ACTIVE' | 'CANCELLED' | 'EXPIRED'>().notNull(),
    autoRenewal: boolean('auto_renewal').notNull(),
    currentPeriodStart: timestamp('current_period_start', { withTimezone: true }).notNull(),
    currentPeriodEnd: timestamp('current_period_end', { withTimezone: true }).notNull(),
    price: integer('price').notNull(),
    currency: text('currency').$type<Currency>().notNull(),
  },
  (t) => [
    uniqueIndex('subscriptions_user_product_key').on(t.userId, t.productId),
    // The expiry job's: ACTIVE subscriptions by the end of their period.
    index('subscriptions_active_end_idx')
      .on(t.currentPeriodEnd)
      .where(sql`${t.status} = 'ACTIVE'`),
  ],
);

/**
 * ACTIVE subscriptions whose period ended before `now`, through subscriptions_active_end_idx; the status
 * is a literal so that a generic plan can use the partial index (db/client.ts).
 */
export const activeSubscriptionsEndedBy = (now: Date): SQL =>
  and(sql`${subscriptions.status} = 'ACTIVE'`, lt(subscriptions.currentPeriodEnd, now)) as SQL;

export const purchasedDocuments = pgTable(
  'purchased_documents',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    productId: integer('product_id')
      .notNull()
      .references(() => products.id),
    transactionId: integer('transaction_id')
      .notNull()
      .references(() => transactions.id),
    /** Unguessable: the printable offer application is served by it. */
    token: text('token').notNull(),
    title: text('title').notNull(),
    price: integer('price').notNull(),
    currency: text('currency').$type<Currency>().notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    uniqueIndex('purchased_documents_key').on(t.transactionId, t.productId),
    uniqueIndex('purchased_documents_token_key').on(t.token),
    index('purchased_documents_user_idx').on(t.userId, t.createdAt),
  ],
);

/** A link `?activate-hash=` that unlocks products for whoever opens it, once. */
export const activationHashes = pgTable(
  'activation_hashes',
  {
    id: serial('id').primaryKey(),
    hash: text('hash').notNull(),
    productIds: integer('product_ids').array().notNull(),
    /** When set, the link works only after this transaction is paid (402 before). */
    transactionId: integer('transaction_id').references(() => transactions.id),
    activatedBy: integer('activated_by').references(() => users.id),
    activatedAt: timestamp('activated_at', { withTimezone: true }),
  },
  (t) => [uniqueIndex('activation_hashes_key').on(t.hash)],
);
