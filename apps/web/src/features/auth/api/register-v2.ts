import { useMutation } from '@tanstack/react-query';
import type { LoginResponse, RegistrationV2 } from '@prepa/contracts';
import { api } from '../../../shared/api';

export function registerV2(payload: RegistrationV2): Promise<LoginResponse> {
  return api.post<LoginResponse>('/v2/auth/registration/', payload, { auth: false });
}

export function useRegisterV2() {
  return useMutation({ mutationFn: registerV2 });
}
