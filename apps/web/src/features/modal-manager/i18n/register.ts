import { textsRegistrar } from '../../../shared/i18n';
import { modalManagerEn } from './modal-manager-en';
import { modalManagerRu } from './modal-manager-ru';

/**
 * Adds the managers' texts under `globalModals.staff` (merged into the namespace of the students' global
 * modals, whose texts stay out of this feature and this feature's out of a student's start-up).
 */
export const registerModalManagerTexts = textsRegistrar('globalModals', modalManagerRu, modalManagerEn);
