import { Button, Group, Modal, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { notifyError, notifySuccess } from '../../../shared/lib/notify';
import { useUpdateStatuses } from '../../profile';
import { useDropLevel } from '../api/gamification';
import '../texts';

/** Leave the level or start again: both drop the level progress, then status viewedDropLevel. */
export function LoyaltyModal({ opened, onClose }: { opened: boolean; onClose: () => void }) {
  const { t } = useTranslation();
  const drop = useDropLevel();
  const statuses = useUpdateStatuses();
  const run = async () => {
    try {
      await drop.mutateAsync();
      await statuses.mutateAsync({ viewedDropLevel: true });
      notifySuccess(t('student.loyalty.dropped'));
      onClose();
    } catch {
      notifyError(t('common.error'));
    }
  };
  return (
    <Modal
      closeButtonProps={{ 'aria-label': t('common.close') }}
      opened={opened}
      onClose={onClose}
      title={t('student.loyalty.modalTitle')}
      centered
    >
      <Stack data-testid="loyalty-modal">
        <Text>{t('student.loyalty.modalText')}</Text>
        <Group>
          <Button size="md" variant="default" onClick={() => void run()} loading={drop.isPending}>
            {t('student.loyalty.leave')}
          </Button>
          <Button size="md" onClick={() => void run()} loading={drop.isPending} data-testid="loyalty-restart">
            {t('student.loyalty.restart')}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
