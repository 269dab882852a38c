import { describe, expect, it } from 'vitest';
import { boxesOverlap, placeTip } from './place-tip';

const tip = { width: 300, height: 120 };
const desktop = { width: 1280, height: 720 };

describe('placeTip', () => {
  it('puts the hint below its control when there is room, aligned with it', () => {
    const anchor = { top: 100, left: 200, width: 80, height: 40 };
    expect(placeTip(anchor, tip, desktop)).toEqual({ side: 'bottom', top: 148, left: 200 });
  });
  it('goes above a control at the bottom of the screen instead of covering it', () => {
    const anchor = { top: 650, left: 200, width: 80, height: 40 };
    const p = placeTip(anchor, tip, desktop);
    expect(p.side).toBe('top');
    expect(boxesOverlap({ ...p, ...tip }, anchor)).toBe(false);
  });
  it('stays inside the screen for a control at the right edge (header tools), never over it', () => {
    const anchor = { top: 12, left: 1220, width: 44, height: 44 };
    const p = placeTip(anchor, tip, desktop);
    expect(p.left + tip.width).toBeLessThanOrEqual(desktop.width - 8);
    expect(boxesOverlap({ ...p, ...tip }, anchor)).toBe(false);
  });
  it('goes beside a tall control (a card filling the height) instead of over it', () => {
    const anchor = { top: 20, left: 20, width: 600, height: 680 };
    const p = placeTip(anchor, tip, desktop);
    expect(p.side).toBe('right');
    expect(boxesOverlap({ ...p, ...tip }, anchor)).toBe(false);
  });
  it('on a 360 px phone keeps the hint on screen below a header button', () => {
    const anchor = { top: 8, left: 300, width: 44, height: 44 };
    const p = placeTip(anchor, tip, { width: 360, height: 740 });
    expect(p).toMatchObject({ side: 'bottom', left: 52 });
    expect(boxesOverlap({ ...p, ...tip }, anchor)).toBe(false);
  });
});
