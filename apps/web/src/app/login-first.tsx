import { useNotifications } from '@mantine/notifications';
import { lazy, StrictMode, Suspense, useState } from 'react';
import { createRoot } from 'react-dom/client';
import { I18nextProvider, useTranslation } from 'react-i18next';
import type { LoginResponse } from '@prepa/contracts';
import { loadFlags } from '../features/flags';
import { LoginView } from '../pages/auth/login-view';
import { configureApiClient } from '../shared/api/client';
import { REFRESH_TOKEN_KEY, tokenStore } from '../shared/api/tokens';
import { ROUTES, routePath } from '../shared/config/routes';
import { i18next, isUiLanguage, setUiLanguage } from '../shared/i18n';
import { setNavigator } from '../shared/lib/navigation';
import { safeRedirect } from '../shared/lib/redirect';
import { useDocumentHead } from '../shared/lib/use-document-head';
import { AuthFrame, LanguageSelectField } from '../shared/ui';
import { AppMantineProvider } from './mantine-provider';

// Recovery needs the query client: it comes in its own chunk when asked for.
const Recovery = lazy(() => import('./login-first-recovery'));
// The toasts' container (with its transitions and scroll lock) comes with the first toast.
const Notifications = lazy(() =>
  import('@mantine/notifications').then((m) => ({ default: m.Notifications })),
);

/** Mounts the toasts' container once there is a toast to show; it then shows what is queued. */
function ToastsWhenNeeded() {
  const queued = useNotifications().notifications.length > 0;
  const [wanted, setWanted] = useState(false);
  if (queued && !wanted) setWanted(true);
  return wanted ? (
    <Suspense>
      <Notifications position="top-center" />
    </Suspense>
  ) : null;
}

/**
 * The first visit to /auth/login by someone signed out (decision 003): the login card renders on its
 * own, without the router, the query client or any other page, so the page is usable after little
 * JavaScript. Leaving it (signed in, or any link) hands the same tab over to the whole app, which
 * shares this code's modules (session storage, i18n, flags) and takes over the address.
 */
export function renderLoginFirst(container: HTMLElement): void {
  const root = createRoot(container);
  let leaving = false;
  const takeOver = (href: string, replace: boolean) => {
    if (leaving) return;
    leaving = true;
    import('./boot').then(
      ({ bootApp }) => {
        if (replace) window.history.replaceState(null, '', href);
        else window.history.pushState(null, '', href);
        root.unmount();
        void bootApp(container);
      },
      () => window.location.assign(href),
    );
  };
  setNavigator((to, options) => takeOver(to, options?.replace ?? false));
  configureApiClient({ language: () => i18next.language });
  void loadFlags();
  // Signed in from another tab: the whole app takes over from the start.
  window.addEventListener('storage', (event) => {
    if (event.key === REFRESH_TOKEN_KEY && event.newValue) window.location.reload();
  });

  const redirect = safeRedirect(new URLSearchParams(window.location.search).get('redirect'));
  const keep: Record<string, string> = redirect ? { redirect } : {};
  const signedIn = (response: LoginResponse) => {
    tokenStore.set({ access: response.access, refresh: response.refresh });
    takeOver(redirect ?? routePath('Home'), true);
  };

  root.render(
    <StrictMode>
      <I18nextProvider i18n={i18next}>
        <AppMantineProvider>
          <ToastsWhenNeeded />
          <LoginFirst
            onSignedIn={signedIn}
            registrationHref={routePath('AuthorizationByType', { type: 'registration' }, keep)}
            onNavigate={(href) => takeOver(href, false)}
          />
        </AppMantineProvider>
      </I18nextProvider>
    </StrictMode>,
  );
}

interface LoginFirstProps {
  onSignedIn: (response: LoginResponse) => void;
  registrationHref: string;
  onNavigate: (href: string) => void;
}

function LoginFirst({ onSignedIn, registrationHref, onNavigate }: LoginFirstProps) {
  const { t, i18n } = useTranslation();
  useDocumentHead(t(ROUTES.Authorization.title), ROUTES.Authorization.indexable);
  const language = isUiLanguage(i18n.language) ? i18n.language : 'ru';
  return (
    <AuthFrame
      aside={
        <LanguageSelectField
          value={language}
          onChange={(next) => isUiLanguage(next) && void setUiLanguage(next)}
        />
      }
    >
      <LoginView
        onSignedIn={onSignedIn}
        registrationHref={registrationHref}
        onNavigate={onNavigate}
        Recovery={Recovery}
      />
    </AuthFrame>
  );
}
