import { i18next } from '../../../shared/i18n';
import { trainingEn } from './training-en';
import { trainingRu } from './training-ru';

let registered = false;

/** Adds the texts of training under `training.*`; they arrive with the feature's code. */
export function registerTrainingTexts(): void {
  if (registered) return;
  registered = true;
  i18next.addResourceBundle('ru', 'translation', { training: trainingRu }, true, false);
  i18next.addResourceBundle('en', 'translation', { training: trainingEn }, true, false);
}
