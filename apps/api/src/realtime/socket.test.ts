import Fastify, { type FastifyInstance } from 'fastify';
import { afterEach, describe, expect, it } from 'vitest';
import { SOCKET_CLOSE } from '@prepa/contracts';
import type { Authenticate } from '../http/auth-guard.js';
import { ServiceUnavailable, TokenNotValid } from '../http/errors.js';
import { SocketClient } from '../../test/socket-client.js';
import { createMemoryBus } from './bus.js';
import { createRealtime } from './socket.js';

const PATH = '/ws/test/';
let app: FastifyInstance | undefined;

async function serve(authenticate: Authenticate, authTimeoutMs = 10_000) {
  app = Fastify();
  const realtime = await createRealtime(app, { bus: createMemoryBus(), authenticate, authTimeoutMs });
  realtime.endpoint({ path: PATH, actions: { echo: async (_session, payload) => payload } });
  await app.ready();
  return SocketClient.open(app, undefined, PATH);
}

// No platform: this bare app resolves none for the request, and the socket compares the two.
const student = { id: 7, role: 'STUDENT_ROLE', sessionId: 's1' } as unknown as Awaited<
  ReturnType<Authenticate>
>;

afterEach(async () => {
  await app?.close();
  app = undefined;
});

describe('socket authentication: when the client should refresh its token', () => {
  it('a refused token closes with 4401 (refresh, then reconnect)', async () => {
    const c = await serve(async () => {
      throw new TokenNotValid();
    });
    expect((await c.request('auth', { token: 'expired' })).ok).toBe(false);
    await expect.poll(() => c.closed).toBe(SOCKET_CLOSE.unauthenticated);
  });

  it('a check that could not be made (the database away) closes with 1013, never 4401', async () => {
    const c = await serve(async () => {
      throw new ServiceUnavailable('database down', ['database']);
    });
    const reply = await c.request('auth', { token: 'fine' });
    expect(reply.ok).toBe(false);
    expect(reply.error?.errors[0]?.code).toBe('service_unavailable');
    await expect.poll(() => c.closed).toBe(SOCKET_CLOSE.tryAgainLater);
  });

  it('the authentication deadline does not cut a check in progress; a silent socket is still closed', async () => {
    const slow = await serve(async () => {
      await new Promise((resolve) => setTimeout(resolve, 300));
      return student;
    }, 100);
    const reply = await slow.request('auth', { token: 'fine' });
    expect(reply.ok).toBe(true);
    expect((await slow.request('echo', { x: 1 })).data).toEqual({ x: 1 });
    expect(slow.closed).toBeUndefined();
    await app?.close();

    const silent = await serve(async () => student, 100);
    await expect.poll(() => silent.closed).toBe(SOCKET_CLOSE.unauthenticated);
  });
});
