import { useMutation } from '@tanstack/react-query';
import type { PasswordResetConfirm } from '@prepa/contracts';
import { api } from '../../../shared/api';

export function confirmPasswordReset(payload: PasswordResetConfirm): Promise<{ detail: string }> {
  return api.post('/v2/auth/password-reset-confirm/', payload, { auth: false });
}

export function usePasswordResetConfirm() {
  return useMutation({ mutationFn: confirmPasswordReset });
}
