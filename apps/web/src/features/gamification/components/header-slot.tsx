import { Group } from '@mantine/core';
import { useFlag } from '../../flags';
import { ActivityTooltip } from './activity-tooltip';
import { CurrencyBar } from './currency-bar';

/** The student's part of the header: streak (flag student-activity) and the currency bar. */
export function StudentHeaderSlot() {
  const activity = useFlag('student-activity');
  return (
    <Group gap={4} wrap="nowrap" visibleFrom="sm">
      {activity && <ActivityTooltip />}
      <CurrencyBar size="xs" />
    </Group>
  );
}
