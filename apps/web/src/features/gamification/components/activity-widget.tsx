import { Anchor, Badge, Card, Group, Skeleton, Stack, Text, Title } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { dateTimeFormat, type DailyStrike } from '@prepa/contracts';
import { useDailyStrike } from '../api/gamification';
import { activityMessage } from '../model/activity-message';
import { lazyExport } from '../../../shared/lib/chunk-reload';
import { PLATFORM_CONFIG } from '../../../shared/config/platform';
import { uiLocale } from '../../../shared/lib/format';
import { useFirstOpen } from '../../../shared/lib/use-first-use';
import { CurrencyIcon } from './currency-icon';
import '../texts';

const loadMoreDialog = () => import('./activity-more-dialog');
const ActivityMoreDialog = lazyExport(loadMoreDialog, (m) => m.ActivityMoreDialog);

// Shades dark enough (or auto-contrasted) for white or dark text to pass WCAG AA on a small badge.
const COLORS = { earned: 'teal.9', in_progress: 'yellow', not_earned: 'gray' } as const;

/** Streak, the last seven days' statuses (today last), the next reward and one of the three messages. */
export function ActivityWidgetView({ strike, today = new Date() }: { strike: DailyStrike; today?: Date }) {
  const { t, i18n } = useTranslation();
  // The seven statuses are the last seven days, today last: each badge is labelled by its weekday,
  // counted in the platform's timezone as the server counts the days (not the device's).
  const weekday = dateTimeFormat(uiLocale(i18n.language), {
    weekday: 'short',
    timeZone: PLATFORM_CONFIG.timezone,
  });
  const dayOf = (i: number) => weekday.format(new Date(today.getTime() - (6 - i) * 86_400_000));
  const [opened, { open, close }] = useDisclosure(false);
  const more = useFirstOpen(opened, loadMoreDialog);
  return (
    <Card withBorder data-testid="activity-widget" data-onboarding="completeTasksEveryDay">
      <Stack gap="xs">
        <Group justify="space-between">
          <Title order={2} size="h4">
            {t('student.activity.title')}
          </Title>
          <Group gap={4} data-testid="strike-days">
            <CurrencyIcon kind="strike" size="md" />
            <Text fw={700}>{t('student.activity.days', { count: strike.strikeDays })}</Text>
          </Group>
        </Group>
        <Text data-testid="activity-message">{t(`student.activity.${activityMessage(strike)}`)}</Text>
        <Group gap={4} role="list" aria-label={t('student.activity.week')}>
          {strike.weekStatuses.map((status, i) => (
            <Badge
              key={i}
              role="listitem"
              color={COLORS[status]}
              variant={status === 'not_earned' ? 'light' : 'filled'}
              autoContrast
              data-status={status}
              aria-label={t('student.activity.dayN', {
                n: dayOf(i),
                status: t(`student.activity.status_${status}`),
              })}
            >
              {dayOf(i)}
            </Badge>
          ))}
        </Group>
        <Text size="sm" c="dimmed">
          {t('student.activity.nextReward', {
            days: t('student.activity.inDays', { count: strike.nextReward.strikeDays }),
            umcoins: t('student.activity.umcoins', { count: strike.nextReward.umcoins }),
            medals: t('student.activity.medals', { count: strike.nextReward.medals }),
          })}
        </Text>
        <Anchor component="button" type="button" {...more.opener} onClick={open} w="fit-content" mih={44}>
          {t('student.activity.more')}
        </Anchor>
      </Stack>
      {more.asked && (
        <Suspense fallback={null}>
          <ActivityMoreDialog opened={opened} onClose={close} />
        </Suspense>
      )}
    </Card>
  );
}

export function ActivityWidget() {
  const { data, isPending, isError } = useDailyStrike();
  if (isPending) return <Skeleton h={160} />;
  if (isError) return null;
  return <ActivityWidgetView strike={data} />;
}
