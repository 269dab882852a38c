import type { LoginResponse } from '@prepa/contracts';
import { api } from '../../../shared/api';

/** Exchanges a one-time code from another app or device for a session. */
export function obtainCode(authCode: string): Promise<LoginResponse> {
  return api.post<LoginResponse>('/v2/auth/obtain-code/', { authCode }, { auth: false });
}
