import { Anchor, Badge, Card, Group, Spoiler, Stack, Text } from '@mantine/core';
import { IconStarFilled } from '@tabler/icons-react';
import type { HomeworkTask } from '@prepa/contracts';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

/** A task's frame: number, exam task number, topic, points, star, text, hint and theory link. */
export function TaskCard({ task, children }: { task: HomeworkTask; children?: ReactNode }) {
  const { t } = useTranslation();
  return (
    <Card
      withBorder
      radius="md"
      component="section"
      aria-labelledby={`task-${task.id}`}
      data-testid="homework-task"
    >
      <Stack gap="sm">
        <Group gap="xs" wrap="wrap">
          <Text fw={700} id={`task-${task.id}`}>
            {t('homework.task.number', { n: task.position })}
          </Text>
          <Badge variant="outline">{t('homework.task.examNumber', { n: task.examTaskNumber })}</Badge>
          <Badge variant="light" color="gray">
            {task.topic}
          </Badge>
          <Badge variant="light">{t('homework.task.points', { count: task.points })}</Badge>
          {task.star && (
            <Badge
              color="yellow"
              variant="light"
              leftSection={<IconStarFilled size={12} aria-hidden />}
              title={t('homework.task.star')}
            >
              <span aria-label={t('homework.task.star')}>★</span>
            </Badge>
          )}
        </Group>
        <Text style={{ whiteSpace: 'pre-wrap' }}>{task.text}</Text>
        {(task.hint || task.theoryUrl) && (
          <Group gap="md">
            {task.hint && (
              <Spoiler maxHeight={0} showLabel={t('homework.task.hint')} hideLabel={t('homework.task.hint')}>
                <Text size="sm" c="dimmed">
                  {task.hint}
                </Text>
              </Spoiler>
            )}
            {task.theoryUrl && (
              <Anchor href={task.theoryUrl} size="sm">
                {t('homework.task.theory')}
              </Anchor>
            )}
          </Group>
        )}
        {children}
      </Stack>
    </Card>
  );
}
