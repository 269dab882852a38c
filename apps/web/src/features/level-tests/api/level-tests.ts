import { useMutation, useQuery } from '@tanstack/react-query';
import type { LevelAnswers, LevelTest, LevelTestResult } from '@prepa/contracts';
import { api } from '../../../shared/api';

interface LevelTestList {
  results: Omit<LevelTest, 'tasks'>[];
}

export const useLevelTests = (enabled: boolean, productTypeId?: number) =>
  useQuery({
    queryKey: ['level-tests', productTypeId ?? null],
    queryFn: () =>
      api.get<LevelTestList>('/v1/student-level-tests/', { query: { product_type_id: productTypeId } }),
    enabled,
  });

export const useLevelTest = (id: number) =>
  useQuery({
    queryKey: ['level-test', id],
    queryFn: () => api.get<LevelTest>(`/v1/student-level-tests/${id}/test/`),
  });

export const useSubmitLevelTest = (id: number) =>
  useMutation({
    mutationFn: (body: LevelAnswers) =>
      api.post<LevelTestResult>(`/v1/student-level-tests/${id}/test/`, body),
  });
