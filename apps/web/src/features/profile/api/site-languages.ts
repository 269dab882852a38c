import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../shared/api';

export interface SiteLanguage {
  code: string;
  title: string;
  icon: string;
}

export function getSiteLanguages(): Promise<{ results: SiteLanguage[] }> {
  return api.get('/v1/multilingual/site-languages/', { auth: false });
}

export function siteLanguagesQueryOptions() {
  return queryOptions({ queryKey: ['site-languages'], queryFn: getSiteLanguages, staleTime: Infinity });
}

export function useSiteLanguages() {
  return useQuery(siteLanguagesQueryOptions());
}
