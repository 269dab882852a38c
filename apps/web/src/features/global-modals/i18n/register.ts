import { textsRegistrar } from '../../../shared/i18n';
import { globalModalsEn } from './global-modals-en';
import { globalModalsRu } from './global-modals-ru';

/** Adds the texts of global modals, polls and feedback under `globalModals.*`. */
export const registerGlobalModalsTexts = textsRegistrar('globalModals', globalModalsRu, globalModalsEn);
