import { textsRegistrar } from '../../shared/i18n';
import { staffEn } from './i18n-en';
import { staffRu } from './i18n-ru';

/**
 * Adds the staff area's texts to i18next, once. Called by whoever shows a staff screen (the page, or
 * the lazy import that brings the staff menu), never on import: a registration on import would run,
 * and bring these texts, wherever anything of the staff area is imported (the app shell imports the
 * area only for `staffKind`).
 */
export const registerStaffTranslations = textsRegistrar('staff', staffRu.staff, staffEn.staff);
