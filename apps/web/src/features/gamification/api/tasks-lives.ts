import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { IndividualTasksResponse, LifeChargesPage } from '@prepa/contracts';
import { api, studentKeyPrefix } from '../../../shared/api';

/** GET /gamification/individual-tasks/: this week's tasks (RU and KZ only). */
export const individualTasksQueryOptions = () =>
  queryOptions({
    queryKey: [...studentKeyPrefix.queryKey, 'individual-tasks'],
    queryFn: () => api.get<IndividualTasksResponse>('/gamification/individual-tasks/'),
  });
export const useIndividualTasks = (enabled = true) => useQuery({ ...individualTasksQueryOptions(), enabled });

export const LIVES_PAGE_SIZE = 10;

/** GET /v2/students/audit/life-charges/: the lives audit, newest first, with the current lives. */
export const lifeChargesQueryOptions = (page: number) =>
  queryOptions({
    queryKey: [...studentKeyPrefix.queryKey, 'life-charges', page],
    queryFn: () =>
      api.get<LifeChargesPage>('/v2/students/audit/life-charges/', {
        query: { limit: LIVES_PAGE_SIZE, offset: (page - 1) * LIVES_PAGE_SIZE },
      }),
    placeholderData: keepPreviousData,
  });
export const useLifeCharges = (page: number) => useQuery(lifeChargesQueryOptions(page));
