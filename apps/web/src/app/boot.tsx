import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app';
import { preloadRoute } from './router/preload';
import { start } from './start';

/** The whole app: start-up (session, flags) and the router, rendered into `container`. */
export function bootApp(container: HTMLElement): void {
  start();
  preloadRoute(window.location.pathname);
  createRoot(container).render(
    <StrictMode>
      <App />
    </StrictMode>,
  );
}
