import { Writable } from 'node:stream';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/app.js';
import { isPrematureClose, isQuietLogger, quietPrematureCloseHooks } from './quiet-close.js';

function memoryLogger() {
  const lines: { level: number; msg?: string; err?: { message: string } }[] = [];
  const stream = new Writable({
    write(chunk: Buffer, _enc, done) {
      for (const line of chunk.toString().split('\n').filter(Boolean))
        lines.push(JSON.parse(line) as (typeof lines)[number]);
      done();
    },
  });
  return { log: pino({ level: 'debug', hooks: quietPrematureCloseHooks }, stream), lines };
}

const prematureClose = () => new Error('premature close');
const nodePrematureClose = () =>
  Object.assign(new Error('Premature close'), { code: 'ERR_STREAM_PREMATURE_CLOSE' });

describe('premature close logging', () => {
  it('recognises both forms of a premature close and nothing else', () => {
    expect(isPrematureClose(prematureClose())).toBe(true);
    expect(isPrematureClose(nodePrematureClose())).toBe(true);
    expect(isPrematureClose(new Error('database down'))).toBe(false);
    expect(isPrematureClose('premature close')).toBe(false);
  });

  it('logs a premature close at debug, other errors at error, also from child loggers', async () => {
    const { log: quiet, lines } = memoryLogger();
    quiet.error(prematureClose());
    quiet.error({ err: nodePrematureClose() }, 'stream failed');
    quiet.child({ reqId: 'r1' }).error(prematureClose());
    quiet.error(new Error('database down'));
    quiet.error({ err: new Error('boom') }, 'request failed');
    quiet.info('still here');
    await new Promise((r) => setImmediate(r));
    expect(lines.map((l) => l.level)).toEqual([20, 20, 20, 50, 50, 30]);
    expect(lines[0]?.msg).toBe('client closed the connection before the response ended');
    expect(lines[3]?.err?.message).toBe('database down');
  });
});

describe('the app', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({}, {}, (app) => {
      app.get('/api/test/logger/', async (request, reply) => ({
        request: isQuietLogger(request.log),
        reply: isQuietLogger(reply.log),
      }));
    });
  });
  afterAll(() => t.close());

  it("gives every request and reply (compression's pipe logs through it) the quiet logger", async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/test/logger/' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ request: true, reply: true });
  });
});
