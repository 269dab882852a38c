import { ONBOARDING_HINTS, type OnboardingHint } from '@prepa/contracts';

export type OnboardingState = Partial<Record<OnboardingHint, boolean>>;

/** The element a hint points at. */
export function hintSelector(hint: OnboardingHint): string {
  return `[data-onboarding="${hint}"]`;
}

/**
 * The next hint to show: the first not done, in the fixed order, whose anchor is on the page.
 * Hints whose anchor is missing are skipped for now (not marked done).
 */
export function nextHint(
  state: OnboardingState,
  anchorExists: (hint: OnboardingHint) => boolean,
): OnboardingHint | null {
  for (const hint of ONBOARDING_HINTS) {
    if (state[hint]) continue;
    if (anchorExists(hint)) return hint;
  }
  return null;
}
