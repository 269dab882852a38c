import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { ChatReportAction, ChatReportList, ChatReportResolved } from '@prepa/contracts';
import { api, queryKeyPrefix } from '../../../shared/api';

/** Every page of the reported messages: resolving one shifts the pages after it. */
export const chatReportsKeyPrefix = queryKeyPrefix('moderator-chat-reports');
export const CHAT_REPORTS_PAGE = 20;

export function chatReportsQueryOptions(offset: number) {
  return queryOptions({
    queryKey: [...chatReportsKeyPrefix.queryKey, offset],
    queryFn: () =>
      api.get<ChatReportList>(`/v2/moderators/chat/reports/?limit=${CHAT_REPORTS_PAGE}&offset=${offset}`),
  });
}

export function useChatReports(offset: number) {
  return useQuery({ ...chatReportsQueryOptions(offset), placeholderData: keepPreviousData });
}

/** Dismiss, hide, or hide and ban; the list reloads either way (another moderator may have acted). */
export function useResolveChatReport() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ messageId, action }: { messageId: number; action: ChatReportAction }) =>
      api.post<ChatReportResolved>(`/v2/moderators/chat/reports/${messageId}/resolve/`, { action }),
    onSettled: () => client.invalidateQueries({ queryKey: chatReportsKeyPrefix.queryKey }),
  });
}
