import { Badge, Card, Group, List, Loader, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useCurrentProgress } from '../api/current-progress';
import { CurrencyIcon } from './currency-icon';
import '../texts';

/** Exp, level, streak and each chosen subject's goal against its current result. */
export function CurrentProgress() {
  const { t } = useTranslation();
  const progress = useCurrentProgress();

  return (
    <Card withBorder data-testid="current-progress">
      <Title order={2} size="h4" mb="sm">
        {t('student.loyalty.currentProgress')}
      </Title>
      {progress.isPending ? (
        <Loader aria-label={t('common.loading')} />
      ) : progress.isError ? (
        <Text c="red">{t('student.loyalty.loadFailed')}</Text>
      ) : (
        <Stack gap="xs">
          <Group gap="lg">
            <Group gap={4}>
              <CurrencyIcon kind="exp" size="sm" />
              <Text>{t('student.loyalty.progressExp', { exp: progress.data.exp })}</Text>
            </Group>
            <Text>{t('student.loyalty.progressLevel', { title: progress.data.level.title })}</Text>
            <Group gap={4}>
              <CurrencyIcon kind="strike" size="sm" />
              <Text>{t('student.loyalty.progressStrike', { n: progress.data.strikeDays })}</Text>
            </Group>
          </Group>
          <Text size="sm" c="dimmed">
            {progress.data.todayEarned
              ? t('student.loyalty.progressToday')
              : t('student.loyalty.progressNotToday')}
          </Text>
          {progress.data.subjects.length === 0 ? (
            <Text c="dimmed" data-testid="current-progress-empty">
              {t('student.loyalty.noSubjects')}
            </Text>
          ) : (
            <List>
              {progress.data.subjects.map((s) => (
                <List.Item key={s.classType.id}>
                  <Group gap="xs">
                    <Text fw={600}>{s.classType.title}</Text>
                    <Text>
                      {t('student.loyalty.subjectGoal', {
                        goal: s.goal,
                        current: s.currentResult ?? t('student.loyalty.noResult'),
                      })}
                    </Text>
                    {s.isPriority && (
                      <Badge size="sm" variant="light">
                        {t('student.loyalty.priority')}
                      </Badge>
                    )}
                  </Group>
                </List.Item>
              ))}
            </List>
          )}
        </Stack>
      )}
    </Card>
  );
}
