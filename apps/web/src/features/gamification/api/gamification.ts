import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import {
  DAILY_STRIKE_CACHE_SECONDS,
  type DailyStrike,
  type StudentBalance,
  type historyEntrySchema,
  type levelSchema,
  type nextLevelSchema,
  type ratingEntrySchema,
} from '@prepa/contracts';
import { api, studentBalanceKeyPrefix, studentKeyPrefix } from '../../../shared/api';

export type HistoryEntry = z.infer<typeof historyEntrySchema>;
export type Level = z.infer<typeof levelSchema>;
export type NextLevel = z.infer<typeof nextLevelSchema>;
export type RatingEntry = z.infer<typeof ratingEntrySchema>;
export interface DailyAction {
  action: string;
  done: boolean;
  progress?: number;
  goal?: number;
}

type Listish<T> = T[] | { results: T[] };
const list = <T>(data: Listish<T>): T[] => (Array.isArray(data) ? data : data.results);

export const balanceQueryOptions = () =>
  queryOptions({
    queryKey: [...studentBalanceKeyPrefix.queryKey],
    queryFn: () => api.get<StudentBalance>('/v2/students/student-balance/'),
  });
export const useBalance = (enabled = true) => useQuery({ ...balanceQueryOptions(), enabled });

export const dailyStrikeQueryOptions = () =>
  queryOptions({
    queryKey: [...studentKeyPrefix.queryKey, 'daily-strike'],
    queryFn: () => api.get<DailyStrike>('/gamification/daily-strike/'),
    staleTime: DAILY_STRIKE_CACHE_SECONDS * 1000,
  });
export const useDailyStrike = (enabled = true) => useQuery({ ...dailyStrikeQueryOptions(), enabled });

export const dailyActionsQueryOptions = () =>
  queryOptions({
    queryKey: [...studentKeyPrefix.queryKey, 'daily-actions'],
    queryFn: async () => list(await api.get<Listish<DailyAction>>('/v2/students/daily-actions/')),
  });
export const useDailyActions = () => useQuery(dailyActionsQueryOptions());

export const levelsQueryOptions = () =>
  queryOptions({
    queryKey: [...studentKeyPrefix.queryKey, 'levels'],
    queryFn: async () => list(await api.get<Listish<Level>>('/v2/core/levels/')),
  });
export const useLevels = () => useQuery(levelsQueryOptions());

export const nextLevelQueryOptions = () =>
  queryOptions({
    queryKey: [...studentKeyPrefix.queryKey, 'next-level'],
    queryFn: () => api.get<NextLevel>('/students/next-level/'),
  });
export const useNextLevel = () => useQuery(nextLevelQueryOptions());

export const ratingQueryOptions = (neighbours: boolean) =>
  queryOptions({
    queryKey: [...studentKeyPrefix.queryKey, 'rating', neighbours],
    queryFn: async () =>
      list(await api.get<Listish<RatingEntry>>('/v2/students/rating/', { query: { neighbours } })),
  });
export const useRating = (neighbours: boolean) => useQuery(ratingQueryOptions(neighbours));

export const expHistoryQueryOptions = () =>
  queryOptions({
    queryKey: [...studentKeyPrefix.queryKey, 'exp-history'],
    queryFn: async () => list(await api.get<Listish<HistoryEntry>>('/v2/students/exp-history/')),
  });
export const useExpHistory = () => useQuery(expHistoryQueryOptions());

export function useDropLevel() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => api.post<unknown>('/v2/students/drop-level-progress/'),
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: studentKeyPrefix.queryKey }),
  });
}
