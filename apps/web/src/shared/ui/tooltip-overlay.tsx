import { Tooltip, type TooltipProps } from '@mantine/core';
import { useEffect, useRef } from 'react';

export type TooltipOverlayProps = Omit<TooltipProps, 'defaultOpened' | 'opened'> & {
  /** The stand-in had the focus: give it to the real target, where the tooltip's focus events are. */
  takeFocus: boolean;
};

/**
 * Mantine's Tooltip (floating-ui) once its target has been hovered, focused or touched
 * (`FirstUseTooltip`): open from the start, since the pointer or the focus that asked for it is
 * already there; from then on the tooltip's own events open and close it.
 */
export function TooltipOverlay({ takeFocus, ...props }: TooltipOverlayProps) {
  // Mantine types the target as a div; it is whatever element the tooltip wraps.
  const target = useRef<HTMLDivElement>(null);
  const focus = useRef(takeFocus);
  useEffect(() => {
    if (focus.current) target.current?.focus();
  }, []);
  return <Tooltip {...props} ref={target} defaultOpened />;
}
