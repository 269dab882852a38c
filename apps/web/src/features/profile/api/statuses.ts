import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import type { studentStatusesPatchSchema } from '@prepa/contracts';
import { api, studentKeyPrefix } from '../../../shared/api';

export type StudentStatuses = Record<string, string | null>;
export type StudentStatusesPatch = z.infer<typeof studentStatusesPatchSchema>;

export function statusesQueryOptions() {
  return queryOptions({
    queryKey: [...studentKeyPrefix.queryKey, 'statuses'],
    queryFn: () => api.get<StudentStatuses>('/v2/students/statuses/'),
  });
}

export function useStatuses(enabled = true) {
  return useQuery({ ...statusesQueryOptions(), enabled });
}

/** Patched keys are set to the current time by the server. */
export function useUpdateStatuses() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (patch: StudentStatusesPatch) => api.patch<StudentStatuses>('/v2/students/statuses/', patch),
    onSuccess: (data) => queryClient.setQueryData(statusesQueryOptions().queryKey, data),
  });
}
