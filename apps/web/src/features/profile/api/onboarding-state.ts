import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { OnboardingHint, Profile } from '@prepa/contracts';
import { api } from '../../../shared/api';
import { profileQueryOptions } from './get-profile';

export type OnboardingStateMap = Partial<Record<OnboardingHint, boolean>>;
export type ProfileWithOnboarding = Profile & { onboardingState?: OnboardingStateMap | null };

/** Saves the whole onboarding state (a single value on the profile). */
export function useSaveOnboardingState() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (onboardingState: OnboardingStateMap) =>
      api.patch<unknown>('/core/users/onboarding-state/', { onboardingState }),
    onMutate: (onboardingState) => {
      queryClient.setQueryData(profileQueryOptions().queryKey, (old) =>
        old ? ({ ...old, onboardingState } as ProfileWithOnboarding) : old,
      );
    },
  });
}
