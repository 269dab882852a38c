import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import type { financialReportEntrySchema } from '@prepa/contracts';
import { api, studentKeyPrefix } from '../../../shared/api';
import type { Page } from './balance-history';

export type FinancialReportEntry = z.infer<typeof financialReportEntrySchema>;

export const REPORT_PAGE_SIZE = 10;

/** GET /v2/students/financial-report/: the student's payments, newest first, amounts in minor units. */
export const financialReportQueryOptions = (page: number) =>
  queryOptions({
    queryKey: [...studentKeyPrefix.queryKey, 'financial-report', page],
    queryFn: () =>
      api.get<Page<FinancialReportEntry>>('/v2/students/financial-report/', {
        query: { limit: REPORT_PAGE_SIZE, offset: (page - 1) * REPORT_PAGE_SIZE },
      }),
    placeholderData: keepPreviousData,
  });

export const useFinancialReport = (page: number) => useQuery(financialReportQueryOptions(page));
