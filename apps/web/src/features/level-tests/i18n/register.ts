import { textsRegistrar } from '../../../shared/i18n';
import { levelTestsEn } from './level-tests-en';
import { levelTestsRu } from './level-tests-ru';

/** Adds the texts of level tests under `levelTests.*`; they arrive with the feature's code. */
export const registerLevelTestsTexts = textsRegistrar('levelTests', levelTestsRu, levelTestsEn);
