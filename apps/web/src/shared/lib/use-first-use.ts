import { startTransition, useEffect, useRef, useState, type RefObject } from 'react';

/** What a stand-in control spreads on itself: the overlay's code is fetched on hover or focus, used on click. */
export interface StandInHandlers {
  onPointerEnter: () => void;
  onFocus: () => void;
  onClick: () => void;
}

/**
 * A header control whose overlay (a popover, a menu and the dialogs they open) loads on first use:
 * until then a stand-in that looks and reads the same is rendered, and the overlay's chunk (Mantine's
 * Popover, Menu and Modal with floating-ui and the focus trap) is not part of the start-up
 * (docs/performance.md, "Lighthouse on a phone"). `load` is the dynamic import of the overlay's module;
 * hovering or focusing the stand-in starts it, and the click that asks for the overlay is kept as a
 * transition, so the stand-in stays on screen while the chunk arrives and is then replaced by the
 * real control, opened (`useOpenOnMount`).
 */
export function useFirstUse(load: () => Promise<unknown>): { used: boolean; standIn: StandInHandlers } {
  const [used, setUsed] = useState(false);
  const preload = () => void load().catch(() => undefined);
  return {
    used,
    standIn: {
      onPointerEnter: preload,
      onFocus: preload,
      onClick: () => startTransition(() => setUsed(true)),
    },
  };
}

/**
 * For the real control that replaced a stand-in (`useFirstUse`): when `openOnMount`, focus its target
 * (the stand-in had the focus) and then open, so the overlay's focus trap and focus return start from
 * the target as after a click on it.
 */
export function useOpenOnMount<T extends HTMLElement>(
  openOnMount: boolean,
  open: () => void,
): RefObject<T | null> {
  const target = useRef<T>(null);
  const first = useRef(openOnMount);
  const openRef = useRef(open);
  openRef.current = open;
  useEffect(() => {
    if (!first.current) return;
    first.current = false;
    target.current?.focus();
    openRef.current();
  }, []);
  return target;
}

/**
 * A dialog whose code loads on first use: `asked` turns true the first time `opened` does and stays
 * so; the caller renders the dialog (a lazy component, in Suspense) while `asked`, so its chunk is
 * fetched then and the dialog stays mounted after (it closes with its animation and opens again at
 * once). `opener` (for the control that opens it) fetches the chunk on hover or focus, ahead of the
 * click. The dialog itself opens with `useOpenedAfterMount`.
 */
export function useFirstOpen(
  opened: boolean,
  load: () => Promise<unknown>,
): { asked: boolean; opener: Pick<StandInHandlers, 'onPointerEnter' | 'onFocus'> } {
  const [asked, setAsked] = useState(opened);
  if (opened && !asked) setAsked(true);
  const preload = () => void load().catch(() => undefined);
  return { asked, opener: { onPointerEnter: preload, onFocus: preload } };
}

/**
 * `opened`, but false for a dialog's first render: a Mantine Modal mounted open would not know which
 * element opened it (it records the focused element when `opened` changes), and so could not give it
 * the focus back on close. For dialogs loaded on first use (`useFirstOpen`).
 */
export function useOpenedAfterMount(opened: boolean): boolean {
  const [mounted, setMounted] = useState(false);
  useEffect(() => setMounted(true), []);
  return mounted && opened;
}
