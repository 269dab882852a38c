import { queryOptions, useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import type { currentProgressSchema } from '@prepa/contracts';
import { api, studentKeyPrefix } from '../../../shared/api';

export type CurrentProgress = z.infer<typeof currentProgressSchema>;

/** GET /v2/students/current-progress/: exp, level, streak and the goal of every chosen subject. */
export const currentProgressQueryOptions = () =>
  queryOptions({
    queryKey: [...studentKeyPrefix.queryKey, 'current-progress'],
    queryFn: () => api.get<CurrentProgress>('/v2/students/current-progress/'),
  });

export const useCurrentProgress = () => useQuery(currentProgressQueryOptions());
