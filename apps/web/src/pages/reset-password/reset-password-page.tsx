import { useTranslation } from 'react-i18next';
import { Navigate, useNavigate, useSearchParams } from 'react-router';
import { ResetPasswordForm } from '../../features/auth';
import { routePath } from '../../shared/config/routes';
import { AuthCard } from '../../shared/ui';

/** /auth/reset-password?uid=…&token=… — without both the page is not found. */
export function ResetPasswordPage() {
  const { t } = useTranslation();
  const [query] = useSearchParams();
  const navigate = useNavigate();
  const uid = query.get('uid');
  const token = query.get('token');
  if (!uid || !token) return <Navigate to={routePath('NotFound')} replace />;
  return (
    <AuthCard title={t('pages.resetPassword')}>
      <ResetPasswordForm uid={uid} token={token} onDone={() => navigate(routePath('Authorization'))} />
    </AuthCard>
  );
}
