import { isApiError } from '../../../shared/api';

/**
 * What the promo-code field shows after a failed activation (spec 1 §8): 404 → the i18n key of
 * 'this promo code does not exist'; other details as the server wrote them.
 */
export function promoFieldError(error: unknown): { key: string } | { text: string } {
  if (isApiError(error) && error.status === 404) return { key: 'coupons.notExist' };
  if (isApiError(error) && error.firstDetail) return { text: error.firstDetail };
  return { key: 'common.unexpectedError' };
}
