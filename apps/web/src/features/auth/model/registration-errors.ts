import type { FieldValues, UseFormSetError } from 'react-hook-form';
import { isApiError } from '../../../shared/api';
import { notifyError } from '../../../shared/lib/notify';
import { applyServerErrors } from './form-errors';

/**
 * Errors on these payload keys are not shown on a field but as toasts (spec 2 §8). Kept apart from
 * `registration-schema.ts`, whose schemas load lazily with the forms' resolvers.
 */
export const TOAST_ONLY_FIELDS = ['acceptedPublicOffer', 'subscribedForNews', 'phoneKey'];

interface Options<T extends FieldValues> {
  fields: readonly string[];
  setError: UseFormSetError<T>;
  onUnauthorized: () => void;
  fallback: string;
}

/**
 * Registration errors (spec 2 §8): field errors on fields; offer/news flags and non-field errors as
 * toasts; anything else the first message or the fallback; a 401 returns to login.
 */
export function handleRegistrationError<T extends FieldValues>(error: unknown, options: Options<T>): void {
  if (isApiError(error) && error.status === 401) {
    options.onUnauthorized();
    return;
  }
  const onFields = options.fields.filter((f) => !TOAST_ONLY_FIELDS.includes(f));
  const rest = applyServerErrors(error, onFields, options.setError);
  if (rest.length > 0) {
    for (const message of rest) notifyError(message);
    return;
  }
  if (isApiError(error) && Object.keys(error.fieldErrors).length > 0) return;
  notifyError((isApiError(error) && error.firstDetail) || options.fallback);
}
