import { setupServer } from 'msw/node';

/**
 * The network of the web tests (msw): each test declares the answers it needs with
 * `server.use(http.get('/api/...', () => HttpResponse.json(...)))`; a request nobody answers fails
 * the test (src/test/setup.ts). Handlers and listeners are reset after each test.
 */
export const server = setupServer();

/** A request as a test asserts on it: method, path, query, headers and the JSON body it carried. */
export interface SentRequest {
  method: string;
  /** Path and query, as the app wrote them (`/api/cart/count/?x=1`). */
  url: string;
  path: string;
  query: URLSearchParams;
  headers: Headers;
  body: unknown;
}

/** Reads a request inside a handler, for later assertions (the handler still answers it). */
export async function readRequest(request: Request): Promise<SentRequest> {
  const url = new URL(request.url);
  const text = await request.clone().text();
  return {
    method: request.method,
    url: url.pathname + url.search,
    path: url.pathname,
    query: url.searchParams,
    headers: request.headers,
    body: text ? (JSON.parse(text) as unknown) : undefined,
  };
}

/**
 * Every request the app starts from now until the end of the test, handled or not, in order
 * (method and URL only: read bodies inside the handlers with `readRequest`).
 */
export function trackRequests(): { method: string; url: string }[] {
  const seen: { method: string; url: string }[] = [];
  server.events.on('request:start', ({ request }) => {
    const url = new URL(request.url);
    seen.push({ method: request.method, url: url.pathname + url.search });
  });
  return seen;
}
