import { api } from '../../../shared/api';

/**
 * A document URL starting with `/` is resolved by a GET (spec 2 §7): an API address such as
 * `/students/documents/offer-application/?item=5` answers `{ url }`. Addresses already under `/api/`
 * are documents themselves, as are absolute ones.
 */
export async function resolveDocumentUrl(url: string): Promise<string> {
  if (!url.startsWith('/') || url.startsWith('//') || url.startsWith('/api/')) return url;
  const body = await api.get<{ url?: unknown }>(url);
  if (typeof body.url !== 'string') throw new Error('document without url');
  return body.url;
}
