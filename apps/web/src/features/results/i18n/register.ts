import { textsRegistrar } from '../../../shared/i18n';
import { resultsEn } from './results-en';
import { resultsRu } from './results-ru';

/** Adds the texts of exam results under `results.*`; they arrive with the feature's code. */
export const registerResultsTexts = textsRegistrar('results', resultsRu, resultsEn);
