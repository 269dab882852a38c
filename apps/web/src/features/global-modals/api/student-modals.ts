import { queryOptions } from '@tanstack/react-query';
import type { StudentModalsResponse } from '@prepa/contracts';
import { api } from '../../../shared/api';
import type { FiredModalAction } from '../../../shared/lib/modal-action';

/** GET /v2/students/modals/: the modals of one fired action (and its item) the student has not seen. */
export const studentModalsQueryOptions = ({ action, itemId }: FiredModalAction) =>
  queryOptions({
    queryKey: ['student', 'global-modals', action, itemId ?? null],
    queryFn: () =>
      api.get<StudentModalsResponse>('/v2/students/modals/', { query: { action, item_id: itemId } }),
    staleTime: Infinity,
  });
