import { Button, Modal, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import { routePath } from '../../../shared/config/routes';

/** Buying needs an account: a guest chooses registration or login and comes back to this page after. */
export function GuestBuyPrompt({ opened, onClose }: { opened: boolean; onClose: () => void }) {
  const { t } = useTranslation();
  const { pathname, search } = useLocation();
  const back = { redirect: pathname + search };
  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title={t('shopGuest.buyTitle')}
      closeButtonProps={{ 'aria-label': t('common.close') }}
    >
      <Stack data-testid="guest-buy-prompt">
        <Text>{t('shopGuest.buyText')}</Text>
        <Button
          component={Link}
          to={routePath('AuthorizationByType', { type: 'registration' }, back)}
          mih={44}
          data-testid="guest-buy-register"
        >
          {t('shopGuest.register')}
        </Button>
        <Button
          component={Link}
          to={routePath('Authorization', {}, back)}
          variant="default"
          mih={44}
          data-testid="guest-buy-login"
        >
          {t('shopGuest.login')}
        </Button>
      </Stack>
    </Modal>
  );
}
