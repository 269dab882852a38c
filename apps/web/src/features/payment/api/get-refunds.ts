import { queryOptions, useQuery } from '@tanstack/react-query';
import type { StudentRefund } from '@prepa/contracts';
import { api } from '../../../shared/api';

export function getStudentRefunds(): Promise<{ results: StudentRefund[] }> {
  return api.get('/v2/students/refunds/');
}

/**
 * The student's own orders whose money came late, with the refund's state (newest first). Always
 * fetched afresh on arrival: a `refund_reject` notification leads here right after the decision.
 */
export function studentRefundsQueryOptions() {
  return queryOptions({ queryKey: ['pay', 'refunds'], queryFn: getStudentRefunds, staleTime: 0 });
}

export function useStudentRefunds() {
  return useQuery(studentRefundsQueryOptions());
}
