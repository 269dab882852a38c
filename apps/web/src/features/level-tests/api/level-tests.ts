import { queryOptions, useMutation, useQuery } from '@tanstack/react-query';
import type { LevelAnswers, LevelTest, LevelTestResult } from '@prepa/contracts';
import { api } from '../../../shared/api';

interface LevelTestList {
  results: Omit<LevelTest, 'tasks'>[];
}

export const levelTestsQueryOptions = (productTypeId?: number) =>
  queryOptions({
    queryKey: ['level-tests', productTypeId ?? null],
    queryFn: () =>
      api.get<LevelTestList>('/v1/student-level-tests/', { query: { product_type_id: productTypeId } }),
  });
export const useLevelTests = (enabled: boolean, productTypeId?: number) =>
  useQuery({ ...levelTestsQueryOptions(productTypeId), enabled });

export const levelTestQueryOptions = (id: number) =>
  queryOptions({
    queryKey: ['level-test', id],
    queryFn: () => api.get<LevelTest>(`/v1/student-level-tests/${id}/test/`),
  });
export const useLevelTest = (id: number) => useQuery(levelTestQueryOptions(id));

export const useSubmitLevelTest = (id: number) =>
  useMutation({
    mutationFn: (body: LevelAnswers) =>
      api.post<LevelTestResult>(`/v1/student-level-tests/${id}/test/`, body),
  });
