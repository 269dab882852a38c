import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Teacher } from '@prepa/contracts';
import { api } from '../../../shared/api';

export function getTeacher(id: number): Promise<Teacher> {
  return api.get(`/v2/shop/teachers/${id}/`);
}

export function teacherQueryOptions(id: number) {
  return queryOptions({
    queryKey: ['shop', 'teacher', id],
    queryFn: () => getTeacher(id),
    staleTime: 300_000,
  });
}

export function useTeacher(id: number | null) {
  return useQuery({ ...teacherQueryOptions(id ?? 0), enabled: id !== null });
}
