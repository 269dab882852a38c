import type { MouseEvent } from 'react';

type Navigate = (to: string, options?: { replace?: boolean }) => void;

let navigator: Navigate = (to) => window.location.assign(to);

/** The router registers its navigate here, for navigation outside components (logout). */
export function setNavigator(next: Navigate): void {
  navigator = next;
}

export function navigateTo(to: string, options?: { replace?: boolean }): void {
  navigator(to, options);
}

/**
 * An anchor's click handler that follows one of our addresses in the app (`go`); a click with a
 * modifier key or another button keeps the browser's own behaviour (new tab, new window).
 */
export function followInApp(go: () => void) {
  return (event: MouseEvent<HTMLAnchorElement>): void => {
    if (event.metaKey || event.ctrlKey || event.shiftKey || event.button !== 0) return;
    event.preventDefault();
    go();
  };
}
