import { cloneElement, startTransition, Suspense, useState, type ReactElement } from 'react';
import { lazyExport } from '../lib/chunk-reload';
import type { TooltipOverlayProps } from './tooltip-overlay';

const TooltipOverlay = lazyExport(
  () => import('./tooltip-overlay'),
  (m) => m.TooltipOverlay,
);

type TargetProps = {
  onPointerEnter?: () => void;
  onFocus?: () => void;
};

/**
 * A tooltip whose code (Mantine's Tooltip and floating-ui) loads when its target is first hovered,
 * focused or touched (a touch starts with a pointer entering), not with the page: until then the
 * target alone, which carries the same text as its accessible name. The target is then rendered again
 * inside the real tooltip, open, with the focus if it had it (docs/performance.md, "Lighthouse on a
 * phone"). `children`: one element that takes a ref (a Mantine button).
 */
export function FirstUseTooltip({
  children,
  ...props
}: Omit<TooltipOverlayProps, 'takeFocus' | 'children'> & { children: ReactElement<TargetProps> }) {
  const [asked, setAsked] = useState<'pointer' | 'focus' | null>(null);
  if (!asked) {
    // A transition: the target stays on screen (and focused) while the chunk arrives.
    const ask = (how: 'pointer' | 'focus') => () => startTransition(() => setAsked(how));
    return cloneElement(children, { onPointerEnter: ask('pointer'), onFocus: ask('focus') });
  }
  return (
    <Suspense fallback={children}>
      <TooltipOverlay {...props} takeFocus={asked === 'focus'}>
        {children}
      </TooltipOverlay>
    </Suspense>
  );
}
