import { existsSync } from 'node:fs';
import { join } from 'node:path';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fastifyStatic from '@fastify/static';

/** True when a built SPA is there to serve. */
export function hasWebBuild(dir: string): boolean {
  return existsSync(join(dir, 'index.html'));
}

/**
 * Serves the built SPA: hashed files under /assets/ cached for a year, index.html never cached.
 * Client routes fall back to index.html in the not-found handler (see error-handler.ts).
 */
export async function registerWebStatic(app: FastifyInstance, dir: string): Promise<void> {
  await app.register(fastifyStatic, {
    root: dir,
    prefix: '/',
    wildcard: true,
    index: ['index.html'],
    cacheControl: false,
    setHeaders(res, path) {
      if (/[\\/]assets[\\/]/.test(path)) {
        res.setHeader('cache-control', 'public, max-age=31536000, immutable');
      } else {
        res.setHeader('cache-control', 'no-cache');
      }
    },
  });
}

/** index.html for GET requests of client routes (anything outside /api and /ws). */
export function spaFallback(request: FastifyRequest, reply: FastifyReply): FastifyReply | undefined {
  if (request.method !== 'GET' && request.method !== 'HEAD') return undefined;
  const path = request.url.split('?')[0] ?? '/';
  if (path === '/api' || path.startsWith('/api/') || path.startsWith('/ws/')) return undefined;
  if (/\.[a-z0-9]+$/i.test(path)) return undefined;
  return reply.header('cache-control', 'no-cache').type('text/html; charset=utf-8').sendFile('index.html');
}
