import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../shared/api';

export interface ClassYearOption {
  id: number;
  title: string;
  order: number;
}
export interface ClassTypeOption {
  id: number;
  title: string;
}

/** Lists come either bare or as `{ results }`. */
function unwrap<T>(body: T[] | { results: T[] }): T[] {
  return Array.isArray(body) ? body : body.results;
}

export function classYearsQueryOptions() {
  return queryOptions({
    queryKey: ['core', 'class-years'],
    queryFn: async () =>
      unwrap(await api.get<ClassYearOption[] | { results: ClassYearOption[] }>('/v2/core/class-years/')),
    staleTime: 300_000,
  });
}

export function classTypesQueryOptions(classYear: number | undefined) {
  return queryOptions({
    queryKey: ['core', 'class-types', classYear ?? null],
    queryFn: async () =>
      unwrap(
        await api.get<ClassTypeOption[] | { results: ClassTypeOption[] }>('/v2/core/class-types/', {
          query: { classYear },
        }),
      ),
    staleTime: 300_000,
  });
}

export function useClassYears() {
  return useQuery(classYearsQueryOptions());
}

export function useClassTypes(classYear: number | undefined) {
  return useQuery(classTypesQueryOptions(classYear));
}
