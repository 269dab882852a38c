import {
  keysToCamel as toCamel,
  keysToSnake as toSnake,
  SOCKET_CLOSE,
  SOCKET_REQUEST_TIMEOUT_MS,
  type SocketPush,
  type SocketReply,
} from '@prepa/contracts';
import { ApiError, isErrorBody } from './api-error';
import { refreshTokens } from './client';
import { tokenStore } from './tokens';

export type RealtimeStatus = 'connecting' | 'online' | 'offline';

/** Who the socket is authenticated as (the `auth` reply). */
export interface RealtimeUser {
  id: number;
  role: string;
}

export interface RealtimeOptions {
  /** The socket's path on our origin, e.g. `/ws/lessons/chat/`. */
  path: string;
  onPush?(push: string, data: unknown): void;
  onStatus?(status: RealtimeStatus): void;
  /** Called after every successful authentication (first connect and each reconnect): re-join rooms here. */
  onReady?(user: RealtimeUser): void;
  /** The interface language, for the server's error details. */
  language?: () => string;
}

interface Pending {
  resolve(data: unknown): void;
  reject(error: ApiError): void;
  timer: ReturnType<typeof setTimeout>;
}

const BACKOFF_MS = [1000, 2000, 4000, 8000, 15000, 30000];

/**
 * A client of the API's socket protocol (docs/realtime.md): authenticates with the access token in
 * its first message, matches replies to requests by id (30 s timeout), hands pushes over, and
 * reconnects with back-off after a dropped connection (a refused token is refreshed first).
 */
export class RealtimeClient {
  private ws: WebSocket | null = null;
  private seq = 0;
  private pending = new Map<string, Pending>();
  private attempt = 0;
  private retryTimer: ReturnType<typeof setTimeout> | null = null;
  private stopped = false;
  private ready = false;
  status: RealtimeStatus = 'connecting';

  constructor(private readonly options: RealtimeOptions) {}

  start(): void {
    this.stopped = false;
    this.open();
  }

  stop(): void {
    this.stopped = true;
    if (this.retryTimer) clearTimeout(this.retryTimer);
    this.ws?.close(1000);
    this.ws = null;
    this.failPending();
  }

  /** Sends `{action, requestId, ...payload}` and resolves with the reply's data (camelCase). */
  request<T>(action: string, payload: Record<string, unknown> = {}): Promise<T> {
    if (!this.ready || !this.ws) return Promise.reject(ApiError.network());
    const requestId = `r${++this.seq}`;
    const ws = this.ws;
    return new Promise<T>((resolve, reject) => {
      const timer = setTimeout(() => {
        this.pending.delete(requestId);
        reject(ApiError.network());
      }, SOCKET_REQUEST_TIMEOUT_MS);
      this.pending.set(requestId, { resolve: (d) => resolve(d as T), reject, timer });
      ws.send(JSON.stringify(toSnake({ action, requestId, ...payload })));
    });
  }

  private setStatus(status: RealtimeStatus) {
    this.status = status;
    this.options.onStatus?.(status);
  }

  private open() {
    if (this.stopped) return;
    this.setStatus('connecting');
    const scheme = window.location.protocol === 'https:' ? 'wss' : 'ws';
    // The interface language rides in the address (browsers set no headers on sockets): error details follow it.
    const lang = this.options.language?.() ?? 'ru';
    const ws = new WebSocket(
      `${scheme}://${window.location.host}${this.options.path}?lang=${encodeURIComponent(lang)}`,
    );
    this.ws = ws;
    ws.onopen = () => void this.authenticate(ws);
    ws.onmessage = (event) => this.receive(String(event.data));
    ws.onclose = (event) => {
      if (this.ws !== ws) return;
      this.ws = null;
      this.ready = false;
      this.failPending();
      if (this.stopped) return;
      this.setStatus('offline');
      if (event.code === SOCKET_CLOSE.unauthenticated) {
        // The token was refused: refresh it once before trying again (a refused refresh ends here).
        refreshTokens().then(
          () => this.scheduleRetry(),
          () => undefined,
        );
        return;
      }
      this.scheduleRetry();
    };
  }

  private async authenticate(ws: WebSocket) {
    const token = tokenStore.access();
    if (!token) {
      ws.close(1000);
      return;
    }
    const requestId = `auth${++this.seq}`;
    const done = new Promise<unknown>((resolve, reject) => {
      const timer = setTimeout(() => reject(ApiError.network()), SOCKET_REQUEST_TIMEOUT_MS);
      this.pending.set(requestId, { resolve, reject, timer });
    });
    ws.send(JSON.stringify(toSnake({ action: 'auth', requestId, token })));
    let user: RealtimeUser;
    try {
      user = toCamel<{ user: RealtimeUser }>(await done).user;
    } catch {
      return; // The server closes the socket (4401); onclose refreshes and retries.
    }
    this.ready = true;
    this.attempt = 0;
    this.setStatus('online');
    this.options.onReady?.(user);
  }

  private receive(text: string) {
    let frame: unknown;
    try {
      frame = JSON.parse(text);
    } catch {
      return;
    }
    const message = toCamel<Partial<SocketReply & SocketPush>>(frame);
    if (typeof message.push === 'string') {
      this.options.onPush?.(message.push, message.data);
      return;
    }
    const id =
      message.requestId === undefined || message.requestId === null ? null : String(message.requestId);
    const pending = id ? this.pending.get(id) : undefined;
    if (!pending || !id) return;
    this.pending.delete(id);
    clearTimeout(pending.timer);
    if (message.ok) pending.resolve(message.data);
    else {
      // Error bodies keep their wire shape (attr is a wire name); convert back like the HTTP client.
      const body = (frame as { error?: unknown }).error;
      pending.reject(
        isErrorBody(body)
          ? ApiError.fromBody(message.status ?? 400, body)
          : new ApiError(400, 'client_error', []),
      );
    }
  }

  private scheduleRetry() {
    if (this.stopped) return;
    const base = BACKOFF_MS[Math.min(this.attempt, BACKOFF_MS.length - 1)] ?? 30000;
    this.attempt += 1;
    const delay = base / 2 + Math.random() * (base / 2);
    this.retryTimer = setTimeout(() => this.open(), delay);
  }

  private failPending() {
    for (const [, pending] of this.pending) {
      clearTimeout(pending.timer);
      pending.reject(ApiError.network());
    }
    this.pending.clear();
  }
}
