import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../shared/api';
import { profileQueryOptions } from './get-profile';
import { systemModalsQueryOptions } from './system-modals';

/** Sends a code to the signed-in user's new phone; answers the seconds before another. */
export function generateConnectCode(phone: string): Promise<{ resendIn: number }> {
  return api.post('/v2/core/connect/code/generate/', { phone });
}

/** Checks the code; the phone becomes the user's confirmed phone. */
export function checkConnectCode(body: { phone: string; code: string }): Promise<{ phone: string }> {
  return api.post('/v2/core/connect/code/check/', body);
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
