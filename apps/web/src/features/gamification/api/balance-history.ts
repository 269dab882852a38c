import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import type { historyEntrySchema } from '@prepa/contracts';
import { api, studentKeyPrefix } from '../../../shared/api';

export type BalanceHistoryEntry = z.infer<typeof historyEntrySchema>;
export interface Page<T> {
  count: number;
  next: string | null;
  previous: string | null;
  results: T[];
}

export const HISTORY_PAGE_SIZE = 10;

/** GET /v2/students/balance-history/: every change of umcoins, medals, keys and bonuses, newest first. */
export const balanceHistoryQueryOptions = (page: number) =>
  queryOptions({
    queryKey: [...studentKeyPrefix.queryKey, 'balance-history', page],
    queryFn: () =>
      api.get<Page<BalanceHistoryEntry>>('/v2/students/balance-history/', {
        query: { limit: HISTORY_PAGE_SIZE, offset: (page - 1) * HISTORY_PAGE_SIZE },
      }),
    placeholderData: keepPreviousData,
  });

export const useBalanceHistory = (page: number) => useQuery(balanceHistoryQueryOptions(page));
