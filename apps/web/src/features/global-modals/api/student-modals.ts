import { queryOptions } from '@tanstack/react-query';
import type { StudentModalsResponse } from '@prepa/contracts';
import { api, studentKeyPrefix } from '../../../shared/api';
import type { FiredModalAction } from '../../../shared/lib/modal-action';

/** GET /v2/students/modals/: the modals of one fired action (and its item) the student has not seen. */
export const studentModalsQueryOptions = ({ action, itemId }: FiredModalAction) =>
  queryOptions({
    queryKey: [...studentKeyPrefix.queryKey, 'global-modals', action, itemId ?? null],
    queryFn: () =>
      api.get<StudentModalsResponse>('/v2/students/modals/', { query: { action, item_id: itemId } }),
    staleTime: Infinity,
  });
