import { Anchor, Text } from '@mantine/core';
import { Suspense, useState, type ComponentType } from 'react';
import { useTranslation } from 'react-i18next';
import type { LoginResponse } from '@prepa/contracts';
import { LoginForm } from '../../features/auth';
import { useFlag } from '../../features/flags';
import { followInApp } from '../../shared/lib/navigation';
import { AuthCard } from '../../shared/ui';

export interface LoginViewProps {
  /** Signs in with the server's answer and leaves the page. */
  onSignedIn: (response: LoginResponse) => Promise<void> | void;
  registrationHref: string;
  /** In-app navigation to an address of ours (the router, or the full app taking over). */
  onNavigate: (href: string) => void;
  /** The recovery form, lazily loaded by the caller. */
  Recovery: ComponentType<{ onBack: () => void }>;
}

/**
 * The login card: the form, "forgot password" (recovery in place) and the link to registration.
 * Free of the router and the query client: the first visit to /auth/login renders it on its own
 * (app/login-first.tsx), the app renders it on its route.
 */
export function LoginView({ onSignedIn, registrationHref, onNavigate, Recovery }: LoginViewProps) {
  const { t } = useTranslation();
  const phoneEnabled = useFlag('login-by-phone');
  const [recovery, setRecovery] = useState(false);

  if (recovery) {
    return (
      <AuthCard title={t('auth.recoveryTitle')}>
        <Suspense>
          <Recovery onBack={() => setRecovery(false)} />
        </Suspense>
      </AuthCard>
    );
  }
  return (
    <AuthCard
      title={t('auth.loginTitle')}
      footer={
        <Text size="sm">
          {t('auth.noAccount')}{' '}
          <Anchor
            href={registrationHref}
            onClick={followInApp(() => onNavigate(registrationHref))}
            data-testid="to-registration"
          >
            {t('auth.toRegistration')}
          </Anchor>
        </Text>
      }
    >
      <LoginForm
        phoneEnabled={phoneEnabled}
        onSuccess={onSignedIn}
        onForgotPassword={() => setRecovery(true)}
      />
    </AuthCard>
  );
}
