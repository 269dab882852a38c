import { Center, Loader, Stack, Text, Title } from '@mantine/core';
import type { QueryClient } from '@tanstack/react-query';
import type { AuthUser } from '@prepa/contracts';
import { lazy, Suspense, useLayoutEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useCurrentUser } from '../../features/auth';
import { staffKind } from '../../features/staff';
import { dropPrepaint } from '../../shared/lib/prepaint';
import { GuestLanding } from './guest-landing';
import { StudentHome, prefetchStudentHome } from './student-home';

/** A staff member's home (its lists, the life grant form, the staff texts) loads for staff only. */
const StaffHome = lazy(() =>
  import('../../features/staff').then((m) => {
    m.registerStaffTranslations();
    return { default: m.StaffHome };
  }),
);

/** Start-up's head start on this page's data once the session is known (see `app/router/preload.ts`). */
export function prefetchHomeData(client: QueryClient, user: AuthUser | null): void {
  if (user?.role === 'STUDENT_ROLE') prefetchStudentHome(client);
}

/** /home: the landing for a guest, the student's home, a staff member's home. */
export function HomePage() {
  const { t } = useTranslation();
  const user = useCurrentUser();
  // A student's Home was painted in part before the app's code (prepaint.ts): whichever Home renders
  // takes its place in the same frame.
  useLayoutEffect(dropPrepaint, []);

  if (!user) return <GuestLanding />;
  if (user.role === 'STUDENT_ROLE') return <StudentHome user={user} />;
  if (staffKind(user.role))
    return (
      <Suspense
        fallback={
          <Center py="xl">
            <Loader aria-label={t('common.loading')} />
          </Center>
        }
      >
        <StaffHome user={user} />
      </Suspense>
    );
  return (
    <Stack gap="md" data-testid="home-page" maw={720}>
      <Title order={1} fz={{ base: 26, sm: 34 }}>
        {t('home.greeting', { name: user.firstName })}
      </Title>
      <Text>{t('home.intro')}</Text>
    </Stack>
  );
}
