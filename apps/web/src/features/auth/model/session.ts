import type { AuthUser, LoginResponse } from '@prepa/contracts';
import { TAB_SYNC_RELOAD_DELAY_MS } from '@prepa/contracts';
import {
  REFRESH_TOKEN_KEY,
  configureApiClient,
  isApiError,
  queryClient,
  rememberSessionRole,
  tokenStore,
  type Tokens,
} from '../../../shared/api';
import { i18next } from '../../../shared/i18n';
import { navigateTo } from '../../../shared/lib/navigation';
import { notifyError } from '../../../shared/lib/notify';
import { resetAllStores } from '../../../shared/lib/store-registry';
import { routePath } from '../../../shared/config/routes';
import { logoutRequest } from '../api/logout';
import { obtainCode } from '../api/obtain-code';
import { currentUserQueryOptions, verify } from '../api/verify';
import { useSessionStore } from './session-store';

let loggingOut = false;

/** Stores both tokens and the user: the one way every kind of login ends. */
export async function signIn(response: LoginResponse | Tokens): Promise<AuthUser> {
  tokenStore.set({ access: response.access, refresh: response.refresh });
  const user = 'user' in response && response.user ? response.user : await verify();
  rememberSessionRole(user.id, user.role);
  queryClient.setQueryData(currentUserQueryOptions().queryKey, user);
  useSessionStore.getState().setAuthenticated(true);
  return user;
}

/** Server logout, then wipe tokens, every store and the query cache, and go to Authorization. */
export async function logout(options: { message?: string; redirect?: boolean } = {}): Promise<void> {
  if (loggingOut) return;
  loggingOut = true;
  try {
    if (tokenStore.access()) await logoutRequest().catch(() => undefined);
  } finally {
    tokenStore.clear();
    queryClient.clear();
    resetAllStores();
    loggingOut = false;
  }
  if (options.message) notifyError(options.message);
  if (options.redirect !== false) navigateTo(routePath('Authorization'), { replace: true });
}

/** Reads and removes `code`, `accessToken` and `refreshToken` from the address. */
export function takeAuthParamsFromUrl(): { code?: string; access?: string; refresh?: string } {
  const url = new URL(window.location.href);
  const code = url.searchParams.get('code') ?? undefined;
  const access = url.searchParams.get('accessToken') ?? undefined;
  const refresh = url.searchParams.get('refreshToken') ?? undefined;
  if (code || access || refresh) {
    url.searchParams.delete('code');
    url.searchParams.delete('accessToken');
    url.searchParams.delete('refreshToken');
    window.history.replaceState(window.history.state, '', url.pathname + url.search + url.hash);
  }
  return { code, access, refresh };
}

/**
 * Whether start-up failed because the server refused the credentials (a 4xx answer: a bad code, a
 * token it no longer accepts). A network error, a timeout, throttling (429), a 5xx or an error that
 * is not an answer at all (an aborted request) is no verdict on the session.
 */
function refusedByServer(error: unknown): boolean {
  if (!isApiError(error)) return false;
  return error.status >= 400 && error.status < 500 && error.status !== 408 && error.status !== 429;
}

/**
 * Start-up (spec 1 §4): a code in the address logs in after logging out any session; otherwise tokens
 * in the address do; otherwise stored tokens are verified. Verification that fails with 401 is
 * refreshed once and retried by the API client; if that fails the user is logged out.
 */
export async function bootstrapSession(): Promise<void> {
  const store = useSessionStore.getState();
  const params = takeAuthParamsFromUrl();
  try {
    if (params.code) {
      if (tokenStore.access()) await logout({ redirect: false });
      await signIn(await obtainCode(params.code));
    } else if (params.access && params.refresh) {
      await signIn({ access: params.access, refresh: params.refresh });
    } else if (tokenStore.access() || tokenStore.refresh()) {
      const user = await queryClient.fetchQuery(currentUserQueryOptions());
      if (user) store.setAuthenticated(true);
    }
  } catch (error) {
    if (!refusedByServer(error)) {
      // The server is down, unreachable, failing or throttling, or the request never completed: that
      // says nothing about the session, so keep the tokens (a reload tries again).
      useSessionStore.setState({ serverUnreachable: true });
      return;
    }
    if (tokenStore.access() || tokenStore.refresh()) await logout({ redirect: false });
    tokenStore.clear();
    store.setAuthenticated(false);
  } finally {
    store.setReady(true);
  }
}

/** Wires the API client to the session: expired refresh → logout with the spec's message. */
export function connectApiClientToSession(): void {
  configureApiClient({
    onSessionExpired: () => {
      if (loggingOut) return;
      void logout({ message: i18next.t('auth.sessionExpired') });
    },
    language: () => i18next.language,
  });
}

/** Another tab changed the refresh token (login, logout, rotation): reload after 0.5 s. */
export function watchOtherTabs(reload: () => void = () => window.location.reload()): () => void {
  const onStorage = (event: StorageEvent) => {
    if (event.key !== REFRESH_TOKEN_KEY || event.oldValue === event.newValue) return;
    window.setTimeout(reload, TAB_SYNC_RELOAD_DELAY_MS);
  };
  window.addEventListener('storage', onStorage);
  return () => window.removeEventListener('storage', onStorage);
}
