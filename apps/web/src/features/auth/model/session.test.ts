import { http, HttpResponse } from 'msw';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { queryClient, tokenStore } from '../../../shared/api';
import { setNavigator } from '../../../shared/lib/navigation';
import { server, trackRequests } from '../../../test/msw';
import { bootstrapSession, logout, watchOtherTabs } from './session';
import { useSessionStore } from './session-store';

const user = {
  id: 3,
  first_name: 'Иван',
  last_name: 'Петров',
  email: 'i@example.com',
  avatar: null,
  role: 'STUDENT_ROLE',
};
const invalidToken = () =>
  HttpResponse.json(
    { type: 'client_error', errors: [{ code: 'token_not_valid', detail: 'x', attr: null }] },
    { status: 401 },
  );
let requests: { method: string; url: string }[] = [];
const calls = () => requests.map((r) => r.url);

beforeEach(() => {
  requests = trackRequests();
  useSessionStore.setState({ ready: false, authenticated: false, serverUnreachable: false });
  queryClient.clear();
  window.history.replaceState(null, '', '/home');
});
afterEach(() => vi.useRealTimers());

describe('start-up', () => {
  it('logs out an existing session, then signs in with the code from the address and removes it', async () => {
    tokenStore.set({ access: 'old', refresh: 'old-r' });
    window.history.replaceState(null, '', '/home?code=one-time&tab=2');
    const bodies: unknown[] = [];
    server.use(
      http.post('/api/v2/auth/logout/', () => new HttpResponse(null, { status: 204 })),
      http.post('/api/v2/auth/obtain-code/', async ({ request }) => {
        bodies.push(await request.json());
        return HttpResponse.json({ access: 'a', refresh: 'r', user });
      }),
    );

    await bootstrapSession();
    expect(calls()).toEqual(['/api/v2/auth/logout/', '/api/v2/auth/obtain-code/']);
    expect(bodies).toEqual([{ auth_code: 'one-time' }]);
    expect(window.location.search).toBe('?tab=2');
    expect(tokenStore.refresh()).toBe('r');
    expect(useSessionStore.getState()).toMatchObject({ ready: true, authenticated: true });
  });

  it('takes tokens from the address and removes them', async () => {
    window.history.replaceState(null, '', '/home?accessToken=acc&refreshToken=ref');
    server.use(http.get('/api/v3/auth/verify/', () => HttpResponse.json({ user })));
    await bootstrapSession();
    expect(window.location.search).toBe('');
    expect(tokenStore.access()).toBe('acc');
    expect(calls()).toEqual(['/api/v3/auth/verify/']);
    expect(useSessionStore.getState().authenticated).toBe(true);
  });

  it('verifies stored tokens, refreshing once when verification fails', async () => {
    tokenStore.set({ access: 'expired', refresh: 'good' });
    server.use(
      http.get('/api/v3/auth/verify/', ({ request }) =>
        request.headers.get('Authorization') === 'Bearer fresh'
          ? HttpResponse.json({ user })
          : invalidToken(),
      ),
      http.post('/api/v3/auth/refresh/', () => HttpResponse.json({ access: 'fresh', refresh: 'rotated' })),
    );
    await bootstrapSession();
    expect(calls()).toEqual(['/api/v3/auth/verify/', '/api/v3/auth/refresh/', '/api/v3/auth/verify/']);
    expect(tokenStore.refresh()).toBe('rotated');
    expect(useSessionStore.getState().authenticated).toBe(true);
  });

  it('ends up a guest when the refresh fails too', async () => {
    tokenStore.set({ access: 'expired', refresh: 'revoked' });
    server.use(http.all('/api/*', invalidToken));
    await bootstrapSession();
    expect(tokenStore.access()).toBeNull();
    expect(useSessionStore.getState()).toMatchObject({ ready: true, authenticated: false });
  });
});

describe('logout', () => {
  it('calls the server, wipes tokens, stores and cache, and goes to Authorization', async () => {
    const navigate = vi.fn();
    setNavigator(navigate);
    tokenStore.set({ access: 'a', refresh: 'r' });
    useSessionStore.setState({ authenticated: true, ready: true });
    queryClient.setQueryData(['profile'], { id: 1 });
    server.use(http.post('/api/v2/auth/logout/', () => new HttpResponse(null, { status: 204 })));

    await logout();
    expect(calls()).toEqual(['/api/v2/auth/logout/']);
    expect(tokenStore.refresh()).toBeNull();
    expect(queryClient.getQueryData(['profile'])).toBeUndefined();
    expect(useSessionStore.getState().authenticated).toBe(false);
    expect(navigate).toHaveBeenCalledWith('/auth/login', { replace: true });
  });
});

describe('other tabs', () => {
  it('reloads 0.5 s after another tab changes the refresh token', () => {
    vi.useFakeTimers();
    const reload = vi.fn();
    const stop = watchOtherTabs(reload);
    window.dispatchEvent(
      new StorageEvent('storage', { key: 'prepa.accessToken', oldValue: 'a', newValue: 'b' }),
    );
    window.dispatchEvent(
      new StorageEvent('storage', { key: 'prepa.refreshToken', oldValue: 'r1', newValue: 'r2' }),
    );
    vi.advanceTimersByTime(499);
    expect(reload).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(reload).toHaveBeenCalledTimes(1);
    stop();
  });
});

describe('server unreachable at start-up', () => {
  it('keeps the tokens and flags the server as unreachable', async () => {
    tokenStore.set({ access: 'a', refresh: 'r' });
    server.use(http.all('/api/*', () => HttpResponse.error()));
    await bootstrapSession();
    expect(tokenStore.refresh()).toBe('r');
    expect(useSessionStore.getState()).toMatchObject({ ready: true, serverUnreachable: true });
  });

  it.each([500, 503, 429])('keeps the session when verification answers %i', async (status) => {
    tokenStore.set({ access: 'a', refresh: 'r' });
    server.use(
      http.get('/api/v3/auth/verify/', () =>
        HttpResponse.json(
          { type: 'server_error', errors: [{ code: 'x', detail: 'x', attr: null }] },
          { status },
        ),
      ),
    );
    await bootstrapSession();
    expect(calls()).toEqual(['/api/v3/auth/verify/']);
    expect(tokenStore.access()).toBe('a');
    expect(tokenStore.refresh()).toBe('r');
    expect(useSessionStore.getState()).toMatchObject({ ready: true, serverUnreachable: true });
  });
});
