import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { isApiError } from '../../../shared/api';
import { notifyError, notifyInfo, notifySuccess } from '../../../shared/lib/notify';
import { useAddToCart, type AddToCartBody } from '../api/add-to-cart';
import type { CartRef } from './cart-ref';

export const CART_CONFLICT = 'cart_conflict';
export const ALREADY_IN_CART = 'already_in_cart';

/**
 * Adding to the cart with the spec's outcomes: a 422 `cart_conflict` asks to clear the cart ("let's
 * go" retries with replace, "leave as is" fails the add), `already_in_cart` is an info message, any
 * other failure the toast 'failed to add product to cart'. `add` resolves whether the product is in.
 */
export function useCartAdder(ref: CartRef) {
  const { t } = useTranslation();
  const mutation = useAddToCart(ref);
  const [conflict, setConflict] = useState(false);
  const pending = useRef<{ body: AddToCartBody; resolve: (ok: boolean) => void } | null>(null);

  async function attempt(body: AddToCartBody): Promise<boolean | 'conflict'> {
    try {
      await mutation.mutateAsync(body);
      notifySuccess(t('cart.added'));
      return true;
    } catch (error) {
      if (isApiError(error) && error.status === 422 && error.byCode(CART_CONFLICT)) return 'conflict';
      if (isApiError(error) && error.byCode(ALREADY_IN_CART)) {
        notifyInfo(t('cart.alreadyInCart'));
        return false;
      }
      notifyError(t('cart.addFailed'));
      return false;
    }
  }

  async function add(body: AddToCartBody): Promise<boolean> {
    const result = await attempt(body);
    if (result !== 'conflict') return result;
    setConflict(true);
    return new Promise<boolean>((resolve) => {
      pending.current = { body, resolve };
    });
  }

  function settle(ok: boolean) {
    pending.current?.resolve(ok);
    pending.current = null;
    setConflict(false);
  }

  async function confirmReplace() {
    const current = pending.current;
    if (!current) return;
    const result = await attempt({ ...current.body, replace: true });
    settle(result === true);
  }

  return {
    add,
    isAdding: mutation.isPending,
    conflict: { opened: conflict, confirm: () => void confirmReplace(), cancel: () => settle(false) },
  };
}
