import { Badge } from '@mantine/core';
import type { HomeworkStatus } from '@prepa/contracts';
import { useTranslation } from 'react-i18next';
import { STATUS_COLOR } from '../model/status';

export function StatusBadge({ status }: { status: HomeworkStatus }) {
  const { t } = useTranslation();
  return (
    <Badge color={STATUS_COLOR[status]} variant="outline" data-testid="homework-status" data-status={status}>
      {t(`homework.status.${status}`)}
    </Badge>
  );
}
