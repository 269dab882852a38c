import { isApiError } from '../../../shared/api';

export type ActivationOutcome = 'ok' | 'used' | 'unavailable' | 'error';

/** Spec 1 §8: 200 ok; 400 already activated; 402 and 404 not available; anything else an error. */
export function activationOutcome(status: number): ActivationOutcome {
  if (status >= 200 && status < 300) return 'ok';
  if (status === 400) return 'used';
  if (status === 402 || status === 404) return 'unavailable';
  return 'error';
}

export function statusOf(error: unknown): number {
  return isApiError(error) ? error.status : 500;
}
