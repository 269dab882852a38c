import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { Product, SysCourseTypeCode } from '@prepa/contracts';
import { api } from '../../../shared/api';

export interface ProductFilters {
  sysCourseTypeCode?: SysCourseTypeCode;
  productTypeId?: number;
  classYear?: number;
  classTypeId?: number;
  limit?: number;
  offset?: number;
}

export interface ProductPage {
  count: number;
  results: Product[];
}

export function getProducts(filters: ProductFilters): Promise<ProductPage> {
  return api.get('/v2/shop/products/', { query: { limit: 20, offset: 0, ...filters } });
}

export function productsQueryOptions(filters: ProductFilters) {
  return queryOptions({ queryKey: ['shop', 'products', filters], queryFn: () => getProducts(filters) });
}

export function useProducts(filters: ProductFilters) {
  return useQuery({ ...productsQueryOptions(filters), placeholderData: keepPreviousData });
}
