import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { PURCHASES_PAGE_SIZE, type PurchasedDocument } from '@prepa/contracts';
import { api } from '../../../shared/api';

export interface PurchasedPage {
  count: number;
  results: PurchasedDocument[];
}

export interface PurchasesFilter {
  year?: number;
  month?: number;
}

export function getPurchased(filter: PurchasesFilter, offset: number): Promise<PurchasedPage> {
  return api.get('/v2/students/documents/purchased/', {
    query: { limit: PURCHASES_PAGE_SIZE, offset, year: filter.year, month: filter.month },
  });
}

/** Page size 4; the filter is part of the key, so a new filter starts from the first page. */
export function purchasedQueryOptions(filter: PurchasesFilter) {
  return infiniteQueryOptions({
    queryKey: ['documents', 'purchased', filter.year ?? null, filter.month ?? null],
    queryFn: ({ pageParam }) => getPurchased(filter, pageParam),
    initialPageParam: 0,
    getNextPageParam: (last, pages) => {
      const loaded = pages.reduce((n, p) => n + p.results.length, 0);
      return loaded < last.count ? loaded : undefined;
    },
  });
}

export function usePurchased(filter: PurchasesFilter) {
  return useInfiniteQuery(purchasedQueryOptions(filter));
}
