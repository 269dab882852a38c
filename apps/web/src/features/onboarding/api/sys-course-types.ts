import { queryOptions, useQuery } from '@tanstack/react-query';
import { api, studentKeyPrefix } from '../../../shared/api';

/** The system course types, loaded once at a student's start-up (spec 1 §4) and kept for the session. */
export const startupSysCourseTypesQueryOptions = () =>
  queryOptions({
    queryKey: [...studentKeyPrefix.queryKey, 'sys-course-types'],
    queryFn: () => api.get<unknown>('/v2/core/sys-course-types/'),
    staleTime: Infinity,
  });

export const useStartupSysCourseTypes = () => useQuery(startupSysCourseTypesQueryOptions());
