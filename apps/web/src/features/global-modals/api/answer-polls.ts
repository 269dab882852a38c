import { useMutation } from '@tanstack/react-query';
import type { PollAnswer } from '@prepa/contracts';
import { api } from '../../../shared/api';

/** POST /v2/students/poll-answer/: one answer per student and poll. */
export const answerPolls = (pollsAnswers: PollAnswer[]) =>
  api.post<{ answered: number[] }>('/v2/students/poll-answer/', { pollsAnswers });

export const useAnswerPolls = () => useMutation({ mutationFn: answerPolls });
