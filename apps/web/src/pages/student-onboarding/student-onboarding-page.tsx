import { Checkbox, Container, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router';
import { useFlag } from '../../features/flags';
import { GoalsForm } from '../../features/goals';
import { useStudentFlags, useUpdateStatuses, useUpdateStudentFlags } from '../../features/profile';
import { routePath } from '../../shared/config/routes';

/** StudentOnboarding (flag individual-education-trajectory): goals (and personal data), then Complete. */
export function StudentOnboardingPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const personalStep = useFlag('personal-data-onboarding-step');
  const flags = useStudentFlags();
  const updateFlags = useUpdateStudentFlags();
  const statuses = useUpdateStatuses();
  const redirect = params.get('redirect') ?? '';
  return (
    <Container size="sm" py="xl">
      <Stack gap="md" data-testid="onboarding-page">
        <Title order={1}>{t('student.onboarding.title')}</Title>
        <Text>{t('student.onboarding.intro')}</Text>
        {personalStep && flags.data && (
          <Checkbox
            label={t('student.profile.personalData')}
            checked={flags.data.isPersonalDataAccepted}
            disabled={flags.data.isPersonalDataAccepted}
            onChange={() => updateFlags.mutate({ isPersonalDataAccepted: true })}
          />
        )}
        <GoalsForm
          onSaved={() =>
            statuses.mutate(
              { hasChosenGoals: true },
              { onSettled: () => void navigate(routePath('StudentOnboardingComplete', {}, { redirect })) },
            )
          }
        />
      </Stack>
    </Container>
  );
}
