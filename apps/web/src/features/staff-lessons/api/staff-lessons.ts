import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  LessonCreateBody,
  LessonPatchBody,
  ModuleCreateBody,
  ModulePatchBody,
  StaffCourseResponse,
  StaffCoursesResponse,
  StaffLesson,
  StaffModule,
} from '@prepa/contracts';
import { api, queryKeyPrefix } from '../../../shared/api';

/** Every query of the staff lessons screen: any change to a lesson or a file refetches them. */
export const staffLessonsKeyPrefix = queryKeyPrefix('staff', 'lessons');

export const staffCoursesQueryOptions = () =>
  queryOptions({
    queryKey: [...staffLessonsKeyPrefix.queryKey, 'courses'],
    queryFn: () => api.get<StaffCoursesResponse>('/v2/lessons/staff/courses/'),
  });
export const useStaffCourses = () => useQuery(staffCoursesQueryOptions());

export const staffCourseQueryOptions = (productTypeId: number) =>
  queryOptions({
    queryKey: [...staffLessonsKeyPrefix.queryKey, 'course', productTypeId],
    queryFn: () => api.get<StaffCourseResponse>(`/v2/lessons/staff/product-types/${productTypeId}/`),
  });
export const useStaffCourse = (productTypeId: number | null) =>
  useQuery({ ...staffCourseQueryOptions(productTypeId ?? 0), enabled: (productTypeId ?? 0) > 0 });

function useRefetchingMutation<Args, Result>(fn: (args: Args) => Promise<Result>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: fn,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: staffLessonsKeyPrefix.queryKey }),
  });
}

export const useCreateLesson = () =>
  useRefetchingMutation((body: LessonCreateBody) => api.post<StaffLesson>('/v2/lessons/', body));

export const useUpdateLesson = () =>
  useRefetchingMutation(({ id, body }: { id: number; body: LessonPatchBody }) =>
    api.patch<unknown>(`/v2/lessons/${id}/`, body),
  );

export const useDeleteLesson = () =>
  useRefetchingMutation((id: number) => api.delete<undefined>(`/v2/lessons/${id}/`));

export const useCreateModule = () =>
  useRefetchingMutation((body: ModuleCreateBody) => api.post<StaffModule>('/v2/lessons/modules/', body));

export const useRenameModule = () =>
  useRefetchingMutation(({ id, body }: { id: number; body: ModulePatchBody }) =>
    api.patch<StaffModule>(`/v2/lessons/modules/${id}/`, body),
  );

export const useDeleteModule = () =>
  useRefetchingMutation((id: number) => api.delete<undefined>(`/v2/lessons/modules/${id}/`));

export const useDeleteMaterial = () =>
  useRefetchingMutation((id: number) => api.delete<undefined>(`/v2/lessons/materials/${id}/`));

/** Refetches the screen after an upload (which goes through XHR for its progress). */
export function useRefetchStaffLessons() {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: staffLessonsKeyPrefix.queryKey });
}
