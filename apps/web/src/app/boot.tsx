import { StrictMode, startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app';
import { preloadRoute } from './router/preload';
import { start } from './start';

/** The whole app: start-up (session, flags) and the router, rendered into `container`. */
export function bootApp(container: HTMLElement): void {
  start();
  preloadRoute(window.location.pathname);
  const root = createRoot(container);
  // As a transition, the first render yields to the browser every few milliseconds instead of
  // holding the main thread for the whole tree (long tasks while the page is loading), and the
  // static shell stays on screen until React has a tree to show.
  startTransition(() =>
    root.render(
      <StrictMode>
        <App />
      </StrictMode>,
    ),
  );
}
