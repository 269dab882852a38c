import { api } from '../../../shared/api';

/** Revokes the session on the server (bearer, no body). */
export function logoutRequest(): Promise<void> {
  return api.post<void>('/v2/auth/logout/');
}
