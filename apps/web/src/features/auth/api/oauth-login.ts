import type { LoginResponse } from '@prepa/contracts';
import { api } from '../../../shared/api';

/** Exchanges an identity-provider token for a session. */
export function oauthLogin(token: string): Promise<LoginResponse> {
  return api.post<LoginResponse>('/v2/auth/o/login/', { token }, { auth: false });
}
