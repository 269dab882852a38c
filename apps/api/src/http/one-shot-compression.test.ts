import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/app.js';
import { createCatalogue } from '../../test/shop-factories.js';
import { ONE_SHOT_MAX_BYTES } from './one-shot-compression.js';

const CHROME = 'gzip, deflate, br, zstd';
/** A JSON answer over the one-shot limit, which @fastify/compress's stream compresses instead. */
const BIG = JSON.stringify({
  results: Array.from({ length: 12_000 }, (_, i) => ({ id: i, title: `Урок ${i}` })),
});

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({}, {}, (app) => {
    app.get('/api/test-big/', { schema: { hide: true } }, (_request, reply) =>
      reply.type('application/json; charset=utf-8').send(BIG),
    );
    app.get('/api/test-vary/', { schema: { hide: true } }, (_request, reply) =>
      reply
        .type('application/json; charset=utf-8')
        .header('vary', 'x-platform')
        .send(JSON.stringify({ results: Array.from({ length: 200 }, (_, i) => ({ id: i })) })),
    );
  });
  await createCatalogue(t.app);
});
afterAll(() => t.close());

const catalogue = (headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'GET', url: '/api/v2/shop/products/', headers });

describe('compression of the API’s answers', () => {
  it('gives a browser the catalogue in Brotli, the same JSON as uncompressed, with its length and Vary', async () => {
    const plain = await catalogue();
    expect(plain.statusCode).toBe(200);
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.rawPayload.length).toBeGreaterThan(1024);

    const br = await catalogue({ 'accept-encoding': CHROME });
    expect(br.statusCode).toBe(200);
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers.vary).toContain('accept-encoding');
    expect(Number(br.headers['content-length'])).toBe(br.rawPayload.length);
    expect(br.rawPayload.length).toBeLessThan(plain.rawPayload.length / 2);
    expect(JSON.parse(brotliDecompressSync(br.rawPayload).toString())).toEqual(plain.json());
  });

  it('follows the client’s preferences: gzip when Brotli is refused, nothing for identity', async () => {
    for (const header of ['gzip', 'br;q=0, gzip', 'deflate, gzip;q=0.5']) {
      const res = await catalogue({ 'accept-encoding': header });
      expect(res.headers['content-encoding'], header).toBe('gzip');
      expect(JSON.parse(gunzipSync(res.rawPayload).toString())).toEqual((await catalogue()).json());
    }
    for (const header of ['identity', 'br;q=0, gzip;q=0', 'compress']) {
      const res = await catalogue({ 'accept-encoding': header });
      expect(res.headers['content-encoding'], header).toBeUndefined();
      expect(res.json().count).toBeGreaterThan(0);
    }
    const refused = await catalogue({ 'accept-encoding': CHROME, 'x-no-compression': '1' });
    expect(refused.headers['content-encoding']).toBeUndefined();
  });

  it('sends an answer under 1 KB as it is', async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: '/api/health/',
      headers: { 'accept-encoding': CHROME },
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-encoding']).toBeUndefined();
    expect(res.json()).toMatchObject({ status: 'ok' });
  });

  it('keeps a route’s own Vary and adds accept-encoding to it', async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: '/api/test-vary/',
      headers: { 'accept-encoding': 'br' },
    });
    expect(res.headers['content-encoding']).toBe('br');
    expect(String(res.headers.vary).toLowerCase().split(/,\s*/)).toEqual(['x-platform', 'accept-encoding']);
  });

  it('leaves an answer over the one-shot limit to the streaming compression, compressed once', async () => {
    expect(Buffer.byteLength(BIG)).toBeGreaterThan(ONE_SHOT_MAX_BYTES);
    const res = await t.app.inject({
      method: 'GET',
      url: '/api/test-big/',
      headers: { 'accept-encoding': 'br' },
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-encoding']).toBe('br');
    expect(brotliDecompressSync(res.rawPayload).toString()).toBe(BIG);
  });
});
