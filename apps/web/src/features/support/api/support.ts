import { queryOptions, useQuery } from '@tanstack/react-query';
import { SUPPORT_CONTACTS_MAX_AGE, type SupportContacts } from '@prepa/contracts';
import { api } from '../../../shared/api';

/** GET /settings/support/: the platform's support contacts, public; kept as long as the server allows. */
export const supportContactsQueryOptions = () =>
  queryOptions({
    queryKey: ['settings', 'support'],
    queryFn: () => api.get<SupportContacts>('/settings/support/', { auth: false }),
    staleTime: SUPPORT_CONTACTS_MAX_AGE * 1000,
    gcTime: SUPPORT_CONTACTS_MAX_AGE * 1000,
    retry: 1,
  });

export const useSupportContacts = () => useQuery(supportContactsQueryOptions());
