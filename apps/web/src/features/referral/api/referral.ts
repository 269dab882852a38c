import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { ReferralHistory, ReferralProgram, ReferralWithdrawalRequest } from '@prepa/contracts';
import { api } from '../../../shared/api';

/** GET /v2/students/referral/: the student's link id (once allowed), terms and balance. */
export const referralProgramQueryOptions = () =>
  queryOptions({
    queryKey: ['referral', 'program'],
    queryFn: () => api.get<ReferralProgram>('/v2/students/referral/'),
  });

export const useReferralProgram = () => useQuery(referralProgramQueryOptions());

/** GET /v2/students/referral/history/: bonuses credited and withdrawn, newest first. */
export const referralHistoryQueryOptions = () =>
  queryOptions({
    queryKey: ['referral', 'history'],
    queryFn: () => api.get<ReferralHistory>('/v2/students/referral/history/'),
  });

export const useReferralHistory = () => useQuery(referralHistoryQueryOptions());

/** POST /v2/students/referral/withdrawals/: a request for staff; the balance and history change. */
export function useWithdrawReferralBonuses() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: ReferralWithdrawalRequest) =>
      api.post<unknown>('/v2/students/referral/withdrawals/', body),
    onSuccess: async () => {
      await client.invalidateQueries({ queryKey: referralProgramQueryOptions().queryKey });
      await client.invalidateQueries({ queryKey: referralHistoryQueryOptions().queryKey });
    },
  });
}
