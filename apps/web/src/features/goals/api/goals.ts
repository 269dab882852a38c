import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import type { classYearSchema, studentGoalsPatchSchema, studentGoalsSchema } from '@prepa/contracts';
import { api } from '../../../shared/api';
import { programKeyPrefix } from './individual-program';

export type ClassYear = z.infer<typeof classYearSchema>;
export type StudentGoalsData = z.infer<typeof studentGoalsSchema>;
export type StudentGoalsPatch = z.input<typeof studentGoalsPatchSchema>;
export interface ClassType {
  id: number;
  title: string;
  color?: { base: string };
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

export function classTypesQueryOptions(classYear: number | null) {
  return queryOptions({
    queryKey: ['goals', 'class-types', classYear],
    queryFn: async () =>
      list(
        await api.get<ClassType[] | { results: ClassType[] }>('/v2/core/class-types/', {
          query: { class_year: classYear },
        }),
      ),
  });
}

export function useClassTypes(classYear: number | null) {
  return useQuery({ ...classTypesQueryOptions(classYear), enabled: classYear !== null });
}

export function extraGoalsQueryOptions() {
  return queryOptions({
    queryKey: ['goals', 'extra-goals'],
    queryFn: async () =>
      list(await api.get<ClassType[] | { results: ClassType[] }>('/v2/umits/goal/extra-goals/')),
  });
}

export function useExtraGoals() {
  return useQuery(extraGoalsQueryOptions());
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
      void queryClient.invalidateQueries({ queryKey: programKeyPrefix.queryKey });
    },
  });
}

export interface StudentClassType {
  id: number;
  title: string;
  color: { base: string };
}

export function studentClassTypesQueryOptions() {
  return queryOptions({
    queryKey: ['goals', 'student-class-types'],
    queryFn: async () =>
      (await api.get<{ results: StudentClassType[] }>('/v2/students/class-types/')).results,
  });
}

/** The student's chosen subjects (GET /v2/students/class-types/). */
export function useStudentClassTypes() {
  return useQuery(studentClassTypesQueryOptions());
}

/** Subjects of the goals plus subjects of the courses the student has now. */
export function goalAndPurchaseClassTypesQueryOptions() {
  return queryOptions({
    queryKey: ['goals', 'goal-and-purchase-class-types'],
    queryFn: async () =>
      (await api.get<{ results: StudentClassType[] }>('/v2/umits/goal/goal-and-purchase-class-types/'))
        .results,
  });
}

export function useGoalAndPurchaseClassTypes() {
  return useQuery(goalAndPurchaseClassTypesQueryOptions());
}

/** PATCH /v2/students/class-types/: replaces the subjects of the student's current class year. */
export function useSaveStudentClassTypes() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (classTypes: number[]) =>
      api.patch<{ results: StudentClassType[] }>('/v2/students/class-types/', { classTypes }),
    onSuccess: (data) => {
      queryClient.setQueryData(studentClassTypesQueryOptions().queryKey, data.results);
      void queryClient.invalidateQueries({ queryKey: goalsQueryOptions().queryKey });
      void queryClient.invalidateQueries({ queryKey: goalAndPurchaseClassTypesQueryOptions().queryKey });
      void queryClient.invalidateQueries({ queryKey: programKeyPrefix.queryKey });
    },
  });
}
