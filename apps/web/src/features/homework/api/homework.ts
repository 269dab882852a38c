import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  HOMEWORK_FILE_LINK_TTL_SECONDS,
  type CuratorCheck,
  type CuratorSubmission,
  type HomeworkCompleted,
  type HomeworkDetail,
  type HomeworkFile,
  type HomeworkListItem,
  type HomeworkPrint,
  type HomeworkStatus,
  type HomeworkTask,
  type TaskAnswer,
} from '@prepa/contracts';
import { api, queryKeyPrefix, uploadForm } from '../../../shared/api';

/** Every homework query of the student: a submission or a fixed task can change any of them. */
export const homeworkKeyPrefix = queryKeyPrefix('homework');
/** Every query of the curators' homework queue: a check, return or refusal can change any of them. */
export const curatorHomeworkKeyPrefix = queryKeyPrefix('curator-homework');

export interface HomeworkFilters {
  classType?: number;
  status?: HomeworkStatus;
  deadline?: 'upcoming' | 'past' | 'week';
  offset: number;
}
export const HOMEWORK_PAGE = 10;
/** The file links are signed for HOMEWORK_FILE_LINK_TTL_SECONDS: reads carrying them are refreshed before that. */
const FILE_LINKS_REFRESH_MS = (HOMEWORK_FILE_LINK_TTL_SECONDS * 1000) / 2;

interface Page<T> {
  count: number;
  next: string | null;
  previous: string | null;
  results: T[];
}

function query(f: HomeworkFilters): string {
  const q = new URLSearchParams({ limit: String(HOMEWORK_PAGE), offset: String(f.offset) });
  if (f.classType) q.set('class_type', String(f.classType));
  if (f.status) q.set('status', f.status);
  if (f.deadline) q.set('deadline', f.deadline);
  return q.toString();
}

export const homeworkListQueryOptions = (f: HomeworkFilters) =>
  queryOptions({
    queryKey: [...homeworkKeyPrefix.queryKey, 'list', f],
    queryFn: () => api.get<Page<HomeworkListItem>>(`/v2/homework/?${query(f)}`),
    placeholderData: keepPreviousData,
  });
export const useHomeworkList = (f: HomeworkFilters) => useQuery(homeworkListQueryOptions(f));

export const homeworkTypesQueryOptions = () =>
  queryOptions({
    queryKey: [...homeworkKeyPrefix.queryKey, 'types'],
    queryFn: () =>
      api.get<{
        results: { id: number; title: string; classTypeId: number | null; subject: string | null }[];
      }>('/v2/homework/types/'),
  });
export const useHomeworkTypes = () => useQuery(homeworkTypesQueryOptions());

export const homeworkQueryOptions = (id: number) =>
  queryOptions({
    queryKey: [...homeworkKeyPrefix.queryKey, 'one', id],
    queryFn: () => api.get<HomeworkDetail>(`/v2/homework/${id}/`),
    refetchInterval: FILE_LINKS_REFRESH_MS,
  });
export const useHomework = (id: number) => useQuery(homeworkQueryOptions(id));

export const homeworkCompletedQueryOptions = (id: number) =>
  queryOptions({
    queryKey: [...homeworkKeyPrefix.queryKey, 'completed', id],
    queryFn: () => api.get<HomeworkCompleted>(`/v2/homework/${id}/completed/`),
    refetchInterval: FILE_LINKS_REFRESH_MS,
  });
export const useHomeworkCompleted = (id: number) => useQuery(homeworkCompletedQueryOptions(id));

export const workOnBugsQueryOptions = (id: number) =>
  queryOptions({
    queryKey: [...homeworkKeyPrefix.queryKey, 'bugs', id],
    queryFn: () =>
      api.get<{ homeworkId: number; title: string; status: HomeworkStatus; tasks: HomeworkTask[] }>(
        `/v2/homework/${id}/work-on-bugs/`,
      ),
  });
export const useWorkOnBugs = (id: number) => useQuery(workOnBugsQueryOptions(id));

export const homeworkPrintQueryOptions = (submissionId: number) =>
  queryOptions({
    queryKey: [...homeworkKeyPrefix.queryKey, 'print', submissionId],
    queryFn: () => api.get<HomeworkPrint>(`/v2/homework/submissions/${submissionId}/print/`),
  });
export const useHomeworkPrint = (submissionId: number) => useQuery(homeworkPrintQueryOptions(submissionId));

export const saveDraft = (id: number, answers: Record<string, TaskAnswer>) =>
  api.patch<{ draftSavedAt: string }>(`/v2/homework/${id}/draft/`, { answers });

export function useSubmitHomework(id: number) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (answers: Record<string, TaskAnswer>) =>
      api.post<{ status: HomeworkStatus; score: number; maxScore: number; expCredited: number }>(
        `/v2/homework/${id}/submit/`,
        { answers },
      ),
    onSuccess: () => qc.invalidateQueries({ queryKey: homeworkKeyPrefix.queryKey }),
  });
}

export function useFixTask(id: number) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (v: { taskId: number; answer: TaskAnswer }) =>
      api.post<{ isCorrect: boolean; remaining: number; status: HomeworkStatus }>(
        `/v2/homework/${id}/work-on-bugs/`,
        v,
      ),
    onSuccess: () => qc.invalidateQueries({ queryKey: homeworkKeyPrefix.queryKey }),
  });
}

/** Attaching files to a long answer; the homework queries are refreshed after each change. */
export function useHomeworkFiles(homeworkId: number, taskId: number) {
  const qc = useQueryClient();
  const base = `/v2/homework/${homeworkId}/tasks/${taskId}/files/`;
  const refresh = () => qc.invalidateQueries({ queryKey: homeworkKeyPrefix.queryKey });
  const upload = async (file: File, onProgress: (percent: number) => void) => {
    const form = new FormData();
    form.append('file', file);
    const made = await uploadForm<HomeworkFile>('POST', base, form, onProgress);
    await refresh();
    return made;
  };
  const remove = useMutation({
    mutationFn: (fileId: number) => api.delete<{ files: HomeworkFile[] }>(`${base}${fileId}/`),
    onSuccess: refresh,
  });
  return { upload, remove };
}

/* Curators */
export interface QueueItem {
  submissionId: number;
  homeworkId: number;
  title: string;
  courseTitle: string;
  studentId: number;
  studentName: string;
  status: HomeworkStatus;
  submittedAt: string | null;
  deadline: string;
  curatorId: number | null;
}
export const curatorQueueQueryOptions = (offset: number) =>
  queryOptions({
    queryKey: [...curatorHomeworkKeyPrefix.queryKey, 'queue', offset],
    queryFn: () => api.get<Page<QueueItem>>(`/v2/curators/homework/queue/?limit=20&offset=${offset}`),
  });
export const useCuratorQueue = (offset: number) => useQuery(curatorQueueQueryOptions(offset));
export const curatorStatsQueryOptions = () =>
  queryOptions({
    queryKey: [...curatorHomeworkKeyPrefix.queryKey, 'stats'],
    queryFn: () =>
      api.get<{
        results: {
          curatorId: number | null;
          curatorName: string | null;
          waiting: number;
          checked: number;
          turnaroundMinutes: number | null;
        }[];
      }>('/v2/curators/homework/stats/'),
  });
export const useCuratorStats = (enabled: boolean) => useQuery({ ...curatorStatsQueryOptions(), enabled });
export const curatorSubmissionQueryOptions = (id: number) =>
  queryOptions({
    queryKey: [...curatorHomeworkKeyPrefix.queryKey, 'one', id],
    queryFn: () => api.get<CuratorSubmission>(`/v2/curators/homework/submissions/${id}/`),
    refetchInterval: FILE_LINKS_REFRESH_MS,
  });
export const useCuratorSubmission = (id: number) => useQuery(curatorSubmissionQueryOptions(id));
export function useCuratorAction(id: number) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (
      v:
        | { kind: 'check'; body: CuratorCheck }
        | { kind: 'confirm' }
        | { kind: 'return' | 'refuse'; comment: string },
    ) =>
      v.kind === 'check'
        ? api.post<{ status: HomeworkStatus }>(`/v2/curators/homework/submissions/${id}/check/`, v.body)
        : v.kind === 'confirm'
          ? api.post<{ status: HomeworkStatus }>(`/v2/curators/homework/submissions/${id}/confirm/`)
          : api.post<{ status: HomeworkStatus }>(`/v2/curators/homework/submissions/${id}/${v.kind}/`, {
              comment: v.comment,
            }),
    onSuccess: () => qc.invalidateQueries({ queryKey: curatorHomeworkKeyPrefix.queryKey }),
  });
}
