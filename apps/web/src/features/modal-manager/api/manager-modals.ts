import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { ManagerModalsResponse, NewModal } from '@prepa/contracts';
import { api } from '../../../shared/api';

const BASE = '/v2/managers/modals/';

/** GET /v2/managers/modals/: every modal with its polls, views and answers counted. */
export const managerModalsQueryOptions = () =>
  queryOptions({
    queryKey: ['staff', 'global-modals'],
    queryFn: () => api.get<ManagerModalsResponse>(BASE),
  });

export const useManagerModals = () => useQuery(managerModalsQueryOptions());

export function useCreateModal() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (modal: NewModal) => api.post<{ id: number }>(BASE, modal),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: managerModalsQueryOptions().queryKey }),
  });
}

export function useSetModalActive() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, isActive }: { id: number; isActive: boolean }) =>
      api.patch<undefined>(`${BASE}${id}/`, { isActive }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: managerModalsQueryOptions().queryKey }),
  });
}
