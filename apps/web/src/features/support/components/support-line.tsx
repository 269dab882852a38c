import { Anchor } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { SUPPORT_HREF, SUPPORT_PHONE } from '../../../shared/config/support';
import { useSupportContacts } from '../api/support';
import { displayPhone, supportLinks } from '../model/links';

/**
 * One support line (the contacts layout): the platform's phone, else its first contact. While the
 * contacts load, or if they fail, the deployment's fallback (VITE_SUPPORT_PHONE / VITE_SUPPORT_URL).
 */
export function SupportLine() {
  const { t } = useTranslation();
  const contacts = useSupportContacts();
  const first = contacts.data ? supportLinks(contacts.data)[0] : undefined;
  if (first?.kind === 'phone')
    return (
      <Anchor href={first.href} size="sm" data-testid="support-line">
        {t('common.supportPhone', { phone: first.text })}
      </Anchor>
    );
  if (first)
    return (
      <Anchor
        href={first.href}
        size="sm"
        data-testid="support-line"
        {...(first.external ? { target: '_blank', rel: 'noreferrer' } : {})}
      >
        {t('common.support')}
      </Anchor>
    );
  if (SUPPORT_PHONE)
    return (
      <Anchor href={`tel:${SUPPORT_PHONE.replace(/[^\d+]/g, '')}`} size="sm" data-testid="support-line">
        {t('common.supportPhone', { phone: displayPhone(SUPPORT_PHONE) })}
      </Anchor>
    );
  return (
    <Anchor href={SUPPORT_HREF} size="sm" data-testid="support-line">
      {t('common.support')}
    </Anchor>
  );
}
