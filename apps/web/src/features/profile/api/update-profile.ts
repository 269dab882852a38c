import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { LanguageCode, Profile } from '@prepa/contracts';
import { api } from '../../../shared/api';
import { profileQueryOptions } from './get-profile';

export function updateProfile(patch: { language?: LanguageCode }): Promise<Profile> {
  return api.patch<Profile>('/v2/core/users/profile/', patch);
}

export function useUpdateProfile() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateProfile,
    onSuccess: (profile) => queryClient.setQueryData(profileQueryOptions().queryKey, profile),
  });
}
