import { Navigate, useLocation, useMatches } from 'react-router';
import type { RouteName } from '../../../shared/config/routes';
import { useCurrentUser } from '../../auth';
import { useFlag, useFlagsStore } from '../../flags';
import { GlobalModals } from '../../global-modals';
import { StartupModals } from '../../modals';
import { useProfile, useStatuses, useSystemModals } from '../../profile';
import { useStartupSysCourseTypes } from '../api/sys-course-types';
import { decideStartupRedirect, ignoresOnboarding } from '../model/startup-redirect';
import { OnboardingTooltips } from './onboarding-tooltips';

function useRouteName(): RouteName | null {
  const matches = useMatches();
  for (let i = matches.length - 1; i >= 0; i -= 1) {
    const handle = matches[i]?.handle;
    if (typeof handle === 'object' && handle !== null && 'name' in handle)
      return (handle as { name: RouteName }).name;
  }
  return null;
}

/**
 * A student's start-up (spec 1 §4): profile, system modals, system course types and statuses load;
 * then the goals / onboarding redirect, the start-up modal queue and the onboarding hints.
 */
export function StudentStartup() {
  const location = useLocation();
  const routeName = useRouteName();
  const trajectory = useFlag('individual-education-trajectory');
  const newStudentGoals = useFlag('new-student-goals');
  const flagsLoaded = useFlagsStore((s) => s.loaded);
  const user = useCurrentUser();
  useProfile();
  useStartupSysCourseTypes();
  const system = useSystemModals();
  const statuses = useStatuses();
  const ignored = ignoresOnboarding(routeName);
  // The decision depends on flags: wait for them (they settle within 1 s).
  if (!flagsLoaded) return null;

  const to = decideStartupRedirect({
    routeName,
    here: location.pathname + location.search,
    statuses: statuses.data,
    statusesFailed: statuses.isError,
    trajectory,
    newStudentGoals,
  });
  if (to && to !== location.pathname) return <Navigate to={to} replace />;
  const waiting = !statuses.data || !statuses.data.hasChosenGoals;
  return (
    <StartupModals
      system={system.data}
      ignored={ignored || waiting}
      userId={user?.id}
      hints={
        !ignored && !waiting
          ? ({ onOpenChange }) => (
              // Global modals only where and while no start-up modal is (spec 1 §4); hints wait for them.
              <GlobalModals
                onOpenChange={onOpenChange}
                fallback={<OnboardingTooltips onOpenChange={onOpenChange} />}
              />
            )
          : undefined
      }
    />
  );
}
