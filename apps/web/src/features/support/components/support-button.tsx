import { ActionIcon } from '@mantine/core';
import { IconHelpCircle } from '@tabler/icons-react';
import type { ComponentPropsWithRef } from 'react';
import { useTranslation } from 'react-i18next';

/** The header's "help" button, the same before and after the popover's code has loaded. */
export function SupportButton({
  opened,
  ...props
}: { opened: boolean } & Omit<ComponentPropsWithRef<'button'>, 'color' | 'style'>) {
  const { t } = useTranslation();
  return (
    <ActionIcon
      variant="subtle"
      size={44}
      aria-label={t('support.button')}
      aria-expanded={opened}
      aria-haspopup="dialog"
      data-testid="support-button"
      data-onboarding="getOnlineHelp"
      {...props}
    >
      <IconHelpCircle size={22} />
    </ActionIcon>
  );
}
