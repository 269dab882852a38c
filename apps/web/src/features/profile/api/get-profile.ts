import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Profile } from '@prepa/contracts';
import { api } from '../../../shared/api';

export function getProfile(): Promise<Profile> {
  return api.get<Profile>('/v2/core/users/profile/');
}

export function profileQueryOptions() {
  return queryOptions({ queryKey: ['profile'], queryFn: getProfile });
}

export function useProfile(enabled = true) {
  return useQuery({ ...profileQueryOptions(), enabled });
}
