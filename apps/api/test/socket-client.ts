import type { FastifyInstance } from 'fastify';
import type { WebSocket } from 'ws';
import { expect } from 'vitest';

export interface Frame {
  request_id?: string | number | null;
  action?: string;
  ok?: boolean;
  data?: unknown;
  error?: { type: string; errors: { code: string; detail: string; attr: string | null }[] };
  push?: string;
}

/** A test socket: requests answered by request id, pushes collected. */
export class SocketClient {
  frames: Frame[] = [];
  private seq = 0;
  private waiters: { match: (f: Frame) => boolean; resolve: (f: Frame) => void }[] = [];
  closed?: number;

  constructor(readonly ws: WebSocket) {
    ws.on('message', (raw) => {
      const frame = JSON.parse(String(raw)) as Frame;
      this.frames.push(frame);
      this.waiters = this.waiters.filter((w) => (w.match(frame) ? (w.resolve(frame), false) : true));
    });
    ws.on('close', (code) => (this.closed = code));
  }

  static async open(
    app: FastifyInstance,
    access?: string,
    path = '/ws/lessons/chat/',
    language = 'en',
  ): Promise<SocketClient> {
    const client = new SocketClient(await app.injectWS(path, { headers: { 'accept-language': language } }));
    if (access) {
      const reply = await client.request('auth', { token: access });
      expect(reply.ok).toBe(true);
    }
    return client;
  }

  wait(match: (f: Frame) => boolean, timeoutMs = 3000): Promise<Frame> {
    const seen = this.frames.find(match);
    if (seen) return Promise.resolve(seen);
    return new Promise((resolve, reject) => {
      const timer = setTimeout(() => reject(new Error('no matching frame')), timeoutMs);
      this.waiters.push({
        match,
        resolve: (f) => {
          clearTimeout(timer);
          resolve(f);
        },
      });
    });
  }

  sendRaw(text: string) {
    this.ws.send(text);
  }

  request(action: string, payload: Record<string, unknown> = {}): Promise<Frame> {
    const id = `r${++this.seq}`;
    this.ws.send(JSON.stringify({ action, request_id: id, ...payload }));
    return this.wait((f) => f.request_id === id);
  }

  pushes(name: string) {
    return this.frames.filter((f) => f.push === name);
  }

  close() {
    this.ws.terminate();
  }
}
