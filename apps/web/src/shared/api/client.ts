import { PLATFORM } from '../config/platform';
import { ApiError } from './api-error';
import { keysToCamel as toCamel, keysToSnake as toSnake } from '@prepa/contracts';
import { takeEarly } from './early';
import { tokenStore, type Tokens } from './tokens';

export const API_BASE = '/api';

type Method = 'GET' | 'POST' | 'PATCH' | 'PUT' | 'DELETE';
type Query = Record<string, string | number | boolean | undefined | null>;

export interface RequestOptions {
  body?: unknown;
  query?: Query;
  /** Send the bearer token when one is stored (default true). */
  auth?: boolean;
  signal?: AbortSignal;
  /** Extra request headers (e.g. an Idempotency-Key); they cannot replace the client's own. */
  headers?: Record<string, string>;
}

interface ClientHooks {
  /** Called when a refresh is impossible: the session is over. */
  onSessionExpired: () => void;
  language: () => string;
}

const hooks: ClientHooks = {
  onSessionExpired: () => undefined,
  language: () => 'ru',
};

/** The session layer plugs its logout and the current language in here, once, at start. */
export function configureApiClient(next: Partial<ClientHooks>): void {
  Object.assign(hooks, next);
}

function buildUrl(path: string, query?: Query): string {
  const url = `${API_BASE}${path}`;
  if (!query) return url;
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (value !== undefined && value !== null) search.set(key, String(value));
  }
  const qs = search.toString();
  return qs ? `${url}?${qs}` : url;
}

async function readBody(response: Response): Promise<unknown> {
  if (response.status === 204) return undefined;
  const text = await response.text();
  if (!text) return undefined;
  try {
    return JSON.parse(text);
  } catch {
    return text;
  }
}

async function send(
  method: Method,
  path: string,
  options: RequestOptions,
  token: string | null,
): Promise<Response> {
  const language = hooks.language();
  const headers: Record<string, string> = {
    ...options.headers,
    Accept: 'application/json',
    'X-Platform': PLATFORM,
    'Accept-Language': language,
  };
  if (options.body !== undefined) headers['Content-Type'] = 'application/json';
  if (token) headers.Authorization = `Bearer ${token}`;
  const url = buildUrl(path, options.query);
  if (method === 'GET' && token && options.body === undefined && !options.headers) {
    const early = takeEarly(url, { token, platform: PLATFORM, language });
    // A request that failed on its way is sent again below, as if there had been none.
    if (early) return early.catch(() => send(method, path, options, token));
  }
  try {
    return await fetch(url, {
      method,
      headers,
      body: options.body === undefined ? undefined : JSON.stringify(toSnake(options.body)),
      signal: options.signal,
    });
  } catch (error) {
    if (error instanceof DOMException && error.name === 'AbortError') throw error;
    throw ApiError.network();
  }
}

let refreshInFlight: Promise<Tokens> | null = null;

/**
 * Exchanges the stored refresh token for a new pair. Concurrent callers share one request; the
 * rotated refresh token replaces the old one.
 */
export function refreshTokens(): Promise<Tokens> {
  if (refreshInFlight) return refreshInFlight;
  const refresh = tokenStore.refresh();
  if (!refresh) return Promise.reject(new ApiError(401, 'client_error', []));
  refreshInFlight = (async () => {
    const response = await send('POST', '/v3/auth/refresh/', { body: { refresh }, auth: false }, null);
    const body = await readBody(response);
    if (!response.ok) throw ApiError.fromBody(response.status, body);
    const tokens = toCamel<Partial<Tokens>>(body);
    if (!tokens.access) throw new ApiError(response.status, 'server_error', []);
    const next = { access: tokens.access, refresh: tokens.refresh ?? refresh };
    tokenStore.set(next);
    return next;
  })().finally(() => {
    refreshInFlight = null;
  });
  return refreshInFlight;
}

/** The one way the app talks to the API: camelCase in and out, typed ApiError on failure. */
export async function apiRequest<T>(method: Method, path: string, options: RequestOptions = {}): Promise<T> {
  const useAuth = options.auth !== false;
  const token = useAuth ? tokenStore.access() : null;
  let response = await send(method, path, options, token);

  // Any 401 on an authenticated call gets one refresh and one retry.
  if (response.status === 401 && token) {
    let fresh: Tokens;
    try {
      fresh = await refreshTokens();
    } catch (error) {
      const apiError = error instanceof ApiError ? error : new ApiError(401, 'client_error', []);
      // Only a refused refresh ends the session; a server that cannot be reached says nothing about it.
      if (apiError.status >= 400 && apiError.status < 500) hooks.onSessionExpired();
      throw apiError;
    }
    response = await send(method, path, options, fresh.access);
  }

  const body = await readBody(response);
  if (!response.ok) throw ApiError.fromBody(response.status, body);
  return toCamel<T>(body);
}

export const api = {
  get: <T>(path: string, options?: RequestOptions) => apiRequest<T>('GET', path, options),
  post: <T>(path: string, body?: unknown, options?: RequestOptions) =>
    apiRequest<T>('POST', path, { ...options, body }),
  patch: <T>(path: string, body?: unknown, options?: RequestOptions) =>
    apiRequest<T>('PATCH', path, { ...options, body }),
  put: <T>(path: string, body?: unknown, options?: RequestOptions) =>
    apiRequest<T>('PUT', path, { ...options, body }),
  delete: <T>(path: string, options?: RequestOptions) => apiRequest<T>('DELETE', path, options),
};

/** The parts of a request every client sends (for uploads, which go through XHR in upload.ts). */
export function clientRequestParts(path: string) {
  return {
    url: buildUrl(path),
    headers: { Accept: 'application/json', 'X-Platform': PLATFORM, 'Accept-Language': hooks.language() },
  };
}
