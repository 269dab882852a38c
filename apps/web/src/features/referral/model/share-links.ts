import { REFERRAL_QUERY_PARAM } from '@prepa/contracts';
import { routePath } from '../../../shared/config/routes';

/** The friend's link: ReferralAccept with the referrer's id, on this site's own origin. */
export function referralLink(referralId: string, origin: string = window.location.origin): string {
  return `${origin}${routePath('ReferralAccept', {}, { [REFERRAL_QUERY_PARAM]: referralId })}`;
}

/** Plain share addresses of the messengers (no SDKs): they open in a new tab. */
export function shareLinks(link: string, text: string) {
  const url = encodeURIComponent(link);
  return {
    telegram: `https://t.me/share/url?url=${url}&text=${encodeURIComponent(text)}`,
    vk: `https://vk.com/share.php?url=${url}`,
    whatsapp: `https://wa.me/?text=${encodeURIComponent(`${text} ${link}`)}`,
  };
}
