import { queryOptions, useQuery } from '@tanstack/react-query';
import type { AuthUser } from '@prepa/contracts';
import { api, queryKeyPrefix, rememberSessionRole } from '../../../shared/api';
import { useSessionStore } from '../model/session-store';

export async function verify(): Promise<AuthUser> {
  const body = await api.get<{ user: AuthUser }>('/v3/auth/verify/');
  rememberSessionRole(body.user.id, body.user.role);
  return body.user;
}

/** Every auth query (the signed-in user, OAuth clients): what a new avatar can change. */
export const authKeyPrefix = queryKeyPrefix('auth');

/** The signed-in user; filled by start-up and by every login, wiped by logout. */
export function currentUserQueryOptions() {
  return queryOptions({
    queryKey: [...authKeyPrefix.queryKey, 'verify'],
    queryFn: verify,
    staleTime: Infinity,
    retry: false,
  });
}

/** The current user, or null for a guest. */
export function useCurrentUser(): AuthUser | null {
  const authenticated = useSessionStore((s) => s.authenticated);
  const { data } = useQuery({ ...currentUserQueryOptions(), enabled: authenticated });
  return authenticated ? (data ?? null) : null;
}
