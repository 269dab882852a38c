import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  CardGrade,
  CardReviewResult,
  NextCards,
  SessionResult,
  TrainingCounters,
  TrainingSettings,
  TrainingType,
} from '@prepa/contracts';
import { api, queryKeyPrefix, studentKeyPrefix } from '../../../shared/api';

export interface SettingsFilter {
  productId?: number;
  moduleId?: number;
  packId?: number;
}

/** The settings of every filter: a reviewed card changes their counters. */
export const trainingSettingsKeyPrefix = queryKeyPrefix('training', 'settings');

export const trainingSettingsQueryOptions = (filter: SettingsFilter) =>
  queryOptions({
    queryKey: [...trainingSettingsKeyPrefix.queryKey, filter],
    queryFn: () =>
      api.get<TrainingSettings>('/v1/training/settings/', {
        query: { product_id: filter.productId, module_id: filter.moduleId, pack_id: filter.packId },
      }),
  });
export const useTrainingSettings = (filter: SettingsFilter) => useQuery(trainingSettingsQueryOptions(filter));

/** A batch of the next cards; fetched again (new `round`) when the batch is done. */
export const nextCardsQueryOptions = (packId: number, trainingType: TrainingType, round: number) =>
  queryOptions({
    queryKey: ['training', 'cards', packId, trainingType, round],
    queryFn: () =>
      api.get<NextCards>('/v1/training/cards/', {
        query: { pack_id: packId, training_type: trainingType, limit: 10 },
      }),
    staleTime: Infinity,
    gcTime: 0,
    retry: false,
  });
export const useNextCards = (packId: number, trainingType: TrainingType, round: number) =>
  useQuery(nextCardsQueryOptions(packId, trainingType, round));

export function useReview() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (v: { cardId: number; grade: CardGrade; sessionId: string }) =>
      api.post<CardReviewResult>(`/v1/training/cards/${v.cardId}/review/`, {
        grade: v.grade,
        sessionId: v.sessionId,
      }),
    onSuccess: (result) => {
      // Exp, the daily actions and the streak may have moved.
      if (result.daily.expCredited > 0)
        void queryClient.invalidateQueries({ queryKey: studentKeyPrefix.queryKey });
      void queryClient.invalidateQueries({ queryKey: trainingSettingsKeyPrefix.queryKey });
    },
  });
}

export function useToggleFavorite() {
  return useMutation({
    mutationFn: (cardId: number) =>
      api.post<{ isFavorite: boolean; counters: TrainingCounters }>(`/v1/training/cards/${cardId}/favorite/`),
  });
}

export const sessionResultQueryOptions = (sessionId: string) =>
  queryOptions({
    queryKey: ['training', 'result', sessionId],
    queryFn: () => api.get<SessionResult>('/v1/training/result/', { query: { session_id: sessionId } }),
  });
export const useSessionResult = (sessionId: string) =>
  useQuery({ ...sessionResultQueryOptions(sessionId), enabled: sessionId !== '' });
