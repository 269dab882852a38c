export interface Box {
  top: number;
  left: number;
  width: number;
  height: number;
}
export type TipSide = 'bottom' | 'top' | 'right' | 'left';
export interface TipPlacement {
  top: number;
  left: number;
  side: TipSide;
}

const MARGIN = 8;

function overlaps(a: Box, b: Box): boolean {
  return (
    a.left < b.left + b.width &&
    b.left < a.left + a.width &&
    a.top < b.top + b.height &&
    b.top < a.top + a.height
  );
}

/**
 * Where a hint goes next to the control it explains (viewport coordinates): below it, else above,
 * right or left — the first side where the whole hint fits on screen — shifted along that side to stay
 * inside the viewport. It never covers its control; when no side fits it goes below, still beside it.
 */
export function placeTip(
  anchor: Box,
  tip: { width: number; height: number },
  viewport: { width: number; height: number },
  gap = 8,
): TipPlacement {
  const clampX = (x: number) => Math.max(MARGIN, Math.min(x, viewport.width - tip.width - MARGIN));
  const clampY = (y: number) => Math.max(MARGIN, Math.min(y, viewport.height - tip.height - MARGIN));
  const candidates: TipPlacement[] = [
    { side: 'bottom', top: anchor.top + anchor.height + gap, left: clampX(anchor.left) },
    { side: 'top', top: anchor.top - gap - tip.height, left: clampX(anchor.left) },
    { side: 'right', top: clampY(anchor.top), left: anchor.left + anchor.width + gap },
    { side: 'left', top: clampY(anchor.top), left: anchor.left - gap - tip.width },
  ];
  const fits = (p: TipPlacement) =>
    p.top >= MARGIN &&
    p.left >= MARGIN &&
    p.top + tip.height <= viewport.height - MARGIN &&
    p.left + tip.width <= viewport.width - MARGIN &&
    !overlaps({ ...p, ...tip }, anchor);
  return candidates.find(fits) ?? (candidates[0] as TipPlacement);
}

export { overlaps as boxesOverlap };
