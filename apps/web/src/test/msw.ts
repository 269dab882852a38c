import { setupServer } from 'msw/node';

/**
 * The network of the web tests (msw): each test declares the answers it needs with
 * `server.use(http.get('/api/...', () => HttpResponse.json(...)))`; a request nobody answers fails
 * the test. Handlers are reset after each test (src/test/setup.ts).
 */
export const server = setupServer();
