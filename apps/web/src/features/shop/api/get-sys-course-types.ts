import { queryOptions, useQuery } from '@tanstack/react-query';
import type { SysCourseType } from '@prepa/contracts';
import { api } from '../../../shared/api';

export function getSysCourseTypes(): Promise<{ results: SysCourseType[] }> {
  return api.get('/v2/shop/sys-course-types/');
}

export function sysCourseTypesQueryOptions() {
  return queryOptions({
    queryKey: ['shop', 'sys-course-types'],
    queryFn: getSysCourseTypes,
    staleTime: 300_000,
  });
}

export function useSysCourseTypes() {
  return useQuery(sysCourseTypesQueryOptions());
}
