import { queryOptions, useQuery } from '@tanstack/react-query';
import type { SystemModals } from '@prepa/contracts';
import { api, studentKeyPrefix } from '../../../shared/api';

export function systemModalsQueryOptions() {
  return queryOptions({
    queryKey: [...studentKeyPrefix.queryKey, 'system-modals'],
    queryFn: () => api.get<SystemModals>('/v2/core/users/system-modals/'),
  });
}

export function useSystemModals(enabled = true) {
  return useQuery({ ...systemModalsQueryOptions(), enabled });
}
