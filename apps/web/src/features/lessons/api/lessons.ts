import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import type {
  CourseRatingResponse,
  LessonDetail,
  LessonWatchedResponse,
  MonthProductsResponse,
  TimetableResponse,
  coursesResponseSchema,
  moduleLessonsResponseSchema,
  modulesResponseSchema,
} from '@prepa/contracts';
import { api, apiRequest } from '../../../shared/api';

export type CoursesResponse = z.infer<typeof coursesResponseSchema>;
export type ModulesResponse = z.infer<typeof modulesResponseSchema>;
export type ModuleLessonsResponse = z.infer<typeof moduleLessonsResponseSchema>;

export const lessonKeys = {
  all: ['lessons'] as const,
  courses: () => ['lessons', 'courses'] as const,
  modules: (productTypeId: number) => ['lessons', 'modules', productTypeId] as const,
  moduleLessons: (moduleId: number) => ['lessons', 'module', moduleId] as const,
  lesson: (lessonId: number) => ['lessons', 'lesson', lessonId] as const,
  byHash: (hash: string) => ['lessons', 'hash', hash] as const,
  rating: (productTypeId: number) => ['lessons', 'rating', productTypeId] as const,
  months: (months: string) => ['lessons', 'months', months] as const,
  timetable: (year: number, month: number) => ['lessons', 'timetable', year, month] as const,
};

export const useCourses = () =>
  useQuery({
    queryKey: lessonKeys.courses(),
    queryFn: () => api.get<CoursesResponse>('/v2/students/courses/'),
  });

export const useModules = (productTypeId: number) =>
  useQuery({
    queryKey: lessonKeys.modules(productTypeId),
    queryFn: () => api.get<ModulesResponse>(`/v2/lessons/product-types/${productTypeId}/modules/`),
    enabled: Number.isInteger(productTypeId) && productTypeId > 0,
  });

export const useModuleLessons = (moduleId: number) =>
  useQuery({
    queryKey: lessonKeys.moduleLessons(moduleId),
    queryFn: () => api.get<ModuleLessonsResponse>(`/v2/lessons/modules/${moduleId}/lessons/`),
    enabled: Number.isInteger(moduleId) && moduleId > 0,
  });

/** A lesson's materials carry links valid for minutes: the lesson is refetched before they expire. */
const LINK_REFRESH_MS = 5 * 60_000;

export const useLesson = (lessonId: number) =>
  useQuery({
    queryKey: lessonKeys.lesson(lessonId),
    queryFn: () => api.get<LessonDetail>(`/v2/lessons/${lessonId}/`),
    enabled: Number.isInteger(lessonId) && lessonId > 0,
    refetchInterval: LINK_REFRESH_MS,
  });

export const useLessonByHash = (hash: string) =>
  useQuery({
    queryKey: lessonKeys.byHash(hash),
    queryFn: () => api.get<LessonDetail>(`/v2/lessons/access/${encodeURIComponent(hash)}/`),
    enabled: hash.length > 0,
    refetchInterval: LINK_REFRESH_MS,
  });

export const useCourseRating = (productTypeId: number) =>
  useQuery({
    queryKey: lessonKeys.rating(productTypeId),
    queryFn: () => api.get<CourseRatingResponse>(`/v2/lessons/product-types/${productTypeId}/rating/`),
    enabled: Number.isInteger(productTypeId) && productTypeId > 0,
  });

export const useMonthProducts = (months: string[]) =>
  useQuery({
    queryKey: lessonKeys.months(months.join(',')),
    queryFn: () =>
      api.get<MonthProductsResponse>('/v2/students/products-preview/months/', {
        query: { months: months.join(',') },
      }),
  });

export const useTimetable = (year: number, month: number) =>
  useQuery({
    queryKey: lessonKeys.timetable(year, month),
    queryFn: () =>
      api.get<TimetableResponse>('/students/timetable/', { query: { type: 'month', year, month } }),
  });

export function useRateLesson(lessonId: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (value: number) =>
      apiRequest<{ value: number }>('PUT', `/v2/lessons/${lessonId}/rating/`, { body: { value } }),
    onSuccess: ({ value }) => {
      client.setQueriesData<LessonDetail>({ queryKey: lessonKeys.all }, (old) =>
        old && 'myRating' in old && old.id === lessonId ? { ...old, myRating: value } : old,
      );
    },
  });
}

export function useMarkWatched(lessonId: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: () => api.post<LessonWatchedResponse>(`/v2/lessons/${lessonId}/watched/`),
    onSuccess: async () => {
      await Promise.all([
        client.invalidateQueries({ queryKey: lessonKeys.all }),
        client.invalidateQueries({ queryKey: ['student'] }),
      ]);
    },
  });
}
