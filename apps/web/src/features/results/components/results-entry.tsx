import { Button } from '@mantine/core';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { routePath } from '../../../shared/config/routes';
import { local } from '../../../shared/lib/storage';
import { useExamResults } from '../api/results';
import { autoOpenKey, platformDate, shouldAutoOpenResults, showResultsButton } from '../model/rules';

/**
 * Home's way into StudentResults: the results button (before 1 August of the exam year, when results
 * exist) and, once a day per student while results need filling, opening the results page by itself.
 */
export function ResultsEntry({ userId }: { userId: number }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { data } = useExamResults();
  const needsFilling = data?.needsFilling ?? false;

  useEffect(() => {
    const now = new Date();
    const key = autoOpenKey(userId);
    if (!shouldAutoOpenResults(now, needsFilling, local.get(key))) return;
    local.set(key, platformDate(now));
    void navigate(routePath('StudentResults'));
  }, [needsFilling, userId, navigate]);

  if (!showResultsButton(new Date(), data)) return null;
  return (
    <Button
      component={Link}
      to={routePath('StudentResults')}
      size="md"
      w="fit-content"
      data-testid="results-button"
    >
      {t('results.button')}
    </Button>
  );
}
