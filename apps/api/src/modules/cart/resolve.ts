import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { carts, ownCartOf } from '../../db/schema/index.js';
import { NotFound, PermissionDenied } from '../../http/errors.js';

export type CartRow = typeof carts.$inferSelect;

/** Who is asking: a signed-in user or a guest, and the cart hash they sent (if any). */
export interface CartCaller {
  userId: number | null;
  hash?: string;
}

export function newCartHash(): string {
  return randomBytes(24).toString('base64url');
}

export async function cartByHash(db: Db, hash: string): Promise<CartRow | undefined> {
  const [row] = await db.select().from(carts).where(eq(carts.hash, hash)).limit(1);
  return row;
}

export async function ownCart(db: Db, userId: number): Promise<CartRow> {
  const find = () => db.select().from(carts).where(ownCartOf(userId)).limit(1);
  const [found] = await find();
  if (found) return found;
  await db.insert(carts).values({ hash: newCartHash(), userId }).onConflictDoNothing();
  const [row] = await find();
  if (!row) throw new Error('own cart not created');
  return row;
}

/**
 * The cart a call works on. With a hash: a guest cart (no owner), the caller's own cart, or a
 * shared standalone cart — anything else is 404, so carts cannot be probed. Without a hash: the
 * signed-in student's own cart, or a fresh guest cart whose hash the answer carries.
 */
export async function resolveCart(db: Db, caller: CartCaller, create = true): Promise<CartRow | null> {
  if (caller.hash) {
    const cart = await cartByHash(db, caller.hash);
    if (!cart) throw new NotFound();
    if (readableBy(cart, caller)) return cart;
    throw new NotFound();
  }
  if (caller.userId !== null) return ownCart(db, caller.userId);
  if (!create) return null;
  const [row] = await db.insert(carts).values({ hash: newCartHash() }).returning();
  if (!row) throw new Error('guest cart not created');
  return row;
}

/** Whether `viewerId` owns the cart: its student, or, for a guest cart, a guest (`null`). */
export function isOwnerOf(cart: CartRow, viewerId: number | null): boolean {
  return cart.userId === null ? viewerId === null : cart.userId === viewerId;
}

/** A cart named by its hash is read by anyone for a guest cart, its owner, or anyone when shared. */
export function readableBy(cart: CartRow, caller: CartCaller): boolean {
  return cart.userId === null || cart.userId === caller.userId || cart.isStandalone;
}

/** Changing what a cart contains is for its owner (or anyone holding a guest cart's hash). */
export function assertCanEdit(cart: CartRow, caller: CartCaller): void {
  if (cart.userId !== null && cart.userId !== caller.userId) {
    if (cart.isStandalone) throw new PermissionDenied();
    throw new NotFound();
  }
}

export async function standaloneCart(db: Db, hash: string): Promise<CartRow> {
  const cart = await cartByHash(db, hash);
  if (!cart || !cart.isStandalone) throw new NotFound();
  return cart;
}
