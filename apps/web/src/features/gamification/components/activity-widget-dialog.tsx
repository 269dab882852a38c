import { Modal } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { DailyStrike } from '@prepa/contracts';
import { useOpenedAfterMount } from '../../../shared/lib/use-first-use';
import { ActivityWidgetView } from './activity-widget';
import '../texts';

/** The header streak's dialog (the activity widget itself), loaded the first time it is opened. */
export function ActivityWidgetDialog({
  strike,
  opened,
  onClose,
}: {
  strike: DailyStrike;
  opened: boolean;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  return (
    <Modal
      closeButtonProps={{ 'aria-label': t('common.close') }}
      opened={useOpenedAfterMount(opened)}
      onClose={onClose}
      title={t('student.activity.more')}
      centered
    >
      <ActivityWidgetView strike={strike} />
    </Modal>
  );
}
