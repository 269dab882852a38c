import { StrictMode, startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { setNavigator } from '../shared/lib/navigation';
import { App } from './app';
import { preloadRoute } from './router/preload';
import { createAppRouter } from './router/router';
import { start } from './start';

/**
 * Lets the browser paint and handle input before the next step of start-up: each step is then a task
 * of its own instead of one long task from the scripts' evaluation to the first render (on a phone
 * about 300 ms during which a tap waits).
 */
const nextTask = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

/** The whole app: start-up (session, flags) and the router, rendered into `container`. */
export async function bootApp(container: HTMLElement): Promise<void> {
  // Scripts evaluated (the task that loaded them); the requests that take longest go out first.
  await nextTask();
  start();
  await nextTask();
  const router = createAppRouter();
  setNavigator((to, options) => void router.navigate(to, options));
  preloadRoute(router.state.location.pathname, router.state.matches);
  await nextTask();
  const root = createRoot(container);
  // As a transition, the first render yields to the browser every few milliseconds instead of
  // holding the main thread for the whole tree (long tasks while the page is loading), and the
  // static shell stays on screen until React has a tree to show.
  startTransition(() =>
    root.render(
      <StrictMode>
        <App router={router} />
      </StrictMode>,
    ),
  );
}
