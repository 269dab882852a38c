import '@testing-library/jest-dom/vitest';
import { cleanup } from '@testing-library/react';
import { afterAll, afterEach, beforeAll } from 'vitest';
import { server } from './msw';

// msw's 'error' strategy only makes the app's fetch fail, which a component may swallow; collecting
// the unanswered requests and throwing after the test makes each of them fail the test.
const unhandled: string[] = [];
beforeAll(() =>
  server.listen({
    onUnhandledRequest: (request, print) => {
      const url = new URL(request.url);
      unhandled.push(`${request.method} ${url.pathname}${url.search}`);
      print.error();
    },
  }),
);
afterAll(() => server.close());

afterEach(() => {
  server.resetHandlers();
  server.events.removeAllListeners();
  cleanup();
  window.localStorage.clear();
  window.sessionStorage.clear();
  const unanswered = unhandled.splice(0);
  if (unanswered.length > 0) throw new Error(`Requests no handler answered: ${unanswered.join(', ')}`);
});

// jsdom lacks these; Mantine asks for them.
window.matchMedia ??= ((query: string) => ({
  matches: false,
  media: query,
  onchange: null,
  addListener: () => undefined,
  removeListener: () => undefined,
  addEventListener: () => undefined,
  removeEventListener: () => undefined,
  dispatchEvent: () => false,
})) as typeof window.matchMedia;

class ResizeObserverStub {
  observe() {}
  unobserve() {}
  disconnect() {}
}
window.ResizeObserver ??= ResizeObserverStub as unknown as typeof ResizeObserver;
window.HTMLElement.prototype.scrollIntoView ??= () => undefined;
