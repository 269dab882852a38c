import { i18next } from '../../../shared/i18n';
import { studentEn } from './student-en';
import { studentRu } from './student-ru';

let registered = false;

/**
 * Adds the student area's texts. Called at the top of the student features' lazily loaded modules,
 * so the texts arrive with that code and stay out of the login page's bundle.
 */
export function registerStudentTexts(): void {
  if (registered) return;
  registered = true;
  i18next.addResourceBundle('ru', 'translation', { student: studentRu }, true, false);
  i18next.addResourceBundle('en', 'translation', { student: studentEn }, true, false);
}
