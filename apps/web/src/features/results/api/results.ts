import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { ExamResult, ExamResults } from '@prepa/contracts';
import { api, studentKeyPrefix } from '../../../shared/api';

const BASE = '/students/exam-results';

/** GET /students/exam-results/: the student's results of the current exam year. */
export const examResultsQueryOptions = () =>
  queryOptions({
    queryKey: [...studentKeyPrefix.queryKey, 'exam-results'],
    queryFn: () => api.get<ExamResults>(`${BASE}/`),
  });

export const useExamResults = (enabled = true) => useQuery({ ...examResultsQueryOptions(), enabled });

type Change =
  | { kind: 'points'; classType: number; points: number | null }
  | { kind: 'visibility'; id: number; isVisible: boolean }
  | { kind: 'otherDate'; id: number; otherDate: boolean }
  | { kind: 'feedback'; id: number; text: string };

function send(change: Change): Promise<ExamResult> {
  switch (change.kind) {
    case 'points':
      return api.post<ExamResult>(`${BASE}/points/`, {
        classType: change.classType,
        points: change.points,
      });
    case 'visibility':
      return api.post<ExamResult>(`${BASE}/${change.id}/visibility/`, { isVisible: change.isVisible });
    case 'otherDate':
      return api.post<ExamResult>(`${BASE}/${change.id}/other-date/`, { otherDate: change.otherDate });
    case 'feedback':
      return api.post<ExamResult>(`${BASE}/feedback/`, { id: change.id, text: change.text });
  }
}

/** Any change of one result; the list is updated in place, then refetched (needsFilling may change). */
export function useChangeResult() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: send,
    onSuccess: (item) => {
      queryClient.setQueryData(examResultsQueryOptions().queryKey, (old) =>
        old ? { ...old, classTypes: old.classTypes.map((c) => (c.id === item.id ? item : c)) } : old,
      );
      void queryClient.invalidateQueries({ queryKey: examResultsQueryOptions().queryKey });
    },
  });
}
