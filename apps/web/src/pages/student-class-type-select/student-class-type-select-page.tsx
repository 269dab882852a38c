import { Container, Stack, Title, Loader } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Navigate, useNavigate } from 'react-router';
import { useFlag, useFlagsStore } from '../../features/flags';
import { ClassTypeSelect } from '../../features/goals';
import { useUpdateStatuses } from '../../features/profile';
import { routePath } from '../../shared/config/routes';

/**
 * /progress/class-type/selection (flag new-student-goals): the subject picker in an empty layout; skips the
 * onboarding check; saving marks hasChosenGoals and goes Home.
 */
export function StudentClassTypeSelectPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const newGoals = useFlag('new-student-goals');
  const flagsLoaded = useFlagsStore((s) => s.loaded);
  const statuses = useUpdateStatuses();
  if (!flagsLoaded) return <Loader aria-label={t('common.loading')} />;
  if (!newGoals) return <Navigate to={routePath('StudentGoals')} replace />;
  return (
    <Container size="sm" py="xl">
      <Stack gap="md" data-testid="class-type-select-page">
        <Title order={1}>{t('student.pages.classTypeSelect')}</Title>
        <ClassTypeSelect
          onSaved={() =>
            statuses.mutate({ hasChosenGoals: true }, { onSettled: () => void navigate(routePath('Home')) })
          }
        />
      </Stack>
    </Container>
  );
}
