import { textsRegistrar } from '../../../shared/i18n';
import { referralEn } from './referral-en';
import { referralRu } from './referral-ru';

/** Adds the referral programme's texts under `referral.*`; they arrive with the feature's code. */
export const registerReferralTexts = textsRegistrar('referral', referralRu, referralEn);
