import { useTranslation } from 'react-i18next';
import type { DailyStrike } from '@prepa/contracts';
import { ActivityWidgetView } from './activity-widget';
import { FirstOpenDialog } from './first-open-dialog';
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
    <FirstOpenDialog opened={opened} onClose={onClose} title={t('student.activity.more')}>
      <ActivityWidgetView strike={strike} />
    </FirstOpenDialog>
  );
}
