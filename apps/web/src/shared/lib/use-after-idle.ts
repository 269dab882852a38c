import { useEffect, useState } from 'react';

/**
 * False until the browser is first idle after the component's mount (at most `timeoutMs` later), then
 * true. For the parts of the shell a page does not need for its first paint (the start-up modals, the
 * notification bell): rendered from the start, their lazily loaded chunks were fetched, evaluated and
 * rendered in the page's first commit and held back its largest paint by about a second on a phone.
 */
export function useAfterIdle(timeoutMs = 2000): boolean {
  const [ready, setReady] = useState(false);
  useEffect(() => {
    if (typeof window.requestIdleCallback !== 'function') {
      const timer = window.setTimeout(() => setReady(true), 0);
      return () => window.clearTimeout(timer);
    }
    const id = window.requestIdleCallback(() => setReady(true), { timeout: timeoutMs });
    return () => window.cancelIdleCallback(id);
  }, [timeoutMs]);
  return ready;
}
