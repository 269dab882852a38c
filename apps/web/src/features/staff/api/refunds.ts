import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { RefundDecision, RefundDecisionResult, RefundDue } from '@prepa/contracts';
import { api } from '../../../shared/api';

export function refundsDueQueryOptions() {
  return queryOptions({
    queryKey: ['manager', 'refunds-due'],
    queryFn: () => api.get<{ results: RefundDue[] }>('/v2/manager/refunds/'),
  });
}

export function useRefundsDue() {
  return useQuery(refundsDueQueryOptions());
}

/** Refunded outside the system, or rejected with a reason (the order is honoured); the list reloads. */
export function useDecideRefund() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ id, ...decision }: { id: number } & RefundDecision) =>
      api.post<RefundDecisionResult>(`/v2/manager/refunds/${id}/decision/`, decision),
    onSettled: () => client.invalidateQueries({ queryKey: refundsDueQueryOptions().queryKey }),
  });
}
