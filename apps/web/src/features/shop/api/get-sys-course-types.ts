import { queryOptions, useQuery } from '@tanstack/react-query';
import type { SysCourseType } from '@prepa/contracts';
import { api, embeddedAnswer, PAGE_LOADED_AT } from '../../../shared/api';

type SysCourseTypeList = { results: SysCourseType[] };

export function getSysCourseTypes(): Promise<SysCourseTypeList> {
  return api.get('/v2/shop/sys-course-types/');
}

/**
 * The list the server put in index.html on the catalogue's pages (`#prepa-course-types`, the same
 * answer as the endpoint's): the tiles render with start-up, without a round trip after it.
 */
function embeddedSysCourseTypes(): SysCourseTypeList | undefined {
  const answer = embeddedAnswer('prepa-course-types');
  if (!answer || typeof answer !== 'object' || !('results' in answer) || !Array.isArray(answer.results)) {
    return undefined;
  }
  return answer as SysCourseTypeList;
}

export function sysCourseTypesQueryOptions() {
  return queryOptions({
    queryKey: ['shop', 'sys-course-types'],
    queryFn: getSysCourseTypes,
    staleTime: 300_000,
    initialData: embeddedSysCourseTypes,
    // As old as the page: after staleTime a new screen using it refetches, showing these meanwhile.
    initialDataUpdatedAt: PAGE_LOADED_AT,
  });
}

export function useSysCourseTypes() {
  return useQuery(sysCourseTypesQueryOptions());
}
