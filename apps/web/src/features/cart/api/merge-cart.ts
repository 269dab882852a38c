import { api } from '../../../shared/api';
import { guestCartHash } from '../model/cart-ref';

/** After sign-in the guest's cart joins the student's one; the stored hash is then spent. */
export async function mergeGuestCart(): Promise<void> {
  const hash = guestCartHash.get();
  if (!hash) return;
  await api.post('/cart/merge/', { hash });
  guestCartHash.clear();
}
