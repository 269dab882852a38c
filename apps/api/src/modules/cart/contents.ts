import { eq, getTableColumns, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { cartBundles, cartItems, carts, ownCartOf, type Prices } from '../../db/schema/index.js';
import { qualified as q } from '../../db/sql.js';
import {
  catalogueStampSql,
  ownedPlan,
  ownedUntilMs,
  ownershipOfPlan,
  type Ownership,
} from '../shop/index.js';
import type { CartRow } from './resolve.js';

/** A cart line as pricing reads it. */
export interface CartLine {
  id: number;
  productId: number;
  packId: number | null;
  isProlongSubscription: boolean;
  priceOverride: Prices | null;
}

/** What a cart holds, read in the same round trip as the cart row. */
export interface CartContents {
  items: CartLine[];
  /** The cart's bundles: the cart-bundle row id and the bundle. */
  bundles: { id: number; bundleId: number }[];
  /** Ownership of the items' products by the cart's owner (who gets the courses), now. */
  owned: Map<number, Ownership>;
  /** The catalogue's stamp read with the rest, for `catalogueAt`. */
  stamp: string;
  /** When the owner's earliest live enrolment ends (epoch ms; null: none, or no owner). */
  until: number | null;
}

export interface CartWithContents {
  cart: CartRow;
  contents: CartContents;
}

type ItemJson = CartLine & { plan: string | null };

/**
 * One query for a cart and everything pricing needs from the database: the row, its lines and bundles
 * (as JSON arrays, in order), the owner's ownership of each line's product and the catalogue stamp.
 * Before, these were four to five queries. Placeholder `now` (ISO) and those of `where`.
 */
function contentsQuery(db: Db, where: SQL | undefined) {
  const now = sql.placeholder('now');
  const plan = ownedPlan(db, carts.userId, cartItems.productId, now);
  return db
    .select({
      cart: getTableColumns(carts),
      items: sql<ItemJson[]>`coalesce((select json_agg(json_build_object(
        'id', ${q(cartItems.id)}, 'productId', ${q(cartItems.productId)}, 'packId', ${q(cartItems.packId)},
        'isProlongSubscription', ${q(cartItems.isProlongSubscription)},
        'priceOverride', ${q(cartItems.priceOverride)}, 'plan', ${plan}) order by ${q(cartItems.id)})
        from ${cartItems} where ${q(cartItems.cartId)} = ${q(carts.id)}), '[]'::json)`,
      bundles: sql<{ id: number; bundleId: number }[]>`coalesce((select json_agg(json_build_object(
        'id', ${q(cartBundles.id)}, 'bundleId', ${q(cartBundles.bundleId)}) order by ${q(cartBundles.id)})
        from ${cartBundles} where ${q(cartBundles.cartId)} = ${q(carts.id)}), '[]'::json)`,
      stamp: catalogueStampSql,
      until: ownedUntilMs(db, carts.userId, now),
    })
    .from(carts)
    .where(where)
    .limit(1);
}

/** The header's badge: a cart and how many lines and bundles it holds, without pricing anything. */
function countQuery(db: Db, where: SQL | undefined) {
  return db
    .select({
      cart: getTableColumns(carts),
      count: sql<number>`(select count(*)::int from ${cartItems} where ${q(cartItems.cartId)} = ${q(carts.id)})
        + (select count(*)::int from ${cartBundles} where ${q(cartBundles.cartId)} = ${q(carts.id)})`,
    })
    .from(carts)
    .where(where)
    .limit(1);
}

type Row = Awaited<ReturnType<ReturnType<typeof contentsQuery>['execute']>>[number];

function toContents(row: Row): CartWithContents {
  const owned = new Map<number, Ownership>();
  const items = row.items.map(({ plan, ...line }) => {
    if (plan !== null) owned.set(line.productId, ownershipOfPlan(plan));
    return line;
  });
  return {
    cart: row.cart,
    contents: { items, bundles: row.bundles, owned, stamp: row.stamp, until: row.until },
  };
}

const byId = () => eq(carts.id, sql.placeholder('cartId'));
const ownOf = () => ownCartOf(sql.placeholder('userId'));

/**
 * The cart reads with their contents: prepared once on `db` (drizzle builds no SQL per call); the
 * same queries built on a transaction's `tx` when called with one (`lockedById`: the row locked).
 */
export function cartReads(db: Db) {
  const preparedById = contentsQuery(db, byId()).prepare('cart_contents_by_id');
  const preparedOwn = contentsQuery(db, ownOf()).prepare('cart_contents_own');
  const preparedByHash = contentsQuery(db, eq(carts.hash, sql.placeholder('hash'))).prepare(
    'cart_contents_by_hash',
  );
  const ownCount = countQuery(db, ownOf()).prepare('cart_count_own');
  const hashCount = countQuery(db, eq(carts.hash, sql.placeholder('hash'))).prepare('cart_count_by_hash');
  const first = (rows: Row[]) => (rows[0] ? toContents(rows[0]) : undefined);
  const now = () => new Date().toISOString();
  return {
    byId: async (cartId: number) => first(await preparedById.execute({ cartId, now: now() })),
    /** The student's own (not standalone) cart, if they have one. */
    own: async (userId: number) => first(await preparedOwn.execute({ userId, now: now() })),
    byHash: async (hash: string) => first(await preparedByHash.execute({ hash, now: now() })),
    /** How many lines and bundles: the student's own cart, if they have one. */
    ownCount: async (userId: number) => (await ownCount.execute({ userId }))[0],
    countByHash: async (hash: string) => (await hashCount.execute({ hash }))[0],
    /** Inside a transaction: the cart row locked until it ends (one order per cart at a time). */
    lockedById: async (tx: Db, cartId: number) =>
      first(await contentsQuery(tx, byId()).for('update', { of: carts }).execute({ cartId, now: now() })),
    lockedOwn: async (tx: Db, userId: number) =>
      first(await contentsQuery(tx, ownOf()).for('update', { of: carts }).execute({ userId, now: now() })),
  };
}
export type CartReads = ReturnType<typeof cartReads>;

/** The contents of a cart whose row is already at hand, without preparing (any `db` or `tx`). */
export async function contentsOf(db: Db, cartId: number): Promise<CartContents> {
  const [row] = await contentsQuery(db, byId()).execute({ cartId, now: new Date().toISOString() });
  return row
    ? toContents(row).contents
    : { items: [], bundles: [], owned: new Map(), stamp: '', until: null };
}
