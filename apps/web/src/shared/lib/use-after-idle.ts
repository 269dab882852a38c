import { useEffect, useState } from 'react';

/**
 * Runs `callback` when the browser is next idle (at the latest after `timeoutMs`, when given), or in
 * the next task where it has no `requestIdleCallback`. Returns what cancels it.
 */
export function whenIdle(callback: () => void, timeoutMs?: number): () => void {
  if (typeof window.requestIdleCallback !== 'function') {
    const timer = window.setTimeout(callback, 0);
    return () => window.clearTimeout(timer);
  }
  const id = window.requestIdleCallback(
    callback,
    timeoutMs === undefined ? undefined : { timeout: timeoutMs },
  );
  return () => window.cancelIdleCallback(id);
}

/**
 * False until the browser is first idle after the component's mount (at most `timeoutMs` later), then
 * true. For the parts of the shell a page does not need for its first paint (the start-up modals, the
 * notification bell): rendered from the start, their lazily loaded chunks were fetched, evaluated and
 * rendered in the page's first commit and held back its largest paint by about a second on a phone.
 */
export function useAfterIdle(timeoutMs = 2000): boolean {
  const [ready, setReady] = useState(false);
  useEffect(() => whenIdle(() => setReady(true), timeoutMs), [timeoutMs]);
  return ready;
}
