import {
  attrToField,
  ERROR_TYPES,
  NON_FIELD_ERRORS,
  type ErrorBody,
  type ErrorItem,
  type ErrorType,
} from '@prepa/contracts';

function isErrorItem(v: unknown): v is ErrorItem {
  if (typeof v !== 'object' || v === null) return false;
  const o = v as Record<string, unknown>;
  return (
    typeof o.code === 'string' &&
    typeof o.detail === 'string' &&
    (o.attr === null || typeof o.attr === 'string')
  );
}

/**
 * The standard error body (contracts' errorBodySchema). Checked by hand so that the start-up bundle
 * does not need zod: the login page's JavaScript budget is 200 KB.
 */
export function isErrorBody(v: unknown): v is ErrorBody {
  if (typeof v !== 'object' || v === null) return false;
  const o = v as Record<string, unknown>;
  return (
    (ERROR_TYPES as readonly unknown[]).includes(o.type) &&
    Array.isArray(o.errors) &&
    o.errors.length > 0 &&
    o.errors.every(isErrorItem)
  );
}

/** An API failure parsed from the standard error body. */
export class ApiError extends Error {
  readonly status: number;
  readonly type: ErrorType;
  readonly errors: ErrorItem[];

  constructor(status: number, type: ErrorType, errors: ErrorItem[]) {
    super(errors[0]?.detail ?? `HTTP ${status}`);
    this.name = 'ApiError';
    this.status = status;
    this.type = type;
    this.errors = errors;
  }

  static fromBody(status: number, body: unknown): ApiError {
    if (isErrorBody(body)) return new ApiError(status, body.type, body.errors);
    console.warn('Non-standard error body', status, body);
    return new ApiError(status, status >= 500 ? 'server_error' : 'client_error', []);
  }

  static network(): ApiError {
    return new ApiError(0, 'server_error', []);
  }

  get isValidation(): boolean {
    return this.type === 'validation_error';
  }

  /** Field errors keyed by the camelCase form field (first error of each field). */
  get fieldErrors(): Record<string, string> {
    const out: Record<string, string> = {};
    for (const e of this.errors) {
      if (e.attr && e.attr !== NON_FIELD_ERRORS) {
        const field = attrToField(e.attr);
        out[field] ??= e.detail;
      }
    }
    return out;
  }

  /** Errors without an attribute or on non_field_errors. */
  get generalErrors(): string[] {
    return this.errors.filter((e) => !e.attr || e.attr === NON_FIELD_ERRORS).map((e) => e.detail);
  }

  get firstDetail(): string | undefined {
    return this.errors[0]?.detail;
  }

  byCode(code: string): ErrorItem | undefined {
    return this.errors.find((e) => e.code === code);
  }
}

export function isApiError(error: unknown): error is ApiError {
  return error instanceof ApiError;
}
