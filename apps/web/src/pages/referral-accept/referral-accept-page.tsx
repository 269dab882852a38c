import { Navigate } from 'react-router';
import { useFlag } from '../../features/flags';
import { ReferralAccept } from '../../features/referral';
import { routePath } from '../../shared/config/routes';

/** /referral?id=…: a friend's link applied to the cart (flag referral-program-enabled). */
export function ReferralAcceptPage() {
  const enabled = useFlag('referral-program-enabled');
  if (!enabled) return <Navigate to={routePath('NotFound')} replace />;
  return <ReferralAccept />;
}
