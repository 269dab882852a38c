import { i18next } from '../../shared/i18n';
import { shopEn } from './i18n-en';
import { shopRu } from './i18n-ru';

/** Adds the shop area's texts (shop, cart, payment, documents, subscriptions, coupons) to i18next. */
export function registerShopTranslations(): void {
  i18next.addResourceBundle('ru', 'translation', shopRu, true, false);
  i18next.addResourceBundle('en', 'translation', shopEn, true, false);
}

registerShopTranslations();
