import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import type { classYearSchema, studentGoalsPatchSchema, studentGoalsSchema } from '@prepa/contracts';
import { api } from '../../../shared/api';

export type ClassYear = z.infer<typeof classYearSchema>;
export type StudentGoalsData = z.infer<typeof studentGoalsSchema>;
export type StudentGoalsPatch = z.input<typeof studentGoalsPatchSchema>;
export interface ClassType {
  id: number;
  title: string;
}

function list<T>(data: T[] | { results: T[] }): T[] {
  return Array.isArray(data) ? data : data.results;
}

export function classYearsQueryOptions() {
  return queryOptions({
    queryKey: ['goals', 'class-years'],
    queryFn: async () => list(await api.get<ClassYear[] | { results: ClassYear[] }>('/v2/core/class-years/')),
    staleTime: 5 * 60_000,
  });
}

export function useClassYears() {
  return useQuery(classYearsQueryOptions());
}

export function useClassTypes(classYear: number | null) {
  return useQuery({
    queryKey: ['goals', 'class-types', classYear],
    queryFn: async () =>
      list(
        await api.get<ClassType[] | { results: ClassType[] }>('/v2/core/class-types/', {
          query: { class_year: classYear },
        }),
      ),
    enabled: classYear !== null,
  });
}

export function useExtraGoals() {
  return useQuery({
    queryKey: ['goals', 'extra-goals'],
    queryFn: async () =>
      list(await api.get<ClassType[] | { results: ClassType[] }>('/v2/umits/goal/extra-goals/')),
  });
}

export function goalsQueryOptions() {
  return queryOptions({
    queryKey: ['goals', 'goal'],
    queryFn: () => api.get<StudentGoalsData>('/v2/umits/goal/'),
  });
}

export function useGoals() {
  return useQuery(goalsQueryOptions());
}

export function useSaveGoals() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (patch: StudentGoalsPatch) => api.patch<StudentGoalsData>('/v2/umits/goal/', patch),
    onSuccess: (data) => {
      queryClient.setQueryData(goalsQueryOptions().queryKey, data);
      void queryClient.invalidateQueries({ queryKey: ['goals', 'program'] });
    },
  });
}
