import { zodResolver } from '@hookform/resolvers/zod';
import { z } from 'zod';
import { loginIdentifierSchema, loginPasswordSchema, phoneSchema } from '@prepa/contracts';
import type { LoginFormValues, LoginMode } from './login-request';

export { toLoginRequest } from './login-request';

export function loginFormSchema(mode: LoginMode) {
  return z.object({
    identifier: mode === 'identifier' ? loginIdentifierSchema : z.string(),
    phone: mode === 'phone' ? phoneSchema() : z.string(),
    password: loginPasswordSchema,
  });
}

export function loginResolver(mode: LoginMode) {
  return zodResolver<LoginFormValues, unknown, LoginFormValues>(loginFormSchema(mode));
}
