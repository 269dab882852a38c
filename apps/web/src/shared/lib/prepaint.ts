/**
 * The element painted on some pages before the app's code: by the server on /catalog
 * (`apps/api/src/http/catalogue-prepaint.ts`), by the page's first script on a student's Home
 * (`pages/home/prepaint.ts`).
 */
export const PREPAINT_ID = 'prepa-prepaint';

/**
 * Removes the page's first paint. Called in a layout effect by the page it stands for, once that page
 * has rendered (so the two swap in one frame), and by every other screen that renders in its place
 * (another route, a redirect, a refusal).
 */
export function dropPrepaint(): void {
  document.getElementById(PREPAINT_ID)?.remove();
}
