import { Anchor, Loader, Stack, Text } from '@mantine/core';
import { IconBrandTelegram, IconBrandVk, IconBrandWhatsapp, IconMail, IconPhone } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useSupportContacts } from '../api/support';
import { supportLinks, type SupportLinkKind } from '../model/links';

const ICONS: Record<SupportLinkKind, ReactNode> = {
  phone: <IconPhone size={18} aria-hidden />,
  email: <IconMail size={18} aria-hidden />,
  telegram: <IconBrandTelegram size={18} aria-hidden />,
  whatsapp: <IconBrandWhatsapp size={18} aria-hidden />,
  vk: <IconBrandVk size={18} aria-hidden />,
};

/** The platform's support contacts as links (tel:, mailto:, Telegram, WhatsApp, VK). */
export function SupportContactList() {
  const { t } = useTranslation();
  const contacts = useSupportContacts();
  if (contacts.isPending)
    return <Loader size="sm" aria-label={t('support.loading')} data-testid="support-loading" />;
  if (contacts.isError)
    return (
      <Text size="sm" c="dimmed" data-testid="support-failed">
        {t('support.failed')}
      </Text>
    );
  return (
    <Stack gap={4} component="ul" p={0} m={0} style={{ listStyle: 'none' }} data-testid="support-contacts">
      {supportLinks(contacts.data).map((link) => (
        <li key={link.kind}>
          <Anchor
            href={link.href}
            {...(link.external ? { target: '_blank', rel: 'noreferrer' } : {})}
            data-testid={`support-${link.kind}`}
            aria-label={`${t(`support.${link.kind}`)}: ${link.text}`}
            display="flex"
            mih={44}
            style={{ alignItems: 'center', gap: 8 }}
          >
            {ICONS[link.kind]}
            <span>{link.text}</span>
          </Anchor>
        </li>
      ))}
    </Stack>
  );
}
