import { ROUTES, routePath, type RouteName } from '../../../shared/config/routes';

/** Routes where a student is never redirected to goals or onboarding and sees no start-up modals. */
const IGNORING = new Set<string>([
  'Profile',
  'ProfileEdit',
  'StudentGoals',
  'StudentGoalsSelection',
  'StudentClassTypeSelect',
  'StudentProgramGoals',
  'StudentOnboarding',
  'StudentOnboardingComplete',
]);

/** Spec 1 §4: auth, goals, payment, profile and callback routes ignore onboarding. */
export function ignoresOnboarding(name: RouteName | null): boolean {
  if (!name) return true;
  if (IGNORING.has(name)) return true;
  if (ROUTES[name].layout === 'auth') return true;
  return /Payment|Callback|^Idp|^Authorization/.test(name);
}

export type Statuses = Record<string, string | null>;

export interface StartupInput {
  routeName: RouteName | null;
  /** Path and query of the current page, kept as the redirect target. */
  here: string;
  statuses: Statuses | undefined;
  statusesFailed: boolean;
  trajectory: boolean;
  newStudentGoals: boolean;
}

/** Where a student's start-up sends them, or null to stay (spec 1 §4 "Student start-up"). */
export function decideStartupRedirect(input: StartupInput): string | null {
  if (input.statusesFailed) return routePath('Unexpected');
  if (ignoresOnboarding(input.routeName) || !input.statuses) return null;
  if (input.statuses.hasChosenGoals) return null;
  if (input.trajectory) return routePath('StudentOnboarding', {}, { redirect: input.here });
  return routePath(input.newStudentGoals ? 'StudentClassTypeSelect' : 'StudentGoalsSelection');
}
