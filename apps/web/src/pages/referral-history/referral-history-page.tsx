import { Navigate } from 'react-router';
import { useFlag } from '../../features/flags';
import { ReferralHistory } from '../../features/referral';
import { routePath } from '../../shared/config/routes';

/** /referral/history: used bonuses, under "invite a friend" (flag referral-program-enabled). */
export function ReferralHistoryPage() {
  const enabled = useFlag('referral-program-enabled');
  if (!enabled) return <Navigate to={routePath('NotFound')} replace />;
  return <ReferralHistory />;
}
