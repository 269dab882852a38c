import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
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
import { api, apiRequest, queryKeyPrefix, studentKeyPrefix } from '../../../shared/api';

export type CoursesResponse = z.infer<typeof coursesResponseSchema>;
export type ModulesResponse = z.infer<typeof modulesResponseSchema>;
export type ModuleLessonsResponse = z.infer<typeof moduleLessonsResponseSchema>;

/** Every lessons query: rating a lesson or marking it watched can change any of them. */
export const lessonKeyPrefix = queryKeyPrefix('lessons');

const isId = (id: number) => Number.isInteger(id) && id > 0;

export const coursesQueryOptions = () =>
  queryOptions({
    queryKey: [...lessonKeyPrefix.queryKey, 'courses'],
    queryFn: () => api.get<CoursesResponse>('/v2/students/courses/'),
  });
export const useCourses = () => useQuery(coursesQueryOptions());

export const modulesQueryOptions = (productTypeId: number) =>
  queryOptions({
    queryKey: [...lessonKeyPrefix.queryKey, 'modules', productTypeId],
    queryFn: () => api.get<ModulesResponse>(`/v2/lessons/product-types/${productTypeId}/modules/`),
  });
export const useModules = (productTypeId: number) =>
  useQuery({ ...modulesQueryOptions(productTypeId), enabled: isId(productTypeId) });

export const moduleLessonsQueryOptions = (moduleId: number) =>
  queryOptions({
    queryKey: [...lessonKeyPrefix.queryKey, 'module', moduleId],
    queryFn: () => api.get<ModuleLessonsResponse>(`/v2/lessons/modules/${moduleId}/lessons/`),
  });
export const useModuleLessons = (moduleId: number) =>
  useQuery({ ...moduleLessonsQueryOptions(moduleId), enabled: isId(moduleId) });

/** A lesson's materials carry links valid for minutes: the lesson is refetched before they expire. */
const LINK_REFRESH_MS = 5 * 60_000;

export const lessonQueryOptions = (lessonId: number) =>
  queryOptions({
    queryKey: [...lessonKeyPrefix.queryKey, 'lesson', lessonId],
    queryFn: () => api.get<LessonDetail>(`/v2/lessons/${lessonId}/`),
    refetchInterval: LINK_REFRESH_MS,
  });
export const useLesson = (lessonId: number) =>
  useQuery({ ...lessonQueryOptions(lessonId), enabled: isId(lessonId) });

export const lessonByHashQueryOptions = (hash: string) =>
  queryOptions({
    queryKey: [...lessonKeyPrefix.queryKey, 'hash', hash],
    queryFn: () => api.get<LessonDetail>(`/v2/lessons/access/${encodeURIComponent(hash)}/`),
    refetchInterval: LINK_REFRESH_MS,
  });
export const useLessonByHash = (hash: string) =>
  useQuery({ ...lessonByHashQueryOptions(hash), enabled: hash.length > 0 });

export const courseRatingQueryOptions = (productTypeId: number) =>
  queryOptions({
    queryKey: [...lessonKeyPrefix.queryKey, 'rating', productTypeId],
    queryFn: () => api.get<CourseRatingResponse>(`/v2/lessons/product-types/${productTypeId}/rating/`),
  });
export const useCourseRating = (productTypeId: number) =>
  useQuery({ ...courseRatingQueryOptions(productTypeId), enabled: isId(productTypeId) });

export const monthProductsQueryOptions = (months: string[]) =>
  queryOptions({
    queryKey: [...lessonKeyPrefix.queryKey, 'months', months.join(',')],
    queryFn: () =>
      api.get<MonthProductsResponse>('/v2/students/products-preview/months/', {
        query: { months: months.join(',') },
      }),
  });
export const useMonthProducts = (months: string[]) => useQuery(monthProductsQueryOptions(months));

export const timetableQueryOptions = (year: number, month: number) =>
  queryOptions({
    queryKey: [...lessonKeyPrefix.queryKey, 'timetable', year, month],
    queryFn: () =>
      api.get<TimetableResponse>('/students/timetable/', { query: { type: 'month', year, month } }),
  });
export const useTimetable = (year: number, month: number) => useQuery(timetableQueryOptions(year, month));

export function useRateLesson(lessonId: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (value: number) =>
      apiRequest<{ value: number }>('PUT', `/v2/lessons/${lessonId}/rating/`, { body: { value } }),
    onSuccess: ({ value }) => {
      client.setQueriesData<LessonDetail>({ queryKey: lessonKeyPrefix.queryKey }, (old) =>
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
        client.invalidateQueries({ queryKey: lessonKeyPrefix.queryKey }),
        client.invalidateQueries({ queryKey: studentKeyPrefix.queryKey }),
      ]);
    },
  });
}
