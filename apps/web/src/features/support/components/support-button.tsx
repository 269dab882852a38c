import { IconHelpCircle } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { HeaderIconButton, type HeaderIconButtonProps } from '../../../shared/ui/header-icon-button';

/** The header's "help" button, the same before and after the popover's code has loaded. */
export function SupportButton(props: Omit<HeaderIconButtonProps, 'label' | 'icon'>) {
  const { t } = useTranslation();
  return (
    <HeaderIconButton
      label={t('support.button')}
      icon={<IconHelpCircle size={22} />}
      data-testid="support-button"
      data-onboarding="getOnlineHelp"
      {...props}
    />
  );
}
