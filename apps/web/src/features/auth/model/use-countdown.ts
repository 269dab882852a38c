import { useEffect, useState } from 'react';

/** Whole seconds left until `until` (ms since epoch), ticking every second; 0 when passed. */
export function useCountdown(until: number | null): number {
  const left = () => (until === null ? 0 : Math.max(0, Math.ceil((until - Date.now()) / 1000)));
  const [seconds, setSeconds] = useState(left);

  useEffect(() => {
    const tick = () => setSeconds(until === null ? 0 : Math.max(0, Math.ceil((until - Date.now()) / 1000)));
    tick();
    if (until === null) return;
    const id = window.setInterval(tick, 1000);
    return () => window.clearInterval(id);
  }, [until]);

  return seconds;
}
