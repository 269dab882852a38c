import { attrToField, NON_FIELD_ERRORS } from '@prepa/contracts';
import { isApiError } from '../../../shared/api';

export interface PayFailure {
  /** Validation details, each a toast of its own, prefixed by the field's label when it has one. */
  details: string[];
  /** Otherwise one 'failed to pay' toast with this caption. */
  caption: string | null;
}

/**
 * Spec 2 §8 "Payment": API validation errors show each detail, naming its field (`label` gives the
 * field's visible label by its camelCase name); other errors 'failed to pay' + caption.
 */
export function describePayError(
  error: unknown,
  label: (field: string) => string | undefined = () => undefined,
): PayFailure {
  if (isApiError(error) && error.isValidation && error.errors.length > 0)
    return {
      details: error.errors.map((e) => {
        const name =
          e.attr && e.attr !== NON_FIELD_ERRORS ? (label(attrToField(e.attr)) ?? e.attr) : undefined;
        return name ? `${name}: ${e.detail}` : e.detail;
      }),
      caption: null,
    };
  if (isApiError(error) && error.errors.length > 0)
    return { details: [], caption: error.errors.map((e) => e.detail).join('\n') };
  return { details: [], caption: null };
}
