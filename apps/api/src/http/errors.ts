import type { ErrorType } from '@prepa/contracts';

export interface FieldError {
  /** Wire name of the field (`first_name`, `items.0.product`) or `non_field_errors`. */
  attr: string;
  code: string;
  /** A message key (translated per request) or a ready text. */
  message: string;
  n?: number;
}

/** Base of every error a service may throw; the error handler turns it into the standard body. */
export abstract class ApiError extends Error {
  abstract readonly status: number;
  abstract readonly type: ErrorType;
  readonly headers: Record<string, string> = {};
}

/** 400 with one or more field errors. */
export class ValidationFailed extends ApiError {
  readonly status = 400;
  readonly type = 'validation_error' as const;
  constructor(readonly fieldErrors: FieldError[]) {
    super(fieldErrors.map((e) => `${e.attr}: ${e.code}`).join(', '));
  }

  static field(attr: string, code: string, message = code): ValidationFailed {
    return new ValidationFailed([{ attr, code, message }]);
  }
}

/** Client errors: one entry, attr null. `message` is a key of http/i18n or contracts messages. */
export class ClientError extends ApiError {
  readonly type = 'client_error' as const;
  constructor(
    readonly status: number,
    readonly code: string,
    readonly messageKey: string = code,
    readonly params: { n?: number; method?: string } = {},
  ) {
    super(code);
  }
}

export class ParseError extends ClientError {
  constructor() {
    super(400, 'parse_error');
  }
}

export class NotAuthenticated extends ClientError {
  constructor() {
    super(401, 'not_authenticated');
    this.headers['www-authenticate'] = 'Bearer realm="api"';
  }
}

export class AuthenticationFailed extends ClientError {
  constructor(messageKey = 'authentication_failed') {
    super(401, 'authentication_failed', messageKey);
    this.headers['www-authenticate'] = 'Bearer realm="api"';
  }
}

export class TokenNotValid extends ClientError {
  constructor() {
    super(401, 'token_not_valid');
    this.headers['www-authenticate'] = 'Bearer realm="api", error="invalid_token"';
  }
}

export class PermissionDenied extends ClientError {
  constructor(messageKey = 'permission_denied') {
    super(403, 'permission_denied', messageKey);
  }
}

/** A signed-in user's request for a platform other than the account's own. */
export class PlatformMismatch extends ClientError {
  constructor() {
    super(403, 'platform_mismatch');
  }
}

export class NotFound extends ClientError {
  constructor(messageKey = 'not_found') {
    super(404, 'not_found', messageKey);
  }
}

export class MethodNotAllowed extends ClientError {
  constructor(method: string, allow: string[]) {
    super(405, 'method_not_allowed', 'method_not_allowed', { method });
    this.headers['allow'] = allow.join(', ');
  }
}

export class Throttled extends ClientError {
  constructor(retryAfterSeconds: number) {
    const wait = Math.max(1, Math.ceil(retryAfterSeconds));
    super(429, 'throttled', 'throttled', { n: wait });
    this.headers['retry-after'] = String(wait);
  }
}

export class ServiceUnavailable extends ApiError {
  readonly status = 503;
  readonly type = 'server_error' as const;
  readonly code = 'service_unavailable';
  /** The dependencies found down (`database`, `redis`), one error entry each; none when not known. */
  readonly dependencies: readonly string[];
  constructor(message = 'service unavailable', dependencies: readonly string[] = []) {
    super(message);
    this.dependencies = dependencies;
  }
}
