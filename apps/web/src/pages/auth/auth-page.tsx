import { Anchor, Text } from '@mantine/core';
import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, Navigate, useNavigate, useParams, useSearchParams } from 'react-router';
import { LoginForm } from '../../features/auth';
import { useFlag } from '../../features/flags';
import { routePath } from '../../shared/config/routes';
import { SUPPORT_HREF } from '../../shared/config/support';
import { safeRedirect } from '../../shared/lib/redirect';
import { AuthCard } from '../../shared/ui';

// Registration (with the phone modal) and recovery are chunks of their own: the login page stays small.
const RegistrationForm = lazy(() => import('./registration-form'));
const RecoveryForm = lazy(() => import('./recovery-form'));

/** /auth/login and /auth/registration: the type switches by links. */
export function AuthPage() {
  const { type = 'login' } = useParams();
  const [query] = useSearchParams();
  const redirect = safeRedirect(query.get('redirect'));
  const navigate = useNavigate();
  const done = () => navigate(redirect ?? routePath('Home'), { replace: true });
  const keep: Record<string, string> = redirect ? { redirect } : {};

  if (type === 'registration') return <RegistrationView onDone={done} keep={keep} />;
  if (type !== 'login') return <Navigate to={routePath('NotFound')} replace />;
  return <LoginView onDone={done} keep={keep} />;
}

interface ViewProps {
  onDone: () => void;
  keep: Record<string, string>;
}

function LoginView({ onDone, keep }: ViewProps) {
  const { t } = useTranslation();
  const phoneEnabled = useFlag('login-by-phone');
  const [recovery, setRecovery] = useState(false);

  if (recovery) {
    return (
      <AuthCard title={t('auth.recoveryTitle')}>
        <Suspense>
          <RecoveryForm onBack={() => setRecovery(false)} supportHref={SUPPORT_HREF} />
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
            component={Link}
            to={routePath('AuthorizationByType', { type: 'registration' }, keep)}
            data-testid="to-registration"
          >
            {t('auth.toRegistration')}
          </Anchor>
        </Text>
      }
    >
      <LoginForm phoneEnabled={phoneEnabled} onSuccess={onDone} onForgotPassword={() => setRecovery(true)} />
    </AuthCard>
  );
}

function RegistrationView({ onDone, keep }: ViewProps) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const toLogin = () => navigate(routePath('Authorization', {}, keep));

  return (
    <AuthCard
      title={t('registration.title')}
      footer={
        <>
          <Text size="sm">
            {t('auth.haveAccount')}{' '}
            <Anchor component={Link} to={routePath('Authorization', {}, keep)} data-testid="to-login">
              {t('auth.toLogin')}
            </Anchor>
          </Text>
          <Anchor href={SUPPORT_HREF} size="sm">
            {t('registration.supportHint')}
          </Anchor>
        </>
      }
    >
      <Suspense>
        <RegistrationForm onSuccess={onDone} onUnauthorized={toLogin} />
      </Suspense>
    </AuthCard>
  );
}
