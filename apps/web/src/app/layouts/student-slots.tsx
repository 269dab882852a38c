import { Box } from '@mantine/core';
import { Suspense } from 'react';
import { useCurrentUser } from '../../features/auth';
import { StudentHeaderSlot as HeaderSlot } from '../../features/gamification';
import { lazyExport } from '../../shared/lib/chunk-reload';
import { useAfterIdle } from '../../shared/lib/use-after-idle';

/** The student area's pieces of the shell, loaded only for students (issue 4). */
const Startup = lazyExport(
  () => import('../../features/onboarding'),
  (m) => m.StudentStartup,
);

const Bell = lazyExport(
  () => import('../../features/notifications'),
  (m) => m.NotificationBell,
);

function useIsStudent(): boolean {
  return useCurrentUser()?.role === 'STUDENT_ROLE';
}

/** The start-up modals and hints, once the page has painted (see `useAfterIdle`). */
export function StudentStartupSlot() {
  const idle = useAfterIdle();
  if (!useIsStudent() || !idle) return null;
  return (
    <Suspense fallback={null}>
      <Startup />
    </Suspense>
  );
}

export function StudentHeaderSlot() {
  if (!useIsStudent()) return null;
  return (
    <Suspense fallback={null}>
      <HeaderSlot />
    </Suspense>
  );
}

/** The notification bell (its socket opens only for students), once the page has painted. */
export function StudentNotificationsSlot() {
  const idle = useAfterIdle();
  if (!useIsStudent()) return null;
  // The bell's width while its chunk loads (36 px below xs, 44 above), so the header does not shift.
  const placeholder = <Box w={{ base: 36, xs: 44 }} aria-hidden />;
  if (!idle) return placeholder;
  return (
    <Suspense fallback={placeholder}>
      <Bell />
    </Suspense>
  );
}
