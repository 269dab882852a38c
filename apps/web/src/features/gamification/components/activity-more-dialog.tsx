import { Modal, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useOpenedAfterMount } from '../../../shared/lib/use-first-use';
import '../texts';

/**
 * The activity widget's "more detail" dialog, loaded the first time it is opened: Modal, its focus
 * trap and scroll lock are then no part of Home's start-up.
 */
export function ActivityMoreDialog({ opened, onClose }: { opened: boolean; onClose: () => void }) {
  const { t } = useTranslation();
  return (
    <Modal
      closeButtonProps={{ 'aria-label': t('common.close') }}
      opened={useOpenedAfterMount(opened)}
      onClose={onClose}
      title={t('student.activity.moreTitle')}
      centered
    >
      <Text>{t('student.activity.moreText')}</Text>
    </Modal>
  );
}
