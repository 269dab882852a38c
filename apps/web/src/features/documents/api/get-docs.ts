import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../shared/api';

export interface PublicDoc {
  title: string;
  link: string;
  kind: string;
}
export interface StaticDoc {
  title: string;
  url: string;
}

export function publicDocsQueryOptions() {
  return queryOptions({
    queryKey: ['documents', 'public'],
    queryFn: () => api.get<{ results: PublicDoc[] }>('/core/docs/'),
    staleTime: 300_000,
  });
}

/** Spec 2 §9: static documents are cached. */
export function staticDocsQueryOptions() {
  return queryOptions({
    queryKey: ['documents', 'static'],
    queryFn: () => api.get<{ results: StaticDoc[] }>('/v2/students/documents/static/'),
    staleTime: 300_000,
  });
}

export function usePublicDocs() {
  return useQuery(publicDocsQueryOptions());
}

export function useStaticDocs() {
  return useQuery(staticDocsQueryOptions());
}
