import { Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { FirstOpenDialog } from './first-open-dialog';
import '../texts';

/** The activity widget's "more detail" dialog, loaded the first time it is opened. */
export function ActivityMoreDialog({ opened, onClose }: { opened: boolean; onClose: () => void }) {
  const { t } = useTranslation();
  return (
    <FirstOpenDialog opened={opened} onClose={onClose} title={t('student.activity.moreTitle')}>
      <Text>{t('student.activity.moreText')}</Text>
    </FirstOpenDialog>
  );
}
