import { Button, Group, Modal, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';

interface Props {
  opened: boolean;
  loading?: boolean;
  onConfirm: () => void;
  onCancel: () => void;
}

/** The 422 answer: individual lessons cannot be paid together with other courses. */
export function ClearCartPrompt({ opened, loading, onConfirm, onCancel }: Props) {
  const { t } = useTranslation();
  return (
    <Modal
      closeButtonProps={{ 'aria-label': t('common.close') }}
      opened={opened}
      onClose={onCancel}
      title={t('cart.conflictTitle')}
      centered
    >
      <Text mb="lg">{t('cart.conflictText')}</Text>
      <Group justify="flex-end" gap="sm">
        <Button variant="default" mih={44} onClick={onCancel} data-testid="cart-conflict-cancel">
          {t('cart.leaveAsIs')}
        </Button>
        <Button mih={44} loading={loading} onClick={onConfirm} data-testid="cart-conflict-confirm">
          {t('cart.letsGo')}
        </Button>
      </Group>
    </Modal>
  );
}
