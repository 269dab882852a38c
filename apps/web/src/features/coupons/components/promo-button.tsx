import { IconTicket } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { HeaderIconButton, type HeaderIconButtonProps } from '../../../shared/ui/header-icon-button';

/** The header's promo-code button, the same before and after the popover's code has loaded. */
export function PromoButton(props: Omit<HeaderIconButtonProps, 'label' | 'icon'>) {
  const { t } = useTranslation();
  return (
    <HeaderIconButton
      label={t('coupons.button')}
      icon={<IconTicket size={22} />}
      data-testid="promo-button"
      data-onboarding="coupons"
      {...props}
    />
  );
}
