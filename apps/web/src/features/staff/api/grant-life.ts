import { useMutation } from '@tanstack/react-query';
import { IDEMPOTENCY_KEY_HEADER, type Lives } from '@prepa/contracts';
import { api } from '../../../shared/api';

export interface GrantLife {
  studentId: number;
  comment: string;
  /** One key per submitted form: a retry of the same click never adds a second life. */
  requestKey: string;
}

export function useGrantLife() {
  return useMutation({
    mutationFn: ({ studentId, comment, requestKey }: GrantLife) =>
      api.post<Lives>(
        `/v2/curators/students/${studentId}/lives/`,
        { comment },
        { headers: { [IDEMPOTENCY_KEY_HEADER]: requestKey } },
      ),
  });
}
