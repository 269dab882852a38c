import { useMutation } from '@tanstack/react-query';
import type { Feedback } from '@prepa/contracts';
import { api } from '../../../shared/api';

/** POST /v2/students/feedback/: answers with the thank-you text to show. */
export const sendFeedback = (feedback: Feedback) =>
  api.post<{ id: number; detail: string }>('/v2/students/feedback/', feedback);

export const useSendFeedback = () => useMutation({ mutationFn: sendFeedback });
