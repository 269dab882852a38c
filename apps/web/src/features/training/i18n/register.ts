import { textsRegistrar } from '../../../shared/i18n';
import { trainingEn } from './training-en';
import { trainingRu } from './training-ru';

/** Adds the texts of training under `training.*`; they arrive with the feature's code. */
export const registerTrainingTexts = textsRegistrar('training', trainingRu, trainingEn);
