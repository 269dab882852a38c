import { textsRegistrar } from '../../../shared/i18n';
import { studentEn } from './student-en';
import { studentRu } from './student-ru';

/**
 * Adds the student area's texts. Called at the top of the student features' lazily loaded modules,
 * so the texts arrive with that code and stay out of the login page's bundle.
 */
export const registerStudentTexts = textsRegistrar('student', studentRu, studentEn);
