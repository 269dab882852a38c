import { Stack, Title, Loader } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Navigate, useNavigate } from 'react-router';
import { useFlag, useFlagsStore } from '../../features/flags';
import { GoalsForm } from '../../features/goals';
import { useUpdateStatuses } from '../../features/profile';
import { routePath } from '../../shared/config/routes';

/** /progress/goal/selection: class year, subjects and extra goals; then the goals page. */
export function StudentGoalsSelectionPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const newGoals = useFlag('new-student-goals');
  const flagsLoaded = useFlagsStore((s) => s.loaded);
  const statuses = useUpdateStatuses();
  if (!flagsLoaded) return <Loader aria-label={t('common.loading')} />;
  if (newGoals) return <Navigate to={routePath('StudentClassTypeSelect')} replace />;
  return (
    <Stack gap="md" maw={720} data-testid="goals-selection-page">
      <Title order={1}>{t('student.pages.goalsSelection')}</Title>
      <GoalsForm
        onSaved={() => {
          statuses.mutate(
            { hasChosenGoals: true },
            { onSettled: () => void navigate(routePath('StudentGoals')) },
          );
        }}
      />
    </Stack>
  );
}
