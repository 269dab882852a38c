import { i18next } from '../../shared/i18n';
import { shopEn } from './i18n-en';
import { shopGuestEn } from './i18n-guest-en';
import { shopGuestRu } from './i18n-guest-ru';
import { shopRu } from './i18n-ru';

/** Adds the shop area's texts (shop, cart, payment, documents, subscriptions, coupons) to i18next. */
export function registerShopTranslations(): void {
  i18next.addResourceBundle('ru', 'translation', shopRu, true, false);
  i18next.addResourceBundle('en', 'translation', shopEn, true, false);
  i18next.addResourceBundle('ru', 'translation', shopGuestRu, true, false);
  i18next.addResourceBundle('en', 'translation', shopGuestEn, true, false);
}

registerShopTranslations();
