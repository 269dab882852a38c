import { useMutation } from '@tanstack/react-query';
import type { LoginRequest, LoginResponse } from '@prepa/contracts';
import { api } from '../../../shared/api';

export function login(payload: LoginRequest): Promise<LoginResponse> {
  return api.post<LoginResponse>('/v3/auth/login/', payload, { auth: false });
}

export function useLogin() {
  return useMutation({ mutationFn: login });
}
