import { sendEarly, storedSession } from '../shared/api/early';
import { embeddedPlatform } from '../shared/config/embedded-platform';
import { storedUiLanguage } from '../shared/i18n/languages';
import { HOME_PATHS, STUDENT_HOME_REQUESTS } from '../pages/home/early-requests';
import { paintStudentHome } from '../pages/home/prepaint';

/** The session check, sent by start-up for every stored session (`features/auth` `verify`). */
export const VERIFY_REQUEST = '/api/v3/auth/verify/';

/**
 * The URLs start-up is going to request first for a device holding a session, opening `pathname`:
 * the session check, and a student's Home sections when the page is Home and the session's user was a
 * student when the server last said so on this device. A guest (no stored access token) gets none.
 */
export function startupRequests(pathname: string, role: string | undefined): string[] {
  const urls = [VERIFY_REQUEST];
  if (role === 'STUDENT_ROLE' && HOME_PATHS.includes(pathname)) urls.push(...STUDENT_HOME_REQUESTS);
  return urls;
}

/**
 * The stored session when start-up may act on it before the app's code has loaded: on a page the
 * server rendered (it embeds the platform), and not when the address carries a login (`code`, tokens):
 * start-up replaces the stored session then.
 */
function earlySession(location: { search: string }) {
  const platform = embeddedPlatform();
  const session = storedSession();
  if (!platform || !session) return undefined;
  const query = new URLSearchParams(location.search);
  if (['code', 'accessToken', 'refreshToken'].some((key) => query.has(key))) return undefined;
  return { platform, ...session };
}

/**
 * Sends start-up's first requests from the page's first script (see `shared/api/early.ts`), with the
 * headers the API client is going to use: the platform the server embedded, the language i18next
 * starts in (this device's choice, else Russian, every platform's default).
 */
export function sendStartupRequests(location: { pathname: string; search: string }): void {
  const session = earlySession(location);
  if (!session) return;
  const language = storedUiLanguage() ?? 'ru';
  sendEarly(startupRequests(location.pathname, session.role), {
    token: session.token,
    platform: session.platform,
    language,
  });
}

/**
 * Paints what a student's Home shows every student (`pages/home/prepaint.ts`) from the page's first
 * script, on Home, for a session whose user was a student when the server last said so on this device.
 */
export function prepaintStartPage(location: { pathname: string; search: string }): void {
  const session = earlySession(location);
  if (session?.role === 'STUDENT_ROLE' && HOME_PATHS.includes(location.pathname)) paintStudentHome();
}
