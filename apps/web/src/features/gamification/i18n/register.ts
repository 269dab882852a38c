import { textsRegistrar } from '../../../shared/i18n';
import { registerStudentTexts } from '../../profile';
import { tasksLivesEn } from './tasks-lives-en';
import { tasksLivesRu } from './tasks-lives-ru';

const registerOwnTexts = textsRegistrar('student', tasksLivesRu, tasksLivesEn);

/** Adds the texts of individual tasks and lives to the student texts (loaded with this feature). */
export function registerTasksLivesTexts(): void {
  registerStudentTexts();
  registerOwnTexts();
}
