import { Suspense, useState } from 'react';
import { useSearchParams } from 'react-router';
import { lazyExport } from '../../../shared/lib/chunk-reload';

const ActivationDialog = lazyExport(
  () => import('./activation-dialog'),
  (m) => m.ActivationDialog,
);

/**
 * An `activate-hash` query on any page activates the products and shows the result by status. The
 * dialog's code (Mantine's Modal) loads only when such a link is opened, and stays mounted from then
 * on: it removes the query itself and shows the result after.
 */
export function ActivationModal() {
  const [params] = useSearchParams();
  const [needed, setNeeded] = useState(false);
  if (!needed && params.has('activate-hash')) setNeeded(true);
  if (!needed) return null;
  return (
    <Suspense fallback={null}>
      <ActivationDialog />
    </Suspense>
  );
}
