import { Anchor, Text } from '@mantine/core';
import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, Navigate, useNavigate, useParams, useSearchParams } from 'react-router';
import { signIn } from '../../features/auth';
import { routePath } from '../../shared/config/routes';
import { SUPPORT_HREF } from '../../shared/config/support';
import { safeRedirect } from '../../shared/lib/redirect';
import { AuthCard } from '../../shared/ui';
import { LoginView } from './login-view';

// Registration (with the phone modal) and recovery are chunks of their own: the login page stays small.
const RegistrationForm = lazy(() => import('./registration-form'));
const RecoveryForm = lazy(() => import('./recovery-form'));

function Recovery({ onBack }: { onBack: () => void }) {
  return <RecoveryForm onBack={onBack} supportHref={SUPPORT_HREF} />;
}

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
  return (
    <LoginView
      onSignedIn={async (response) => {
        await signIn(response);
        done();
      }}
      registrationHref={routePath('AuthorizationByType', { type: 'registration' }, keep)}
      onNavigate={(href) => void navigate(href)}
      Recovery={Recovery}
    />
  );
}

interface ViewProps {
  onDone: () => void;
  keep: Record<string, string>;
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
