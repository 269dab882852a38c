import { textsRegistrar } from '../../../shared/i18n';
import { homeworkEn } from './homework-en';
import { homeworkRu } from './homework-ru';

/** Adds the homework texts under `homework.*`; they arrive with the feature's code. */
export const registerHomeworkTexts = textsRegistrar('homework', homeworkRu, homeworkEn);
