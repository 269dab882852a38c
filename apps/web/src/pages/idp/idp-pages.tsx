import { Anchor, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { ReactNode } from 'react';
import { Link, Navigate, useNavigate, useSearchParams } from 'react-router';
import {
  LoginForm,
  PasswordChangeForm,
  RecoveryForm,
  RegistrationV2Form,
  RegistrationV3Form,
  ResetPasswordForm,
  logout,
  signIn,
  useCurrentUser,
} from '../../features/auth';
import { useFlag } from '../../features/flags';
import { platformHas } from '../../shared/config/platform';
import { routePath } from '../../shared/config/routes';
import { SUPPORT_HREF } from '../../shared/config/support';
import { ContinueAs, IdpShell, type IdpApi } from './idp-shell';

function SignedInOr({ api, children }: { api: IdpApi; children: ReactNode }) {
  const user = useCurrentUser();
  if (!user) return <>{children}</>;
  return <ContinueAs name={user.firstName} api={api} onOther={() => void logout({ redirect: false })} />;
}

export function IdpLoginPage() {
  const { t } = useTranslation();
  const phoneEnabled = useFlag('login-by-phone');
  const navigate = useNavigate();
  return (
    <IdpShell title={t('pages.login')}>
      {(api) => (
        <SignedInOr api={api}>
          <LoginForm
            phoneEnabled={phoneEnabled}
            onSuccess={async (response) => {
              await signIn(response);
              await api.finish();
            }}
            onForgotPassword={() => navigate(routePath('IdpRecoverPassword'))}
          />
          <Text size="sm">
            {t('auth.noAccount')}{' '}
            <Anchor component={Link} to={routePath('IdpRegister')}>
              {t('auth.toRegistration')}
            </Anchor>
          </Text>
        </SignedInOr>
      )}
    </IdpShell>
  );
}

export function IdpRegisterPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const Form = platformHas('registrationV3') ? RegistrationV3Form : RegistrationV2Form;
  return (
    <IdpShell title={t('pages.registration')}>
      {(api) => (
        <SignedInOr api={api}>
          <Form onSuccess={() => void api.finish()} onUnauthorized={() => navigate(routePath('IdpLogin'))} />
          <Text size="sm">
            {t('auth.haveAccount')}{' '}
            <Anchor component={Link} to={routePath('IdpLogin')}>
              {t('auth.toLogin')}
            </Anchor>
          </Text>
        </SignedInOr>
      )}
    </IdpShell>
  );
}

export function IdpRecoverPasswordPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  return (
    <IdpShell title={t('pages.recovery')}>
      {() => <RecoveryForm onBack={() => navigate(routePath('IdpLogin'))} supportHref={SUPPORT_HREF} />}
    </IdpShell>
  );
}

/** Sets a password from an e-mailed link (uid and token), then back to the client's login. */
export function IdpCreatePasswordPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [query] = useSearchParams();
  const uid = query.get('uid');
  const token = query.get('token');
  if (!uid || !token) return <Navigate to={routePath('NotFound')} replace />;
  return (
    <IdpShell title={t('pages.createPassword')}>
      {() => <ResetPasswordForm uid={uid} token={token} onDone={() => navigate(routePath('IdpLogin'))} />}
    </IdpShell>
  );
}

export function IdpChangePasswordPage() {
  const { t } = useTranslation();
  const user = useCurrentUser();
  const phoneEnabled = useFlag('login-by-phone');
  return (
    <IdpShell title={t('pages.changePassword')}>
      {(api) =>
        user ? (
          <PasswordChangeForm onDone={() => void api.finish()} />
        ) : (
          <LoginForm
            phoneEnabled={phoneEnabled}
            onSuccess={async (response) => {
              await signIn(response);
            }}
          />
        )
      }
    </IdpShell>
  );
}
