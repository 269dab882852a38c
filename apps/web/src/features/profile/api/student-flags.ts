import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import type { studentFlagsSchema } from '@prepa/contracts';
import { api, studentBalanceKeyPrefix, studentKeyPrefix } from '../../../shared/api';
import { systemModalsQueryOptions } from './system-modals';

export type StudentFlags = z.infer<typeof studentFlagsSchema>;
type FlagsPatch = { isPersonalDataAccepted?: true; isApartmentLotteryAccepted?: true };

export function studentFlagsQueryOptions() {
  return queryOptions({
    queryKey: [...studentKeyPrefix.queryKey, 'flags'],
    queryFn: () => api.get<StudentFlags>('/v2/students/flags/'),
  });
}

export function useStudentFlags() {
  return useQuery(studentFlagsQueryOptions());
}

export function useUpdateStudentFlags() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (patch: FlagsPatch) => api.patch<StudentFlags>('/v2/students/flags/', patch),
    onSuccess: (data) => {
      queryClient.setQueryData(studentFlagsQueryOptions().queryKey, data);
      void queryClient.invalidateQueries({ queryKey: systemModalsQueryOptions().queryKey });
      void queryClient.invalidateQueries({ queryKey: studentBalanceKeyPrefix.queryKey });
    },
  });
}
