import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fastifyStatic from '@fastify/static';
import { PLATFORM_CONFIGS } from '@prepa/contracts';
import { cataloguePrepaint, readPrepaintTexts, type PrepaintTile } from './catalogue-prepaint.js';

/** True when a built SPA is there to serve. */
export function hasWebBuild(dir: string): boolean {
  return existsSync(join(dir, 'index.html'));
}

/**
 * Serves the built SPA: hashed files under /assets/ cached for a year (precompressed by the web build),
 * index.html never cached.
 * Client routes fall back to index.html in the not-found handler (see error-handler.ts).
 */
export async function registerWebStatic(
  app: FastifyInstance,
  dir: string,
  index: (request: FastifyRequest, reply: FastifyReply) => FastifyReply | undefined,
): Promise<void> {
  app.get('/', { schema: { hide: true } }, (request, reply) => index(request, reply));
  await app.register(fastifyStatic, {
    root: dir,
    prefix: '/',
    wildcard: true,
    // `/` falls through to the SPA fallback, which adds the flag snapshot to index.html.
    index: false,
    // The web build writes a Brotli and a gzip copy of each asset (apps/web/scripts/precompress.mjs):
    // served as they are, nothing is compressed per request; a file without copies (and anything
    // outside assets/) still goes through @fastify/compress.
    preCompressed: true,
    cacheControl: false,
    setHeaders(res, path) {
      if (/[\\/]assets[\\/]/.test(path)) {
        res.setHeader('cache-control', 'public, max-age=31536000, immutable');
        // The body depends on Accept-Encoding (a precompressed copy or the file itself).
        res.setHeader('vary', 'accept-encoding');
      } else {
        res.setHeader('cache-control', 'no-cache');
      }
    },
  });
}

/** Data the server embeds in index.html for the SPA's start-up. */
export interface StartupData {
  /** Every client key's flag payload (`id="prepa-flags"`). */
  flags: () => Promise<unknown>;
  /**
   * The catalogue's course types: the JSON text `GET /api/v2/shop/sys-course-types/` answers
   * (`id="prepa-course-types"`, on the catalogue's pages only) and the start's tiles (painted before
   * any script, the first one's picture preloaded).
   */
  courseTypes?: () => Promise<{ json: string; tiles: readonly PrepaintTile[] }>;
}

/** JSON text safe inside a <script> element: no `<` can close it (`\u003c` is the same string). */
function scriptSafe(json: string): string {
  return json.replace(/</g, '\\u003c');
}

/** A value as JSON safe inside a <script> element. */
function scriptJson(value: unknown): string {
  return scriptSafe(JSON.stringify(value));
}

const jsonTag = (id: string, json: string) => `<script type="application/json" id="${id}">${json}</script>`;

/** Inserts tags before </head> (or at the start of a template without one). */
function withHead(template: string, tags: string): string {
  return template.includes('</head>') ? template.replace('</head>', `${tags}</head>`) : tags + template;
}

/** Inserts markup at the end of the body (or of a template without one). */
function withBodyEnd(template: string, html: string): string {
  return template.includes('</body>') ? template.replace('</body>', `${html}</body>`) : template + html;
}

/**
 * The authorization screens (/auth/login, /auth/registration…) have no header: there the static shell
 * of index.html (the header's frame and the logo, painted before any JavaScript) is marked
 * `boot-shell-auth`, which app/global.css draws as the logo alone where the login card's frame puts it,
 * so the header does not flash before the card replaces it. Decided here, per request, because the CSP
 * allows no inline script that could decide it in the page.
 */
const AUTH_SHELL_PATH = /^\/auth(\/|$)/;

/**
 * The catalogue's pages (`/catalog`, `/catalog/<type>/…`) draw their first screen from the course-type
 * list: with it in the page, the tiles (and their pictures, the largest paint) need no API round trip
 * after start-up. Elsewhere the list would only add bytes to every page.
 */
const CATALOGUE_PATH = /^\/catalog(\/|$)/;

/**
 * The catalogue's start (`/catalog`), whose largest paint is the first tile's picture: the page comes
 * drawn in the HTML (`cataloguePrepaint`), so its tiles show with the stylesheet instead of after
 * start-up's scripts and first render, and a preload hint fetches the first picture beside the
 * stylesheet.
 */
const CATALOGUE_START_PATH = /^\/catalog\/?$/;

/** An attribute value of our own addresses (the picture's path): nothing that could end the attribute. */
const attribute = (value: string) => value.replace(/[^\w/.-]/g, '');

/**
 * index.html for GET requests of client routes (anything outside /api and /ws), with inert JSON
 * <script> elements before </head> (never executable script, so the CSP needs no exception): the
 * request's platform, resolved from its host (`<script type="application/json" id="prepa-platform">
 * {"platform":"KZ"}`), so one build serves every region; the flag snapshot (`id="prepa-flags"`); on the
 * catalogue's pages, the course types (`id="prepa-course-types"`), and on its start a preload hint for
 * the first tile's picture and the page itself at the end of the body, in the platform's language (the
 * texts come from the web build's `prepaint.json`). Each is read at the request; one that fails is left
 * out (the SPA then asks its endpoint, and draws the page when its scripts have run).
 */
export function createSpaFallback(dir: string, startupData: StartupData) {
  const page = readFileSync(join(dir, 'index.html'), 'utf8');
  const authPage = page.replace('class="boot-shell"', 'class="boot-shell boot-shell-auth"');
  const prepaintTexts = readPrepaintTexts(dir);
  return (request: FastifyRequest, reply: FastifyReply): FastifyReply | undefined => {
    if (request.method !== 'GET' && request.method !== 'HEAD') return undefined;
    const path = request.url.split('?')[0] ?? '/';
    if (path === '/api' || path.startsWith('/api/') || path.startsWith('/ws/')) return undefined;
    if (/\.[a-z0-9]+$/i.test(path)) return undefined;
    const template = AUTH_SHELL_PATH.test(path) ? authPage : page;
    reply.header('cache-control', 'no-cache').type('text/html; charset=utf-8');
    const platformTag = jsonTag('prepa-platform', scriptJson({ platform: request.platform }));
    const flagsTag = startupData
      .flags()
      .then((data) => jsonTag('prepa-flags', scriptJson(data)))
      .catch((err: unknown) => {
        request.log.warn({ err }, 'flag snapshot failed');
        return '';
      });
    const { courseTypes } = startupData;
    const catalogue =
      courseTypes && CATALOGUE_PATH.test(path)
        ? courseTypes()
            .then(({ json, tiles }) => {
              const tag = jsonTag('prepa-course-types', scriptSafe(json));
              const first = tiles[0];
              if (!first || !CATALOGUE_START_PATH.test(path)) return { head: tag, body: '' };
              const preload = `<link rel="preload" as="image" href="${attribute(first.image)}" fetchpriority="high">`;
              const language = PLATFORM_CONFIGS[request.platform].language;
              const texts = prepaintTexts?.[language] ?? prepaintTexts?.ru;
              const loginHref = `/auth/login?redirect=${encodeURIComponent(path)}`;
              return { head: preload + tag, body: texts ? cataloguePrepaint(texts, tiles, loginHref) : '' };
            })
            .catch((err: unknown) => {
              request.log.warn({ err }, 'course types for index.html failed');
              return { head: '', body: '' };
            })
        : { head: '', body: '' };
    void Promise.all([flagsTag, catalogue]).then(([flags, { head, body }]) =>
      reply.send(withBodyEnd(withHead(template, platformTag + flags + head), body)),
    );
    return reply;
  };
}
