import { isApiError } from '../../../shared/api';

export interface PhoneErrorPlacement {
  phone?: string;
  code?: string;
  /** A general message for a toast. */
  general?: string;
}

/** Field errors on the phone or code field, else the general details, else the caller's fallback. */
export function placePhoneError(error: unknown, fallback: string): PhoneErrorPlacement {
  if (!isApiError(error)) return { general: fallback };
  const fields = error.fieldErrors;
  if (fields.phone || fields.code) return { phone: fields.phone, code: fields.code };
  const general = error.generalErrors.join(' ') || error.firstDetail;
  return { general: general || fallback };
}
