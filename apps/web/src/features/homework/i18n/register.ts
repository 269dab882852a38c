import { i18next } from '../../../shared/i18n';
import { homeworkEn } from './homework-en';
import { homeworkRu } from './homework-ru';

let registered = false;

/** Adds the homework texts under `homework.*`; they arrive with the feature's code. */
export function registerHomeworkTexts(): void {
  if (registered) return;
  registered = true;
  i18next.addResourceBundle('ru', 'translation', { homework: homeworkRu }, true, false);
  i18next.addResourceBundle('en', 'translation', { homework: homeworkEn }, true, false);
}
