import { i18next } from '../../../shared/i18n';
import { registerStudentTexts } from '../../profile';
import { tasksLivesEn } from './tasks-lives-en';
import { tasksLivesRu } from './tasks-lives-ru';

let registered = false;

/** Adds the texts of individual tasks and lives to the student texts (loaded with this feature). */
export function registerTasksLivesTexts(): void {
  registerStudentTexts();
  if (registered) return;
  registered = true;
  i18next.addResourceBundle('ru', 'translation', { student: tasksLivesRu }, true, false);
  i18next.addResourceBundle('en', 'translation', { student: tasksLivesEn }, true, false);
}
