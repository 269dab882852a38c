import { Card, Group, Progress, Skeleton, Stack, Text, Title, VisuallyHidden } from '@mantine/core';
import { IconCircleCheck } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { hasGate, type IndividualTask, type Platform } from '@prepa/contracts';
import { PLATFORM } from '../../../shared/config/platform';
import { formatDate } from '../../../shared/lib/format';
import { useIndividualTasks } from '../api/tasks-lives';
import { CurrencyIcon } from './currency-icon';
import '../texts';

function TaskRow({ task }: { task: IndividualTask }) {
  const { t } = useTranslation();
  const title = t(task.titleKey, { goal: task.goal, defaultValue: task.id });
  return (
    <Stack gap={4} data-testid={`individual-task-${task.id}`} data-done={task.done || undefined}>
      <Group justify="space-between" wrap="nowrap" align="flex-start" gap="xs">
        <Group gap={6} wrap="nowrap">
          {task.done && <IconCircleCheck size={20} color="var(--mantine-color-teal-8)" aria-hidden />}
          <Text fw={500}>{title}</Text>
        </Group>
        <Group gap={4} wrap="nowrap">
          <Text span size="sm" fw={700} aria-hidden>
            +{task.reward.umcoins}
          </Text>
          <CurrencyIcon kind="umcoins" size="xs" />
          <VisuallyHidden>{t('student.tasks.reward', { count: task.reward.umcoins })}</VisuallyHidden>
        </Group>
      </Group>
      <Progress
        value={(task.progress / task.goal) * 100}
        color={task.done ? 'teal' : 'blue'}
        aria-label={title}
      />
      <Group justify="space-between" gap="xs">
        <Text size="sm" c="dimmed">
          {t('student.tasks.progress', { progress: task.progress, goal: task.goal })}
        </Text>
        {task.done && (
          <Text size="sm" fw={700} c="teal.9">
            {task.rewarded ? t('student.tasks.rewarded') : t('student.tasks.done')}
          </Text>
        )}
      </Group>
    </Stack>
  );
}

function IndividualTasksCard() {
  const { t } = useTranslation();
  const { data, isPending, isError } = useIndividualTasks();
  if (isPending) return <Skeleton h={160} data-testid="individual-tasks-loading" />;
  const short = { month: 'long', year: undefined, timeZone: 'UTC' } as const;
  return (
    <Card
      withBorder
      data-testid="individual-tasks"
      component="section"
      aria-labelledby="individual-tasks-title"
    >
      <Title order={2} size="h4" id="individual-tasks-title">
        {t('student.tasks.title')}
      </Title>
      {isError ? (
        <Text c="red.8" mt="xs" data-testid="individual-tasks-error">
          {t('student.tasks.loadFailed')}
        </Text>
      ) : (
        <>
          <Text size="sm" c="dimmed" mb="sm">
            {t('student.tasks.week', {
              // Week bounds are local calendar dates: shown as such, without a zone shift.
              from: formatDate(`${data.weekStart}T00:00:00Z`, short),
              to: formatDate(`${data.weekEnd}T00:00:00Z`, short),
            })}
          </Text>
          {data.results.length === 0 ? (
            <Text c="dimmed" data-testid="individual-tasks-empty">
              {t('student.tasks.empty')}
            </Text>
          ) : (
            <Stack gap="md">
              {data.results.map((task) => (
                <TaskRow key={task.id} task={task} />
              ))}
            </Stack>
          )}
        </>
      )}
    </Card>
  );
}

/** This week's individual tasks with progress and umcoin rewards; on platforms with `homeIndividualTask`. */
export function IndividualTasks({ platform = PLATFORM }: { platform?: Platform }) {
  if (!hasGate(platform, 'homeIndividualTask')) return null;
  return <IndividualTasksCard />;
}
