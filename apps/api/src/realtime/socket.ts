import type { FastifyInstance, FastifyRequest } from 'fastify';
import fastifyWebsocket from '@fastify/websocket';
import type { WebSocket } from 'ws';
import type { z } from 'zod';
import {
  jsonNestingExceeds,
  keysToCamel,
  keysToSnake,
  SOCKET_AUTH_TIMEOUT_MS,
  SOCKET_CLOSE,
  SOCKET_HEARTBEAT_MS,
  socketAuthSchema,
  socketRequestSchema,
  type MessageLanguage,
  type SocketPush,
  type SocketReply,
} from '@prepa/contracts';
import type { Authenticate, CurrentUser } from '../http/auth-guard.js';
import { ApiError, ClientError, PlatformMismatch, ValidationFailed } from '../http/errors.js';
import { errorBody, toApiError } from '../http/error-handler.js';
import { pickLanguage } from '../http/i18n.js';
import { zodIssuesToFieldErrors } from '../http/validation.js';
import type { Bus, BusHandler } from './bus.js';

/** One authenticated socket, as an endpoint's actions see it. */
export interface SocketSession {
  readonly user: CurrentUser;
  readonly lang: MessageLanguage;
  /** Sends a server push `{push, data}` to this socket (dropped if it has closed). */
  push(push: string, data: unknown): void;
  /** Listens to a bus channel until the socket closes; a second call for one channel is a no-op. */
  subscribe(channel: string, handler: BusHandler): Promise<void>;
  unsubscribe(channel: string): Promise<void>;
  /** Per-socket state an endpoint may keep (joined rooms and the like). */
  readonly state: Map<string, unknown>;
}

export type ActionHandler = (session: SocketSession, payload: Record<string, unknown>) => Promise<unknown>;

export interface Endpoint {
  /** The socket's address, outside `/api` (e.g. `/ws/lessons/chat/`). */
  path: string;
  actions: Record<string, ActionHandler>;
  onClose?(session: SocketSession): Promise<void> | void;
}

export interface Realtime {
  bus: Bus;
  /** Mounts a socket endpoint speaking the protocol of docs/realtime.md. */
  endpoint(endpoint: Endpoint): void;
}

/** Parses an action's payload with a contracts schema; failures are the standard validation error. */
export function parsePayload<S extends z.ZodType>(schema: S, payload: unknown): z.output<S> {
  const result = schema.safeParse(payload);
  if (!result.success) throw new ValidationFailed(zodIssuesToFieldErrors(result.error.issues, payload));
  return result.data;
}

class InternalError extends ApiError {
  readonly status = 500;
  readonly type = 'server_error' as const;
}

/**
 * The bus channel on which the auth service says that sessions of a user ended (logout, password change
 * or reset): a socket authenticated by one of them is closed (4401), as its token no longer opens anything.
 */
export const sessionsEndedChannel = (userId: number) => `auth:sessions-ended:${userId}`;
/** `sessionId`: that session ended; otherwise every session of the user but `keep`. */
export interface SessionsEnded {
  userId: number;
  sessionId?: string;
  keep?: string;
}

export interface RealtimeOptions {
  bus: Bus;
  authenticate: Authenticate;
  heartbeatMs?: number;
  authTimeoutMs?: number;
  /** Largest accepted client message in bytes. */
  maxPayload?: number;
}

/**
 * The WebSocket layer: @fastify/websocket, a heartbeat, authentication by the first message and
 * the `{action, requestId}` request/reply protocol. Every socket is closed (1001) on app.close().
 */
export async function createRealtime(app: FastifyInstance, options: RealtimeOptions): Promise<Realtime> {
  const { bus, authenticate } = options;
  const heartbeatMs = options.heartbeatMs ?? SOCKET_HEARTBEAT_MS;
  const authTimeoutMs = options.authTimeoutMs ?? SOCKET_AUTH_TIMEOUT_MS;

  const sockets = new Map<WebSocket, { alive: boolean; close: () => Promise<void> }>();
  const heartbeat = setInterval(() => {
    for (const [socket, entry] of sockets) {
      if (!entry.alive) {
        socket.terminate();
        continue;
      }
      entry.alive = false;
      socket.ping();
    }
  }, heartbeatMs);
  heartbeat.unref();

  // Our own preClose (instead of the plugin's) says why: 1001 "going away", so clients reconnect.
  await app.register(fastifyWebsocket, {
    options: { maxPayload: options.maxPayload ?? 64 * 1024 },
    preClose: async () => {
      clearInterval(heartbeat);
      const closing = [...sockets.entries()];
      for (const [socket] of closing) socket.close(SOCKET_CLOSE.goingAway, 'server shutting down');
      await Promise.allSettled(closing.map(([, entry]) => entry.close()));
    },
  });

  app.addHook('onClose', async () => {
    await bus.close();
  });

  function endpoint({ path, actions, onClose }: Endpoint): void {
    app.get(path, { websocket: true }, (socket: WebSocket, request: FastifyRequest) => {
      const asked = (request.query as { lang?: unknown } | undefined)?.lang;
      // `?lang=` (the SPA's interface language; sockets carry no custom headers), else Accept-Language.
      const lang =
        asked === 'ru' || asked === 'en' ? asked : pickLanguage(request.headers['accept-language']);
      const log = request.log;
      let user: CurrentUser | undefined;
      let session: SocketSession | undefined;
      const subscriptions = new Map<string, Promise<() => Promise<void>>>();
      const state = new Map<string, unknown>();
      let closed = false;
      let queue: Promise<void> = Promise.resolve();

      const send = (message: SocketReply | SocketPush) => {
        if (socket.readyState === socket.OPEN) socket.send(JSON.stringify(keysToSnake(message)));
      };
      const reply = (requestId: SocketReply['requestId'], action: string, data: unknown) =>
        send({ requestId, action, ok: true, data });
      const fail = (requestId: SocketReply['requestId'], action: string, error: unknown) => {
        const apiError = toApiError(error);
        if (!apiError || apiError.status >= 500) log.error({ err: error, action }, 'socket action failed');
        const known = apiError ?? new InternalError('internal');
        send({ requestId, action, ok: false, status: known.status, error: errorBody(known, lang) });
      };

      const cleanup = async () => {
        if (closed) return;
        closed = true;
        clearTimeout(authTimer);
        sockets.delete(socket);
        const pending = [...subscriptions.values()];
        subscriptions.clear();
        await Promise.allSettled(pending.map(async (p) => (await p)()));
        if (session && onClose)
          await Promise.resolve(onClose(session)).catch((err) => log.error({ err }, 'socket onClose'));
      };
      sockets.set(socket, { alive: true, close: cleanup });

      // A socket that sends no token in time is closed; one whose token is being checked is not (a
      // slow check is ours, and 4401 would make the client rotate a token that is fine).
      let checking = false;
      const authTimer = setTimeout(() => {
        if (!user && !checking) socket.close(SOCKET_CLOSE.unauthenticated, 'authentication timeout');
      }, authTimeoutMs);
      authTimer.unref();

      const makeSession = (current: CurrentUser): SocketSession => ({
        get user() {
          return user ?? current;
        },
        lang,
        push: (push, data) => send({ push, data }),
        async subscribe(channel, handler) {
          if (closed || subscriptions.has(channel)) return;
          const pending = bus.subscribe(channel, (message) => {
            if (!closed) handler(message);
          });
          subscriptions.set(channel, pending);
          await pending;
        },
        async unsubscribe(channel) {
          const pending = subscriptions.get(channel);
          subscriptions.delete(channel);
          if (pending) await (await pending)();
        },
        state,
      });

      async function handle(raw: string): Promise<void> {
        let message: unknown;
        if (jsonNestingExceeds(raw))
          return fail(null, 'error', new ClientError(400, 'nesting_too_deep', 'nesting_too_deep', { n: 64 }));
        try {
          message = keysToCamel(JSON.parse(raw));
        } catch {
          return fail(null, 'error', new ClientError(400, 'parse_error'));
        }
        const head = socketRequestSchema.safeParse(message);
        if (!head.success) return fail(null, 'error', new ClientError(400, 'socket_bad_message'));
        const { action, requestId, ...payload } = head.data;
        try {
          if (action === 'ping') return reply(requestId, action, { pong: true });
          if (action === 'auth') {
            const { token } = parsePayload(socketAuthSchema, payload);
            checking = true;
            const authenticated = await authenticate(token).finally(() => {
              checking = false;
            });
            if (authenticated.platform !== request.platform) throw new PlatformMismatch();
            if (user && user.id !== authenticated.id) throw new ClientError(400, 'socket_bad_message');
            user = authenticated;
            session ??= makeSession(authenticated);
            clearTimeout(authTimer);
            await session.subscribe(sessionsEndedChannel(user.id), (message) => {
              const ended = message as SessionsEnded;
              const mine = user?.sessionId;
              const hit = ended.sessionId ? ended.sessionId === mine : ended.keep !== mine;
              if (hit) socket.close(SOCKET_CLOSE.unauthenticated, 'session ended');
            });
            return reply(requestId, action, { user: { id: user.id, role: user.role } });
          }
          if (!session) throw new ClientError(401, 'not_authenticated', 'socket_not_authenticated');
          const handler = Object.prototype.hasOwnProperty.call(actions, action) ? actions[action] : undefined;
          if (!handler) throw new ClientError(400, 'unknown_action', 'socket_unknown_action');
          reply(requestId, action, await handler(session, payload));
        } catch (error) {
          fail(requestId, action, error);
          if (action === 'auth' && !user) {
            // Refused (a bad, expired or ended token) → 4401, the client refreshes; the check itself
            // failed (5xx: the database away) → 1013, the client comes back later with the same token.
            const status = toApiError(error)?.status ?? 500;
            if (status >= 500) socket.close(SOCKET_CLOSE.tryAgainLater, 'try again later');
            else socket.close(SOCKET_CLOSE.unauthenticated, 'authentication failed');
          }
        }
      }

      socket.on('message', (data, isBinary) => {
        const text = isBinary
          ? ''
          : Buffer.isBuffer(data)
            ? data.toString('utf8')
            : Buffer.from(data as ArrayBuffer).toString('utf8');
        queue = queue.then(() => handle(text)).catch((err: unknown) => log.error({ err }, 'socket message'));
      });
      socket.on('pong', () => {
        const entry = sockets.get(socket);
        if (entry) entry.alive = true;
      });
      socket.on('close', () => void cleanup());
      socket.on('error', (err) => log.debug({ err }, 'socket error'));
    });
  }

  return { bus, endpoint };
}
