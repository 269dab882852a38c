import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  ManagerReferralWithdrawal,
  ReferralWithdrawal,
  ReferralWithdrawalDecision,
} from '@prepa/contracts';
import { api } from '../../../shared/api';

export function referralWithdrawalsQueryOptions() {
  return queryOptions({
    queryKey: ['manager', 'referral-withdrawals'],
    queryFn: () => api.get<{ results: ManagerReferralWithdrawal[] }>('/v2/managers/referral/withdrawals/'),
  });
}

export function useReferralWithdrawals() {
  return useQuery(referralWithdrawalsQueryOptions());
}

/** Paid out, or rejected (the student's bonuses come back); the list reloads either way. */
export function useDecideWithdrawal() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ id, status }: { id: number; status: ReferralWithdrawalDecision['status'] }) =>
      api.post<ReferralWithdrawal>(`/v2/managers/referral/withdrawals/${id}/decision/`, { status }),
    onSettled: () => client.invalidateQueries({ queryKey: referralWithdrawalsQueryOptions().queryKey }),
  });
}
