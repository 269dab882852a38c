import { z } from 'zod';
import { LOGIN_FIELD_MAX, PASSWORD_MAX } from './constants/specs.js';
import { NON_FIELD_ERRORS } from './errors.js';
import { userRoleSchema } from './roles.js';
import {
  emailSchema,
  loginPasswordSchema,
  namePartSchema,
  newPasswordSchema,
  phoneSchema,
  smsCodeSchema,
  telegramSchema,
} from './validation.js';

/** Payloads are camelCase here; the wire is snake_case (converted at each boundary). */

const token = z.string().min(1, { error: 'required' }).max(4096, { error: 'max_length' });

export const loginRequestSchema = z
  .object({
    email: z.string().trim().max(LOGIN_FIELD_MAX, { error: 'max_length' }).optional(),
    username: z.string().trim().max(LOGIN_FIELD_MAX, { error: 'max_length' }).optional(),
    phone: z.string().trim().max(32, { error: 'max_length' }).optional(),
    password: loginPasswordSchema,
  })
  .refine((v) => [v.email, v.username, v.phone].filter((x) => x !== undefined && x !== '').length === 1, {
    error: 'required',
    path: [NON_FIELD_ERRORS],
  });
export type LoginRequest = z.infer<typeof loginRequestSchema>;

export const authUserSchema = z.object({
  id: z.number().int(),
  firstName: z.string(),
  lastName: z.string(),
  email: z.string(),
  avatar: z.string().nullable(),
  role: userRoleSchema,
});
export type AuthUser = z.infer<typeof authUserSchema>;

export const tokenPairSchema = z.object({ access: z.string(), refresh: z.string() });
export type TokenPair = z.infer<typeof tokenPairSchema>;

export const loginResponseSchema = tokenPairSchema.extend({ user: authUserSchema.optional() });
export type LoginResponse = z.infer<typeof loginResponseSchema>;

export const refreshRequestSchema = z.object({ refresh: token });
export const verifyResponseSchema = z.object({ user: authUserSchema });

/** Issues a one-time code for the signed-in user (ours: POST /v2/auth/issue-code/). */
export const issueCodeResponseSchema = z.object({ authCode: z.string(), expiresIn: z.number().int() });
export const obtainCodeRequestSchema = z.object({ authCode: token });

/** Identity-provider pages: a registered client and one of its allowed redirect URLs. */
export const oauthClientQuerySchema = z.object({
  clientId: z.string().min(1, { error: 'required' }).max(100, { error: 'max_length' }),
  clientRedirect: z.string().min(1, { error: 'required' }).max(2000, { error: 'max_length' }),
});
export const oauthClientSchema = z.object({ clientId: z.string(), name: z.string() });
export const oauthAuthorizeResponseSchema = z.object({ token: z.string(), redirectUrl: z.string() });
export const oauthLoginRequestSchema = z.object({ token });

export const passwordResetRequestSchema = z.object({ email: emailSchema });
export const detailResponseSchema = z.object({ detail: z.string() });
export const passwordResetConfirmSchema = z
  .object({
    uid: z.string().min(1, { error: 'required' }).max(64, { error: 'max_length' }),
    token: z.string().min(1, { error: 'required' }).max(256, { error: 'max_length' }),
    newPassword1: newPasswordSchema,
    newPassword2: z.string().max(PASSWORD_MAX, { error: 'max_length' }),
  })
  .refine((v) => v.newPassword1 === v.newPassword2, { error: 'passwords_mismatch', path: ['newPassword2'] });
export type PasswordResetConfirm = z.infer<typeof passwordResetConfirmSchema>;

/** Identity-provider password pages for a signed-in user. */
export const passwordChangeSchema = z
  .object({
    oldPassword: loginPasswordSchema,
    newPassword1: newPasswordSchema,
    newPassword2: z.string().max(PASSWORD_MAX, { error: 'max_length' }),
  })
  .refine((v) => v.newPassword1 === v.newPassword2, { error: 'passwords_mismatch', path: ['newPassword2'] });

export const otpRequestSchema = z.object({ phone: phoneSchema() });
export const otpRequestResponseSchema = z.object({ detail: z.string(), resendIn: z.number().int() });
export const otpConfirmSchema = z.object({ phone: phoneSchema(), code: smsCodeSchema });
export const otpConfirmResponseSchema = z.object({ phoneKey: z.string() });

const mustBeTrue = (key: 'offer_required' | 'pdpp_required') =>
  z.boolean({ error: key }).refine((v) => v, { error: key });

export const registrationV2Schema = z
  .object({
    firstName: namePartSchema(),
    lastName: namePartSchema(),
    email: emailSchema.transform((v) => v.toLowerCase()),
    phone: phoneSchema(),
    password: newPasswordSchema,
    password2: z.string().max(PASSWORD_MAX, { error: 'max_length' }),
    vk: z.string().trim().min(1, { error: 'required' }).max(256, { error: 'max_length' }),
    acceptedPublicOffer: mustBeTrue('offer_required'),
    subscribedForNews: z.boolean().default(false),
  })
  .refine((v) => v.password === v.password2, { error: 'passwords_mismatch', path: ['password2'] });
export type RegistrationV2 = z.infer<typeof registrationV2Schema>;

export const registrationV3Schema = z.object({
  firstName: namePartSchema(),
  lastName: namePartSchema(),
  email: emailSchema.transform((v) => v.toLowerCase()),
  phoneKey: z.string().min(1, { error: 'required' }).max(256, { error: 'max_length' }),
  parentPhone: phoneSchema().optional().or(z.literal('')),
  password: newPasswordSchema,
  telegram: telegramSchema,
  acceptedPublicOffer: mustBeTrue('offer_required'),
  acceptedPdpp: mustBeTrue('pdpp_required'),
  subscribedForNews: z.boolean().default(true),
});
export type RegistrationV3 = z.infer<typeof registrationV3Schema>;

export const SITE_LANGUAGES = [
  { code: 'ru', title: 'Русский', icon: '🇷🇺' },
  { code: 'kk', title: 'Қазақша', icon: '🇰🇿' },
  { code: 'en', title: 'English', icon: '🇬🇧' },
] as const;
export const languageCodeSchema = z.enum(['ru', 'kk', 'en']);
export type LanguageCode = z.infer<typeof languageCodeSchema>;
export const languageSchema = z.object({ code: languageCodeSchema, title: z.string(), icon: z.string() });
export const siteLanguagesResponseSchema = z.object({ results: z.array(languageSchema) });

/** The profile as far as the foundation knows it; issue 4 extends it. */
export const profileSchema = authUserSchema.extend({
  phone: z.string().nullable(),
  username: z.string(),
  language: languageCodeSchema,
  registrationDate: z.string(),
});
export type Profile = z.infer<typeof profileSchema>;
export const profilePatchSchema = z.object({ language: languageCodeSchema.optional() });
