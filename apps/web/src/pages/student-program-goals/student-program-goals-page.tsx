import { useState } from 'react';
import { Navigate, useNavigate, useSearchParams } from 'react-router';
import { IndividualProgramModal } from '../../features/goals';
import { safeRedirect } from '../../shared/lib/redirect';
import { routePath } from '../../shared/config/routes';

/**
 * /progress/program/goals?redirect=&skipProgramChoice=&productTypeId=: opens the program goals modal,
 * then returns to `redirect` (or the goals page). With skipProgramChoice the goals page is shown.
 */
export function StudentProgramGoalsPage() {
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const [open, setOpen] = useState(true);
  const back = safeRedirect(params.get('redirect')) ?? routePath('StudentGoals');
  if (params.get('skipProgramChoice') === 'true') return <Navigate to={routePath('StudentGoals')} replace />;
  return (
    <IndividualProgramModal
      opened={open}
      onClose={() => {
        setOpen(false);
        void navigate(back, { replace: true });
      }}
    />
  );
}
