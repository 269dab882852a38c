import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import type { EducationGoal, IndividualProgramStatus, educationGoalsPatchSchema } from '@prepa/contracts';
import { api, queryKeyPrefix } from '../../../shared/api';

const BASE = '/umits/individual-program/v1';
export type EducationGoalsPatch = z.infer<typeof educationGoalsPatchSchema>;

/** The individual program (its goals and every subject's status): what a change of the goals or subjects can change. */
export const programKeyPrefix = queryKeyPrefix('goals', 'program');
/** Every subject's program status: the global switch changes them all. */
export const programStatusKeyPrefix = queryKeyPrefix(...programKeyPrefix.queryKey, 'status');

export function programGoalsQueryOptions() {
  return queryOptions({
    queryKey: [...programKeyPrefix.queryKey, 'goals'],
    queryFn: async () => {
      const data = await api.get<EducationGoal[] | { results: EducationGoal[] }>(`${BASE}/goals/`);
      return Array.isArray(data) ? data : data.results;
    },
  });
}

export function useProgramGoals(enabled = true) {
  return useQuery({ ...programGoalsQueryOptions(), enabled });
}

/** The program status of one subject (the priority one stands for the whole program). */
export function programStatusQueryOptions(classTypeId: number | null) {
  return queryOptions({
    queryKey: [...programStatusKeyPrefix.queryKey, classTypeId],
    queryFn: () =>
      api.get<{ status: IndividualProgramStatus }>(`${BASE}/switch-individual-program/${classTypeId}/`),
    enabled: classTypeId !== null,
  });
}

export function useProgramStatus(classTypeId: number | null) {
  return useQuery(programStatusQueryOptions(classTypeId));
}

export function useSaveProgramGoals() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (goals: EducationGoalsPatch) => api.patch<EducationGoal[]>(`${BASE}/goals/`, goals),
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: programGoalsQueryOptions().queryKey }),
  });
}

export function useSwitchProgram() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (status: Extract<IndividualProgramStatus, 'ACTIVE' | 'INACTIVE'>) =>
      api.patch<{ status: IndividualProgramStatus }>(`${BASE}/global-switch-individual-program/`, { status }),
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: programStatusKeyPrefix.queryKey }),
  });
}
