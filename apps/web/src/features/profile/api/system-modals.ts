import { queryOptions, useQuery } from '@tanstack/react-query';
import type { SystemModals } from '@prepa/contracts';
import { api } from '../../../shared/api';

export function systemModalsQueryOptions() {
  return queryOptions({
    queryKey: ['student', 'system-modals'],
    queryFn: () => api.get<SystemModals>('/v2/core/users/system-modals/'),
  });
}

export function useSystemModals(enabled = true) {
  return useQuery({ ...systemModalsQueryOptions(), enabled });
}
