import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import type { bannerSchema } from '@prepa/contracts';
import { api, studentKeyPrefix } from '../../../shared/api';

export type Banner = z.infer<typeof bannerSchema>;

function list(data: Banner[] | { results: Banner[] }): Banner[] {
  return Array.isArray(data) ? data : data.results;
}

export function bannersQueryOptions() {
  return queryOptions({
    queryKey: [...studentKeyPrefix.queryKey, 'banners'],
    queryFn: async () => list(await api.get<Banner[] | { results: Banner[] }>('/core/banner/')),
  });
}

export function useBanners() {
  return useQuery(bannersQueryOptions());
}

export function useCloseBanner() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => api.post<unknown>('/core/banner/close/', { id }),
    onSuccess: (_, id) =>
      queryClient.setQueryData(bannersQueryOptions().queryKey, (old) => old?.filter((b) => b.id !== id)),
  });
}
