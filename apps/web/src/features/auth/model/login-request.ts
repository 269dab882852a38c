import { looksLikeEmail, normalizePhone, type LoginRequest } from '@prepa/contracts';

export type LoginMode = 'identifier' | 'phone';

export interface LoginFormValues {
  identifier: string;
  phone: string;
  password: string;
}

/** An identifier that looks like an e-mail is sent as email, anything else as username. */
export function toLoginRequest(values: LoginFormValues, mode: LoginMode): LoginRequest {
  if (mode === 'phone') return { phone: normalizePhone(values.phone), password: values.password };
  const identifier = values.identifier.trim();
  return looksLikeEmail(identifier)
    ? { email: identifier, password: values.password }
    : { username: identifier, password: values.password };
}
