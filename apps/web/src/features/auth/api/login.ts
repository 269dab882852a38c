import type { LoginRequest, LoginResponse } from '@prepa/contracts';
import { api } from '../../../shared/api/client';

/** Plain call, no query hook: the login page renders before (and without) the query client. */
export function login(payload: LoginRequest): Promise<LoginResponse> {
  return api.post<LoginResponse>('/v3/auth/login/', payload, { auth: false });
}
