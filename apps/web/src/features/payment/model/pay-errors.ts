import { isApiError } from '../../../shared/api';

export interface PayFailure {
  /** Validation details, each a toast of its own. */
  details: string[];
  /** Otherwise one 'failed to pay' toast with this caption. */
  caption: string | null;
}

/** Spec 2 §8 "Payment": API validation errors show each detail; other errors 'failed to pay' + caption. */
export function describePayError(error: unknown): PayFailure {
  if (isApiError(error) && error.isValidation && error.errors.length > 0)
    return { details: error.errors.map((e) => e.detail), caption: null };
  if (isApiError(error) && error.errors.length > 0)
    return { details: [], caption: error.errors.map((e) => e.detail).join('\n') };
  return { details: [], caption: null };
}
