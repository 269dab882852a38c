import { useMutation } from '@tanstack/react-query';
import { api } from '../../../shared/api';

export function requestPasswordReset(payload: { email: string }): Promise<{ detail: string }> {
  return api.post('/v2/auth/password-reset/', payload, { auth: false });
}

export function usePasswordReset() {
  return useMutation({ mutationFn: requestPasswordReset });
}
