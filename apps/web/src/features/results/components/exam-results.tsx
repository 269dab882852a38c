import { Anchor, Button, Loader, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { routePath } from '../../../shared/config/routes';
import { useExamResults } from '../api/results';
import { ResultCard } from './result-card';

/** StudentResults: the student's results of the current exam year, one card per subject. */
export function ExamResultsView() {
  const { t } = useTranslation();
  const results = useExamResults();
  if (results.isPending) return <Loader aria-label={t('common.loading')} />;
  if (results.isError)
    return (
      <Stack gap="xs" align="flex-start" data-testid="results-error">
        <Text c="red.8">{t('results.loadFailed')}</Text>
        <Button variant="light" size="md" onClick={() => void results.refetch()}>
          {t('results.retry')}
        </Button>
      </Stack>
    );
  const { examYear, classYearGrade, classTypes } = results.data;
  return (
    <Stack gap="md">
      <Text c="dimmed">
        {classYearGrade === null
          ? t('results.subtitle', { year: examYear })
          : t('results.subtitleGrade', { year: examYear, grade: classYearGrade })}
      </Text>
      {classTypes.length === 0 ? (
        <Stack gap="xs" data-testid="results-empty">
          <Text>{t('results.empty')}</Text>
          <Anchor component={Link} to={routePath('StudentGoals')} mih={44}>
            {t('results.toGoals')}
          </Anchor>
        </Stack>
      ) : (
        <>
          <Text>{t('results.intro')}</Text>
          {classTypes.map((r) => (
            <ResultCard key={r.id} result={r} />
          ))}
        </>
      )}
    </Stack>
  );
}

/** Page heading, exported so the page stays a thin shell. */
export function ExamResultsTitle() {
  const { t } = useTranslation();
  return <Title order={1}>{t('results.title')}</Title>;
}
