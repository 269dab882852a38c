import { Button, Group, Modal, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';

interface LogoutConfirmProps {
  opened: boolean;
  onConfirm: () => void;
  onCancel: () => void;
}

export function LogoutConfirm({ opened, onConfirm, onCancel }: LogoutConfirmProps) {
  const { t } = useTranslation();
  return (
    <Modal
      opened={opened}
      onClose={onCancel}
      title={t('menu.logout')}
      centered
      size="sm"
      closeButtonProps={{ 'aria-label': t('common.close') }}
    >
      <Text mb="lg">{t('menu.logoutQuestion')}</Text>
      <Group justify="flex-end" gap="sm" grow>
        <Button variant="default" size="md" onClick={onCancel} data-testid="logout-cancel">
          {t('menu.stay')}
        </Button>
        <Button color="red.8" size="md" onClick={onConfirm} data-testid="logout-confirm">
          {t('menu.goOut')}
        </Button>
      </Group>
    </Modal>
  );
}
