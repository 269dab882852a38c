import { local } from '../../../shared/lib/storage';

/** Which cart a screen works on: one's own (a guest's by the stored hash) or a shared standalone one. */
export interface CartRef {
  hash?: string;
  standalone: boolean;
}

const GUEST_CART_KEY = 'prepa.cartHash';

/** A guest's cart lives on the server; the browser keeps only its hash. */
export const guestCartHash = {
  get: (): string | undefined => local.get(GUEST_CART_KEY) ?? undefined,
  set: (hash: string) => local.set(GUEST_CART_KEY, hash),
  clear: () => local.remove(GUEST_CART_KEY),
};

export function cartBasePath(ref: CartRef): string {
  return ref.standalone && ref.hash ? `/cart/standalone/${encodeURIComponent(ref.hash)}/` : '/cart/';
}

/** The `?hash=` of a non-standalone cart call (a guest's cart). */
export function cartQuery(ref: CartRef): { hash?: string } {
  return ref.standalone ? {} : { hash: ref.hash };
}
