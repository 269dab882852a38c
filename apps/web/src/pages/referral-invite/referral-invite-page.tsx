import { Navigate } from 'react-router';
import { useFlag } from '../../features/flags';
import { ReferralInvite } from '../../features/referral';
import { routePath } from '../../shared/config/routes';

/** /referral/invite: the student's link and the programme's terms (flag referral-program-enabled). */
export function ReferralInvitePage() {
  const enabled = useFlag('referral-program-enabled');
  if (!enabled) return <Navigate to={routePath('NotFound')} replace />;
  return <ReferralInvite />;
}
