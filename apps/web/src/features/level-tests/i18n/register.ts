import { i18next } from '../../../shared/i18n';
import { levelTestsEn } from './level-tests-en';
import { levelTestsRu } from './level-tests-ru';

let registered = false;

/** Adds the texts of level tests under `levelTests.*`; they arrive with the feature's code. */
export function registerLevelTestsTexts(): void {
  if (registered) return;
  registered = true;
  i18next.addResourceBundle('ru', 'translation', { levelTests: levelTestsRu }, true, false);
  i18next.addResourceBundle('en', 'translation', { levelTests: levelTestsEn }, true, false);
}
