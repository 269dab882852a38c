import { Button, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useCurrentUser } from '../../features/auth';
import { routePath } from '../../shared/config/routes';
import { StudentHome } from './student-home';

/** /home: a greeting for a student, an invitation for a guest. */
export function HomePage() {
  const { t } = useTranslation();
  const user = useCurrentUser();

  if (!user) {
    return (
      <Stack gap="md" data-testid="home-page" maw={640}>
        <Title order={1} fz={{ base: 26, sm: 34 }}>
          {t('home.guestTitle')}
        </Title>
        <Text>{t('home.guestIntro')}</Text>
        <Button component={Link} to={routePath('Authorization')} size="md" w="fit-content">
          {t('common.loginOrRegister')}
        </Button>
      </Stack>
    );
  }
  if (user.role === 'STUDENT_ROLE') return <StudentHome user={user} />;
  return (
    <Stack gap="md" data-testid="home-page" maw={720}>
      <Title order={1} fz={{ base: 26, sm: 34 }}>
        {t('home.greeting', { name: user.firstName })}
      </Title>
      <Text>{t('home.intro')}</Text>
    </Stack>
  );
}
