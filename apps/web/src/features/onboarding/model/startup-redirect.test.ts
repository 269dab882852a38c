import { describe, expect, it } from 'vitest';
import { decideStartupRedirect, ignoresOnboarding, type StartupInput } from './startup-redirect';

const base: StartupInput = {
  routeName: 'Home',
  here: '/home',
  statuses: { hasChosenGoals: null },
  statusesFailed: false,
  trajectory: false,
  newStudentGoals: false,
};

describe('decideStartupRedirect', () => {
  it('sends a student without goals to the goals selection', () => {
    expect(decideStartupRedirect(base)).toBe('/progress/goal/selection');
  });
  it('uses the class-type selection when new-student-goals is on', () => {
    expect(decideStartupRedirect({ ...base, newStudentGoals: true })).toBe('/progress/class-type/selection');
  });
  it('leaves a student with goals where they are', () => {
    expect(
      decideStartupRedirect({ ...base, statuses: { hasChosenGoals: '2026-01-01T00:00:00Z' } }),
    ).toBeNull();
  });
  it('goes to Unexpected when statuses cannot be loaded, even before they exist', () => {
    expect(decideStartupRedirect({ ...base, statuses: undefined, statusesFailed: true })).toBe('/unexpected');
  });
  it('waits while statuses load', () => {
    expect(decideStartupRedirect({ ...base, statuses: undefined })).toBeNull();
  });
  it('sends to StudentOnboarding with a redirect back when the trajectory flag is on', () => {
    expect(decideStartupRedirect({ ...base, trajectory: true, here: '/loyalty?x=1' })).toBe(
      '/onboarding?redirect=%2Floyalty%3Fx%3D1',
    );
  });
  it.each([
    'Profile',
    'ProfileEdit',
    'StudentGoals',
    'StudentGoalsSelection',
    'StudentClassTypeSelect',
    'StudentProgramGoals',
    'Authorization',
    'AuthorizationByType',
    'AuthorizationPasswordReset',
    'IdpLogin',
    'Payment',
    'PaymentByRequisites',
    'PaymentSuccess',
    'PaymentReject',
  ] as const)('does not redirect on %s (ignores onboarding)', (routeName) => {
    expect(decideStartupRedirect({ ...base, routeName })).toBeNull();
    expect(ignoresOnboarding(routeName)).toBe(true);
  });
  it('does not ignore onboarding on Home or the progress page', () => {
    expect(ignoresOnboarding('Home')).toBe(false);
    expect(ignoresOnboarding('StudentProgress')).toBe(false);
  });
});
