import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  CardGrade,
  CardReviewResult,
  NextCards,
  SessionResult,
  TrainingCounters,
  TrainingSettings,
  TrainingType,
} from '@prepa/contracts';
import { api } from '../../../shared/api';

export interface SettingsFilter {
  productId?: number;
  moduleId?: number;
  packId?: number;
}

export const useTrainingSettings = (filter: SettingsFilter) =>
  useQuery({
    queryKey: ['training', 'settings', filter],
    queryFn: () =>
      api.get<TrainingSettings>('/v1/training/settings/', {
        query: { product_id: filter.productId, module_id: filter.moduleId, pack_id: filter.packId },
      }),
  });

/** A batch of the next cards; fetched again (new `round`) when the batch is done. */
export const useNextCards = (packId: number, trainingType: TrainingType, round: number) =>
  useQuery({
    queryKey: ['training', 'cards', packId, trainingType, round],
    queryFn: () =>
      api.get<NextCards>('/v1/training/cards/', {
        query: { pack_id: packId, training_type: trainingType, limit: 10 },
      }),
    staleTime: Infinity,
    gcTime: 0,
    retry: false,
  });

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
      if (result.daily.expCredited > 0) void queryClient.invalidateQueries({ queryKey: ['student'] });
      void queryClient.invalidateQueries({ queryKey: ['training', 'settings'] });
    },
  });
}

export function useToggleFavorite() {
  return useMutation({
    mutationFn: (cardId: number) =>
      api.post<{ isFavorite: boolean; counters: TrainingCounters }>(`/v1/training/cards/${cardId}/favorite/`),
  });
}

export const useSessionResult = (sessionId: string) =>
  useQuery({
    queryKey: ['training', 'result', sessionId],
    queryFn: () => api.get<SessionResult>('/v1/training/result/', { query: { session_id: sessionId } }),
    enabled: sessionId !== '',
  });
