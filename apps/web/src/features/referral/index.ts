import { registerReferralTexts } from './i18n/register';

registerReferralTexts();

export { ReferralInvite } from './components/referral-invite';
export { ReferralHistory } from './components/referral-history';
export { ReferralAccept } from './components/referral-accept';
export { sendCpaMarkersOnce, markersFrom } from './model/cpa-markers';
