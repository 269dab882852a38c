import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import type { RECOMMENDATION_REACTIONS, recommendationSchema } from '@prepa/contracts';
import { api } from '../../../shared/api';

export type Recommendation = z.infer<typeof recommendationSchema>;
export type Reaction = (typeof RECOMMENDATION_REACTIONS)[number];

/** GET /umits/recommendations/: courses for the chosen subjects, not owned, not disliked. */
export const recommendationsQueryOptions = () =>
  queryOptions({
    queryKey: ['goals', 'recommendations'],
    queryFn: async () => (await api.get<{ results: Recommendation[] }>('/umits/recommendations/')).results,
  });

export const useRecommendations = () => useQuery(recommendationsQueryOptions());

/** PATCH /umits/{id}/reaction/: like, dislike (the course leaves the list) or clear (null). */
export function useReaction() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, value }: { id: number; value: Reaction | null }) =>
      api.patch<{ id: number; reaction: Reaction | null }>(`/umits/${id}/reaction/`, {
        reaction: { value },
      }),
    onSuccess: ({ id, reaction }) => {
      queryClient.setQueryData(recommendationsQueryOptions().queryKey, (old) =>
        reaction === 'DISLIKE'
          ? old?.filter((r) => r.id !== id)
          : old?.map((r) => (r.id === id ? { ...r, reaction } : r)),
      );
    },
  });
}
