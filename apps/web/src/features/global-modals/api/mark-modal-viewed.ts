import { useMutation } from '@tanstack/react-query';
import { api } from '../../../shared/api';

/** POST /v2/students/modals/{id}/: the student has seen the modal (once; a repeat changes nothing). */
export function markModalViewed({ id, itemId }: { id: number; itemId: number | null }) {
  return api.post<{ id: number; viewedAt: string }>(
    `/v2/students/modals/${id}/`,
    itemId === null ? {} : { itemId },
  );
}

export const useMarkModalViewed = () => useMutation({ mutationFn: markModalViewed });
