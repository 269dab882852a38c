import { i18next } from '../../shared/i18n';
import { staffEn } from './i18n-en';
import { staffRu } from './i18n-ru';

/** Adds the staff area's texts to i18next (loaded with the staff screens only). */
export function registerStaffTranslations(): void {
  i18next.addResourceBundle('ru', 'translation', staffRu, true, false);
  i18next.addResourceBundle('en', 'translation', staffEn, true, false);
}

registerStaffTranslations();
