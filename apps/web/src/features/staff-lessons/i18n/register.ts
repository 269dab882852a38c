import { textsRegistrar } from '../../../shared/i18n';
import { registerLessonsTexts } from '../../lessons';
import { staffLessonsEn } from './staff-lessons-en';
import { staffLessonsRu } from './staff-lessons-ru';

const registerOwnTexts = textsRegistrar('staffLessons', staffLessonsRu, staffLessonsEn);

/**
 * Adds the staff lessons screen's texts under `staffLessons.*`, and the lessons area's (its lesson
 * cards show the lessons' state badge).
 */
export function registerStaffLessonsTexts(): void {
  registerOwnTexts();
  registerLessonsTexts();
}
