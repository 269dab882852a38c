import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import { negotiate } from '@fastify/accept-negotiator';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';

/** Below this a body is sent as it is (the same threshold as @fastify/compress's in app.ts). */
export const COMPRESS_MIN_BYTES = 1024;
/**
 * Above this a body is left to @fastify/compress's stream, off the event loop: Brotli at quality 1
 * takes about 1 µs per KB of JSON here, so the largest one-shot body holds the loop for a fraction of
 * a millisecond.
 */
export const ONE_SHOT_MAX_BYTES = 256 * 1024;

const ENCODINGS = ['br', 'gzip'] as const;
type Encoding = (typeof ENCODINGS)[number];

const COMPRESSIBLE = /^(application\/(json|problem\+json|javascript)|text\/|image\/svg\+xml)/i;

/**
 * The body in one call: Brotli at quality 1 told the body's size, or gzip at level 1. Quality 1 rather
 * than @fastify/compress's 4: the catalogue's 22.8 KB take 20 µs instead of 70 µs for 2,120 bytes
 * instead of 1,767, and the catalogue ran 35% faster with it (docs/performance.md, twelfth session);
 * gzip's level 1 likewise (27 µs for 2,108 bytes, its default 59 µs for 1,816).
 */
function compress(body: Buffer, encoding: Encoding): Buffer {
  if (encoding === 'gzip') return gzipSync(body, { level: 1 });
  return brotliCompressSync(body, {
    params: {
      [constants.BROTLI_PARAM_QUALITY]: 1,
      [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
      [constants.BROTLI_PARAM_SIZE_HINT]: body.length,
    },
  });
}

function addVary(reply: FastifyReply): void {
  const vary = reply.getHeader('vary');
  const current = Array.isArray(vary) ? vary.join(', ') : typeof vary === 'string' ? vary : '';
  if (current === '') reply.header('vary', 'accept-encoding');
  else if (!/(^|,)\s*(\*|accept-encoding)\s*(,|$)/i.test(current)) {
    reply.header('vary', `${current}, accept-encoding`);
  }
}

/**
 * The encoding to send a body of `bytes` in, or null to send it as it is: too small or too large for
 * one call, or not asked for.
 */
function encodingFor(request: FastifyRequest, bytes: number): Encoding | null {
  if (request.headers['x-no-compression'] !== undefined) return null;
  if (bytes < COMPRESS_MIN_BYTES || bytes > ONE_SHOT_MAX_BYTES) return null;
  const header = request.headers['accept-encoding'];
  return typeof header === 'string' ? negotiate(header, [...ENCODINGS]) : null;
}

/**
 * Compresses a JSON or text body that is already a string or a Buffer in one synchronous call.
 *
 * @fastify/compress turns every body into a stream and pipes it through a zlib stream on the thread
 * pool: for the API's answers of a few KB that setup, not the compression, was the cost. With a
 * browser's `Accept-Encoding` the catalogue's page (23 KB) ran at a third of its uncompressed rate and
 * the homework list (2.5 KB) at half; Brotli itself takes 20–70 µs of the first. Runs before
 * @fastify/compress's own hook (an app's hooks run before a route's), which then sees the
 * Content-Encoding and leaves the body alone; streams, files and bodies over ONE_SHOT_MAX_BYTES still
 * go through it.
 */
export function registerOneShotCompression(app: FastifyInstance): void {
  app.addHook('onSend', (request, reply, payload, done) => {
    if (typeof payload !== 'string' && !Buffer.isBuffer(payload)) return done(null, payload);
    if (reply.hasHeader('content-encoding')) return done(null, payload);
    const type = reply.getHeader('content-type');
    if (typeof type !== 'string' || !COMPRESSIBLE.test(type)) return done(null, payload);
    const bytes = typeof payload === 'string' ? Buffer.byteLength(payload) : payload.length;
    const encoding = encodingFor(request, bytes);
    if (encoding === null) return done(null, payload);
    const body = compress(typeof payload === 'string' ? Buffer.from(payload) : payload, encoding);
    addVary(reply);
    reply.header('content-encoding', encoding);
    reply.removeHeader('content-length');
    done(null, body);
  });
}

/**
 * A JSON answer that many requests send unchanged (the catalogue's page for every viewer who owns the
 * same courses): its bytes and each encoding of them are made once, the first time a request asks for
 * that encoding, and then only sent. Read-only once made; the caller decides how long it is the answer.
 */
export class SharedAnswer {
  readonly bytes: number;
  readonly #encoded = new Map<Encoding, Buffer>();

  constructor(readonly json: string) {
    this.bytes = Buffer.byteLength(json);
  }

  encoded(encoding: Encoding): Buffer {
    let body = this.#encoded.get(encoding);
    if (body === undefined) {
      body = compress(Buffer.from(this.json), encoding);
      this.#encoded.set(encoding, body);
    }
    return body;
  }
}

/** Sends a shared answer as the one-shot hook would send its JSON, without compressing it again. */
export function sendShared(request: FastifyRequest, reply: FastifyReply, answer: SharedAnswer) {
  reply.type('application/json; charset=utf-8');
  const encoding = encodingFor(request, answer.bytes);
  if (encoding === null) return reply.send(answer.json);
  addVary(reply);
  reply.header('content-encoding', encoding);
  return reply.send(answer.encoded(encoding));
}

/**
 * Shared answers by key, at most `max` of them and `maxChars` characters of keys and JSON (the oldest
 * dropped first), made by `make` on a miss. The key must name everything the answer shows, since
 * nothing else ends an answer's life.
 */
export class SharedAnswers {
  readonly #answers = new Map<string, SharedAnswer>();
  #chars = 0;

  constructor(
    readonly max: number,
    readonly maxChars = Number.POSITIVE_INFINITY,
  ) {}

  get size(): number {
    return this.#answers.size;
  }

  async get(key: string, make: () => string | Promise<string>): Promise<SharedAnswer> {
    let answer = this.#answers.get(key);
    if (answer === undefined) {
      answer = new SharedAnswer(await make());
      if (this.#answers.has(key)) return answer;
      this.#answers.set(key, answer);
      this.#chars += key.length + answer.json.length;
      for (const [oldest, dropped] of this.#answers) {
        if (this.#answers.size <= this.max && this.#chars <= this.maxChars) break;
        this.#answers.delete(oldest);
        this.#chars -= oldest.length + dropped.json.length;
      }
    }
    return answer;
  }
}
