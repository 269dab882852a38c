import type { CpaMarkers } from '@prepa/contracts';
import { api } from '../../../shared/api';

/** POST /v2/cpa/markers/: the attribution parameters the visitor arrived with. */
export function postCpaMarkers(utmParams: CpaMarkers): Promise<unknown> {
  return api.post<unknown>('/v2/cpa/markers/', { utmParams });
}
