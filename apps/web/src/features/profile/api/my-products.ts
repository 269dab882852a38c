import { queryOptions, useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import type { myProductSchema } from '@prepa/contracts';
import { api, studentKeyPrefix } from '../../../shared/api';

/** The student's active products (the shop area's endpoint). */
export type MyProduct = z.infer<typeof myProductSchema>;

export function myProductsQueryOptions() {
  return queryOptions({
    queryKey: [...studentKeyPrefix.queryKey, 'my-products'],
    queryFn: async () => (await api.get<{ results: MyProduct[] }>('/v2/students/my-products/')).results,
  });
}

export function useMyProducts() {
  return useQuery(myProductsQueryOptions());
}
