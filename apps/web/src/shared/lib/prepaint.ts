/** The element the server paints on some pages before any script (`#prepa-prepaint`, on /catalog). */
const PREPAINT_ID = 'prepa-prepaint';

/**
 * Removes the server's first paint of the page. Called in a layout effect by the page it stands for,
 * once that page has rendered (so the two swap in one frame), and by every other screen that renders
 * in its place (another route, a redirect, a refusal).
 */
export function dropPrepaint(): void {
  document.getElementById(PREPAINT_ID)?.remove();
}
