import { ActionIcon } from '@mantine/core';
import { IconTicket } from '@tabler/icons-react';
import type { ComponentPropsWithRef } from 'react';
import { useTranslation } from 'react-i18next';

/** The header's promo-code button, the same before and after the popover's code has loaded. */
export function PromoButton({
  opened,
  ...props
}: { opened: boolean } & Omit<ComponentPropsWithRef<'button'>, 'color' | 'style'>) {
  const { t } = useTranslation();
  return (
    <ActionIcon
      variant="subtle"
      size={44}
      aria-label={t('coupons.button')}
      aria-expanded={opened}
      aria-haspopup="dialog"
      data-testid="promo-button"
      data-onboarding="coupons"
      {...props}
    >
      <IconTicket size={22} />
    </ActionIcon>
  );
}
