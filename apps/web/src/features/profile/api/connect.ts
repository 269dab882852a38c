import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../shared/api';
import { profileQueryOptions } from './get-profile';
import { systemModalsQueryOptions } from './system-modals';

export function useGenerateConnectCode() {
  return useMutation({
    mutationFn: (phone: string) => api.post<unknown>('/v2/core/connect/code/generate/', { phone }),
  });
}

export function useCheckConnectCode() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: { phone: string; code: string }) =>
      api.post<unknown>('/v2/core/connect/code/check/', body),
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: profileQueryOptions().queryKey });
      void queryClient.invalidateQueries({ queryKey: systemModalsQueryOptions().queryKey });
    },
  });
}

export function useSaveSocialAccount() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: { method: 'telegram' | 'whatsapp'; value: string } | { vk: string }) =>
      'vk' in body
        ? api.post<unknown>('/v2/core/connect/vk/', { url: body.vk })
        : api.post<unknown>('/v2/core/connect/social-account/', body),
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: profileQueryOptions().queryKey });
      void queryClient.invalidateQueries({ queryKey: systemModalsQueryOptions().queryKey });
    },
  });
}
