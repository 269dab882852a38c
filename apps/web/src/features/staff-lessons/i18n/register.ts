import { textsRegistrar } from '../../../shared/i18n';
import { staffLessonsEn } from './staff-lessons-en';
import { staffLessonsRu } from './staff-lessons-ru';

/** Adds the staff lessons screen's texts under `staffLessons.*`. */
export const registerStaffLessonsTexts = textsRegistrar('staffLessons', staffLessonsRu, staffLessonsEn);
