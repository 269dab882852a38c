import { ActionIcon, Anchor, Loader, Popover, Stack, Text } from '@mantine/core';
import {
  IconBrandTelegram,
  IconBrandVk,
  IconBrandWhatsapp,
  IconHelpCircle,
  IconMail,
  IconPhone,
} from '@tabler/icons-react';
import { useState, type ReactNode } from 'react';
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

/** Header "help" button: the support contacts in a popover; the anchor of the getOnlineHelp hint. */
export function SupportMenu() {
  const { t } = useTranslation();
  const [opened, setOpened] = useState(false);
  return (
    <Popover opened={opened} onChange={setOpened} width={280} position="bottom-end" withArrow trapFocus>
      <Popover.Target>
        <ActionIcon
          variant="subtle"
          size={44}
          aria-label={t('support.button')}
          aria-expanded={opened}
          aria-haspopup="dialog"
          onClick={() => setOpened((o) => !o)}
          data-testid="support-button"
          data-onboarding="getOnlineHelp"
        >
          <IconHelpCircle size={22} />
        </ActionIcon>
      </Popover.Target>
      <Popover.Dropdown role="dialog" aria-label={t('support.title')} data-testid="support-popover">
        <Text fw={600} size="sm" mb="xs">
          {t('support.title')}
        </Text>
        {opened && <SupportContactList />}
      </Popover.Dropdown>
    </Popover>
  );
}
