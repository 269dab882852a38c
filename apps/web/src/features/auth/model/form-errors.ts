import type { FieldValues, Path, UseFormSetError } from 'react-hook-form';
import { isApiError } from '../../../shared/api';

/**
 * Puts server field errors on the form's fields. Returns the errors that have no field in the form
 * (general ones and those on fields the form lacks) so that the caller can show them as toasts.
 */
export function applyServerErrors<T extends FieldValues>(
  error: unknown,
  fields: readonly string[],
  setError: UseFormSetError<T>,
): string[] {
  if (!isApiError(error)) return [];
  const rest = [...error.generalErrors];
  for (const [field, detail] of Object.entries(error.fieldErrors)) {
    if (fields.includes(field)) setError(field as Path<T>, { type: 'server', message: detail });
    else rest.push(detail);
  }
  return rest;
}
