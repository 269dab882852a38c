import { Card, List, Skeleton, Text, Title } from '@mantine/core';
import { IconCircleCheck, IconCircleDashed } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { useDailyActions } from '../api/gamification';
import '../texts';

/** Suggested daily actions (watch a lesson, solve five tasks, learn five cards). */
export function DailyActions() {
  const { t } = useTranslation();
  const { data, isPending, isError } = useDailyActions();
  if (isPending) return <Skeleton h={100} />;
  if (isError || data.length === 0) return null;
  return (
    <Card withBorder data-testid="daily-actions">
      <Title order={2} size="h4" mb="xs">
        {t('student.activity.actions')}
      </Title>
      <List spacing="xs" listStyleType="none">
        {data.map((a) => (
          <List.Item
            key={a.action}
            icon={a.done ? <IconCircleCheck size={20} color="teal" /> : <IconCircleDashed size={20} />}
          >
            <Text span>{t(`student.activity.action_${a.action}`, { defaultValue: a.action })}</Text>
            {a.done && <Text span c="dimmed" size="sm">{` — ${t('student.activity.done')}`}</Text>}
          </List.Item>
        ))}
      </List>
    </Card>
  );
}
