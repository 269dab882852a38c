import { Button, Group, List, Loader, Stack, Text, Title } from '@mantine/core';
import { CARD_GRADES } from '@prepa/contracts';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { routePath } from '../../../shared/config/routes';
import { useSessionResult } from '../api/training';
import { TrainingCountersView } from './counters';

/** /training/result?sessionId=: what the session did, the pack's counters and the day's progress. */
export function TrainingResultView() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const sessionId = params.get('sessionId') ?? '';
  const result = useSessionResult(sessionId);
  const packId = result.data?.packId ?? (Number(params.get('packId')) || null);
  return (
    <Stack gap="md" maw={720} data-testid="training-result-page">
      <Title order={1}>{t('training.resultTitle')}</Title>
      {result.isPending && sessionId !== '' && <Loader aria-label={t('common.loading')} />}
      {result.isError && <Text c="red.8">{t('training.loadFailed')}</Text>}
      {result.data && (
        <>
          <Text size="lg" fw={600} data-testid="training-result-reviewed">
            {t('training.reviewed', { count: result.data.reviewed })}
          </Text>
          <List>
            {CARD_GRADES.map((g) => (
              <List.Item key={g}>
                {t(`training.grade.${g}`)}: {result.data.grades[g]}
              </List.Item>
            ))}
          </List>
          {result.data.counters && <TrainingCountersView counters={result.data.counters} />}
          <Text data-testid="training-daily">
            {result.data.daily.done
              ? t('training.dailyDone', { n: result.data.daily.learnedToday, goal: result.data.daily.goal })
              : t('training.daily', { n: result.data.daily.learnedToday, goal: result.data.daily.goal })}
          </Text>
        </>
      )}
      <Group gap="xs">
        {packId !== null && (
          <Button component={Link} to={routePath('Training', { trainingType: 'all' }, { packId })} size="md">
            {t('training.again')}
          </Button>
        )}
        <Button component={Link} to={routePath('TrainingSettings')} variant="light" size="md">
          {t('training.toSettings')}
        </Button>
      </Group>
    </Stack>
  );
}
