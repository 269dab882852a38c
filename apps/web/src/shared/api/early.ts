import { local } from '../lib/storage';
import { ACCESS_TOKEN_KEY } from './tokens';

/**
 * Requests sent by the page's first, smallest script (main.tsx), before the app's code has loaded: the
 * answers a page needs first (the session check, Home's sections) are then on their way while the
 * browser still fetches and evaluates the app, instead of after it (on a phone several round trips
 * later). The API client takes such an answer in place of sending the same request again: only once,
 * only for the same URL, bearer token, platform and language, and only while it is fresh.
 */

/** The answer of an early request is used at most this long after it was sent. */
export const EARLY_TTL_MS = 10_000;

/** What an early request must share with the client's own for its answer to stand in for it. */
export interface EarlyRequestParts {
  token: string;
  platform: string;
  language: string;
}

interface Early extends EarlyRequestParts {
  sentAt: number;
  response: Promise<Response>;
}

const pending = new Map<string, Early>();

/** Sends a GET of each URL now, with the headers the API client would send. */
export function sendEarly(urls: readonly string[], parts: EarlyRequestParts, now = Date.now()): void {
  for (const url of urls) {
    if (pending.has(url)) continue;
    const response = fetch(url, {
      headers: {
        Accept: 'application/json',
        'X-Platform': parts.platform,
        'Accept-Language': parts.language,
        Authorization: `Bearer ${parts.token}`,
      },
    });
    // Whoever takes it handles a failure; one nobody takes must not become an unhandled rejection.
    response.catch(() => undefined);
    pending.set(url, { ...parts, sentAt: now, response });
  }
}

/**
 * The early answer for a GET of `url` sent with `parts`, removed from the pending ones, or undefined:
 * none was sent, it was taken already, it is older than EARLY_TTL_MS, or it went out with another
 * token, platform or language.
 */
export function takeEarly(
  url: string,
  parts: EarlyRequestParts,
  now = Date.now(),
): Promise<Response> | undefined {
  const early = pending.get(url);
  if (!early) return undefined;
  pending.delete(url);
  const same =
    early.token === parts.token && early.platform === parts.platform && early.language === parts.language;
  return same && now - early.sentAt <= EARLY_TTL_MS ? early.response : undefined;
}

/** Forgets every early request (tests; a logout needs nothing: a new token never matches). */
export function clearEarly(): void {
  pending.clear();
}

const USER_HINT_KEY = 'prepa.early.user';

/**
 * Remembers on this device which role the holder of the session has (after the server said so), so
 * that the next start-up can tell which page's requests to send before it asks the server again.
 */
export function rememberSessionRole(userId: number | string, role: string): void {
  local.set(USER_HINT_KEY, `${String(userId)}:${role}`);
}

/** The subject (`sub`) of a JWT, read without checking it (the server checks every request). */
function tokenSubject(token: string): string | undefined {
  const payload = token.split('.')[1];
  if (!payload) return undefined;
  try {
    const json: unknown = JSON.parse(atob(payload.replace(/-/g, '+').replace(/_/g, '/')));
    const sub = typeof json === 'object' && json !== null ? (json as { sub?: unknown }).sub : undefined;
    return typeof sub === 'string' || typeof sub === 'number' ? String(sub) : undefined;
  } catch {
    return undefined;
  }
}

/** The stored session's token and the role last seen for its user, when there is a stored session. */
export function storedSession(): { token: string; role: string | undefined } | undefined {
  const token = local.get(ACCESS_TOKEN_KEY);
  if (!token) return undefined;
  const [userId, role] = (local.get(USER_HINT_KEY) ?? '').split(':');
  const sub = tokenSubject(token);
  return { token, role: sub !== undefined && sub === userId ? role : undefined };
}
