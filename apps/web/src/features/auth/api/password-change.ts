import { useMutation } from '@tanstack/react-query';
import { api } from '../../../shared/api';

export interface PasswordChange {
  oldPassword: string;
  newPassword1: string;
  newPassword2: string;
}

export function changePassword(payload: PasswordChange): Promise<{ detail: string }> {
  return api.post('/v2/auth/password-change/', payload);
}

export function usePasswordChange() {
  return useMutation({ mutationFn: changePassword });
}
