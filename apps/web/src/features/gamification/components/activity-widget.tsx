import { Anchor, Badge, Card, Group, Modal, Skeleton, Stack, Text, Title } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { useTranslation } from 'react-i18next';
import type { DailyStrike } from '@prepa/contracts';
import { useDailyStrike } from '../api/gamification';
import { activityMessage } from '../model/activity-message';
import { CurrencyIcon } from './currency-icon';

const COLORS = { earned: 'teal', in_progress: 'yellow', not_earned: 'gray' } as const;

/** Streak, the week's seven statuses, the next reward and one of the three messages. */
export function ActivityWidgetView({ strike }: { strike: DailyStrike }) {
  const { t } = useTranslation();
  const [opened, { open, close }] = useDisclosure(false);
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
              variant={status === 'earned' ? 'filled' : 'light'}
              data-status={status}
              aria-label={t('student.activity.dayN', {
                n: i + 1,
                status: t(`student.activity.status_${status}`),
              })}
            >
              {i + 1}
            </Badge>
          ))}
        </Group>
        <Text size="sm" c="dimmed">
          {t('student.activity.nextReward', {
            days: strike.nextReward.strikeDays,
            umcoins: strike.nextReward.umcoins,
            medals: strike.nextReward.medals,
          })}
        </Text>
        <Anchor component="button" type="button" onClick={open} w="fit-content" mih={44}>
          {t('student.activity.more')}
        </Anchor>
      </Stack>
      <Modal
        closeButtonProps={{ 'aria-label': t('common.close') }}
        opened={opened}
        onClose={close}
        title={t('student.activity.moreTitle')}
        centered
      >
        <Text>{t('student.activity.moreText')}</Text>
      </Modal>
    </Card>
  );
}

export function ActivityWidget() {
  const { data, isPending, isError } = useDailyStrike();
  if (isPending) return <Skeleton h={160} />;
  if (isError) return null;
  return <ActivityWidgetView strike={data} />;
}
