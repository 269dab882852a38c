import { Suspense, type ReactElement, type ReactNode } from 'react';
import { useFirstUse, type StandInHandlers } from './use-first-use';

/**
 * A header control whose overlay loads on first use (`useFirstUse`): `standIn(handlers)` until then,
 * and while the overlay's chunk is on its way; then `children`, the real control (a lazy component
 * the caller made with `lazyExport` from the same `load`, told to open on mount).
 */
export function FirstUse({
  load,
  standIn,
  children,
}: {
  load: () => Promise<unknown>;
  standIn: (handlers: StandInHandlers) => ReactElement;
  children: ReactNode;
}) {
  const { used, standIn: handlers } = useFirstUse(load);
  const button = standIn(handlers);
  return <Suspense fallback={button}>{used ? children : button}</Suspense>;
}
