import { LOGIN_FIELD_MAX, PASSWORD_MAX, isValidPhone, normalizePhone } from '@prepa/contracts';
import type { LoginFormValues } from './login-request';

/** The longest phone the contracts' phoneSchema takes before normalising. */
const PHONE_INPUT_MAX = 32;

/**
 * The login form's field checks: the contracts' loginIdentifierSchema, loginPasswordSchema and
 * phoneSchema, written without zod so that the login page loads no schema library (decision 003).
 * Returns the contracts' validation key, or undefined when the value passes; a unit test holds these
 * to the contracts' schemas.
 */
export function loginFieldError(field: keyof LoginFormValues, value: string): string | undefined {
  if (field === 'password') {
    if (value.length === 0) return 'required';
    return value.length > PASSWORD_MAX ? 'max_length' : undefined;
  }
  const trimmed = value.trim();
  if (trimmed.length === 0) return 'required';
  if (field === 'identifier') return trimmed.length > LOGIN_FIELD_MAX ? 'max_length' : undefined;
  if (trimmed.length > PHONE_INPUT_MAX) return 'max_length';
  return isValidPhone(normalizePhone(trimmed)) ? undefined : 'phone_invalid';
}
