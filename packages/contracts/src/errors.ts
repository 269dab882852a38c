import { z } from 'zod';

/** The standard error body (drf-standardized-errors shape) every API error answers with. */
export const ERROR_TYPES = ['validation_error', 'client_error', 'server_error'] as const;
export const errorTypeSchema = z.enum(ERROR_TYPES);
export type ErrorType = z.infer<typeof errorTypeSchema>;

export const errorItemSchema = z.object({
  code: z.string().max(100),
  detail: z.string().max(2000),
  attr: z.string().max(200).nullable(),
});
export type ErrorItem = z.infer<typeof errorItemSchema>;

export const errorBodySchema = z.object({
  type: errorTypeSchema,
  errors: z.array(errorItemSchema).min(1),
});
export type ErrorBody = z.infer<typeof errorBodySchema>;

export const NON_FIELD_ERRORS = 'non_field_errors';

/** Error codes the API uses beyond field codes. */
export const ERROR_CODES = {
  parseError: 'parse_error',
  authenticationFailed: 'authentication_failed',
  notAuthenticated: 'not_authenticated',
  tokenNotValid: 'token_not_valid',
  permissionDenied: 'permission_denied',
  notFound: 'not_found',
  methodNotAllowed: 'method_not_allowed',
  unsupportedMediaType: 'unsupported_media_type',
  payloadTooLarge: 'payload_too_large',
  throttled: 'throttled',
  error: 'error',
} as const;
