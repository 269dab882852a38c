import { Button, Container, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { registerStudentTexts } from '../../features/profile';
import { routePath } from '../../shared/config/routes';
import { safeRedirect } from '../../shared/lib/redirect';

// Opened directly (not after the onboarding), nothing else has added the student area's texts.
registerStudentTexts();

export function StudentOnboardingCompletePage() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const to = safeRedirect(params.get('redirect')) ?? routePath('Home');
  return (
    <Container size="sm" py="xl">
      <Stack gap="md" data-testid="onboarding-complete-page">
        <Title order={1}>{t('student.onboarding.completeTitle')}</Title>
        <Text>{t('student.onboarding.completeText')}</Text>
        <Button component={Link} to={to} size="md" w="fit-content">
          {t('student.onboarding.continue')}
        </Button>
      </Stack>
    </Container>
  );
}
