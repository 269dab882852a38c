import { useMutation } from '@tanstack/react-query';
import type { LoginResponse, RegistrationV3 } from '@prepa/contracts';
import { api } from '../../../shared/api';

export function registerV3(payload: RegistrationV3): Promise<LoginResponse> {
  return api.post<LoginResponse>('/v3/auth/register/', payload, { auth: false });
}

export function useRegisterV3() {
  return useMutation({ mutationFn: registerV3 });
}
