import { i18next } from '../../../shared/i18n';
import { resultsEn } from './results-en';
import { resultsRu } from './results-ru';

let registered = false;

/** Adds the texts of exam results under `results.*`; they arrive with the feature's code. */
export function registerResultsTexts(): void {
  if (registered) return;
  registered = true;
  i18next.addResourceBundle('ru', 'translation', { results: resultsRu }, true, false);
  i18next.addResourceBundle('en', 'translation', { results: resultsEn }, true, false);
}
