import { queryOptions, useQuery } from '@tanstack/react-query';
import type { CartBundle, SysCourseTypeCode } from '@prepa/contracts';
import { api } from '../../../shared/api';

export function getBundles(sysCourseTypeCode: SysCourseTypeCode): Promise<{ results: CartBundle[] }> {
  return api.get('/v2/shop/bundles/', { query: { sysCourseTypeCode } });
}

export function bundlesQueryOptions(sysCourseTypeCode: SysCourseTypeCode) {
  return queryOptions({
    queryKey: ['shop', 'bundles', sysCourseTypeCode],
    queryFn: () => getBundles(sysCourseTypeCode),
  });
}

export function useBundles(sysCourseTypeCode: SysCourseTypeCode) {
  return useQuery(bundlesQueryOptions(sysCourseTypeCode));
}
