import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../shared/api';
import { authKeyPrefix } from './verify';

export interface OauthClient {
  clientId: string;
  name: string;
}

export function getOauthClient(clientId: string, clientRedirect: string): Promise<OauthClient> {
  return api.get<OauthClient>('/v2/auth/o/clients/', {
    query: { client_id: clientId, client_redirect: clientRedirect },
    auth: false,
  });
}

export function oauthClientQueryOptions(clientId: string, clientRedirect: string) {
  return queryOptions({
    queryKey: [...authKeyPrefix.queryKey, 'oauth-client', clientId, clientRedirect],
    queryFn: () => getOauthClient(clientId, clientRedirect),
    retry: false,
    staleTime: Infinity,
  });
}

export function useOauthClient(clientId: string, clientRedirect: string, enabled: boolean) {
  return useQuery({ ...oauthClientQueryOptions(clientId, clientRedirect), enabled });
}
