import { QueryClientProvider } from '@tanstack/react-query';
import { RecoveryForm } from '../features/auth';
import { queryClient } from '../shared/api';
import { SUPPORT_HREF } from '../shared/config/support';

/** Password recovery on the first login page, which has no query client of its own. */
export default function LoginFirstRecovery({ onBack }: { onBack: () => void }) {
  return (
    <QueryClientProvider client={queryClient}>
      <RecoveryForm onBack={onBack} supportHref={SUPPORT_HREF} />
    </QueryClientProvider>
  );
}
