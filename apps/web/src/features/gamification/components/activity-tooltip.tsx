import { Group, Text, UnstyledButton } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { lazyExport } from '../../../shared/lib/chunk-reload';
import { useFirstOpen } from '../../../shared/lib/use-first-use';
import { FirstUseTooltip } from '../../../shared/ui/first-use-tooltip';
import { useDailyStrike } from '../api/gamification';
import { activityMessage } from '../model/activity-message';
import { CurrencyIcon } from './currency-icon';
import '../texts';

const loadDialog = () => import('./activity-widget-dialog');
const ActivityWidgetDialog = lazyExport(loadDialog, (m) => m.ActivityWidgetDialog);

/**
 * Header streak: a tooltip with today's message; a click opens the activity widget in a dialog. Both
 * load on first use (the header is on every page's first screen).
 */
export function ActivityTooltip() {
  const { t } = useTranslation();
  const { data } = useDailyStrike();
  const [opened, { open, close }] = useDisclosure(false);
  const dialog = useFirstOpen(opened, loadDialog);
  if (!data) return null;
  const label = `${t('student.activity.days', { count: data.strikeDays })}. ${t(`student.activity.${activityMessage(data)}`)}`;
  return (
    <>
      <FirstUseTooltip label={label} multiline w={240} events={{ hover: true, focus: true, touch: true }}>
        <UnstyledButton
          onClick={open}
          aria-label={label}
          miw={44}
          mih={44}
          px={4}
          data-testid="activity-tooltip"
        >
          <Group gap={4} wrap="nowrap">
            <CurrencyIcon kind="strike" size="sm" />
            <Text size="sm" fw={600}>
              {data.strikeDays}
            </Text>
          </Group>
        </UnstyledButton>
      </FirstUseTooltip>
      {dialog.asked && (
        <Suspense fallback={null}>
          <ActivityWidgetDialog strike={data} opened={opened} onClose={close} />
        </Suspense>
      )}
    </>
  );
}
