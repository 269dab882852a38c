import type { IncomingMessage, ServerResponse } from 'node:http';
import type { FastifyInstance } from 'fastify';
import helmet, { type HelmetOptions } from 'helmet';
import { VIDEO_FRAME_ORIGINS } from '@prepa/contracts';

/**
 * Security headers on every answer (helmet), with a Content-Security-Policy the SPA works under:
 * scripts only from our origin (the built chunks; the flag snapshot in index.html is an inert
 * `type="application/json"` script, which CSP does not run), inline styles allowed because Mantine
 * writes its CSS variables into a <style> element and sets style attributes, images from our origin,
 * data: and blob: (avatar previews). No `X-Powered-By`; Fastify sends no `Server` header.
 */
export const HELMET_OPTIONS: HelmetOptions = {
  contentSecurityPolicy: {
    useDefaults: false,
    directives: {
      defaultSrc: ["'self'"],
      scriptSrc: ["'self'"],
      styleSrc: ["'self'", "'unsafe-inline'"],
      imgSrc: ["'self'", 'data:', 'blob:'],
      fontSrc: ["'self'", 'data:'],
      connectSrc: ["'self'"],
      mediaSrc: ["'self'", 'blob:'],
      objectSrc: ["'none'"],
      baseUri: ["'self'"],
      formAction: ["'self'"],
      frameAncestors: ["'self'"],
      // Lesson players only: YouTube, Kinescope and GCore (contracts' VIDEO_FRAME_ORIGINS).
      frameSrc: [...VIDEO_FRAME_ORIGINS],
      scriptSrcAttr: ["'none'"],
    },
  },
  // HTTPS is the proxy's business; a local http:// run must not be told to upgrade.
  strictTransportSecurity: { maxAge: 31_536_000, includeSubDomains: true },
  // Fastify never sends X-Powered-By, so helmet's remover has nothing to do.
  xPoweredBy: false,
};

/**
 * The headers helmet would set, computed once: none of our directives depends on the request, and
 * helmet (or @fastify/helmet) rebuilding the CSP text on every request cost 1–4.5% of a request's CPU
 * (docs/performance.md).
 */
export function helmetHeaders(options: HelmetOptions): Readonly<Record<string, string>> {
  const headers: Record<string, string> = {};
  const response = {
    setHeader(name: string, value: string | number | readonly string[]) {
      headers[name.toLowerCase()] = Array.isArray(value) ? value.join(', ') : String(value);
    },
    removeHeader(name: string) {
      delete headers[name.toLowerCase()];
    },
  };
  let failure: unknown;
  helmet(options)({} as IncomingMessage, response as unknown as ServerResponse, (err?: unknown) => {
    failure = err;
  });
  if (failure) throw failure;
  return Object.freeze(headers);
}

/**
 * What a JSON answer needs (OWASP's REST security headers): it is data, never a document, so its CSP
 * allows nothing and it may not be framed; helmet's document-only headers (Origin-Agent-Cluster, DNS
 * prefetch, download and cross-domain policies, the XSS auditor, COOP) mean nothing on it and cost
 * every API answer ~0.8 KB.
 */
export const DATA_HEADERS: Readonly<Record<string, string>> = (() => {
  const all = helmetHeaders(HELMET_OPTIONS);
  const keep = [
    'x-content-type-options',
    'referrer-policy',
    'strict-transport-security',
    'cross-origin-resource-policy',
  ];
  return Object.freeze({
    ...Object.fromEntries(keep.flatMap((name) => (all[name] ? [[name, all[name]]] : []))),
    'content-security-policy': "default-src 'none'; frame-ancestors 'none'",
    'x-frame-options': 'DENY',
  });
})();

/**
 * Chosen by what is sent, when it is sent: JSON (every API answer, errors included) gets DATA_HEADERS;
 * everything else — the SPA, its assets, and the HTML pages the API serves (documents, the sandbox
 * checkout, the API docs) — gets the document set.
 */
export async function registerSecurityHeaders(app: FastifyInstance): Promise<void> {
  const documentHeaders = helmetHeaders(HELMET_OPTIONS);
  app.addHook('onSend', (_request, reply, payload, done) => {
    const type = reply.getHeader('content-type');
    reply.headers(
      typeof type === 'string' && type.startsWith('application/json') ? DATA_HEADERS : documentHeaders,
    );
    done(null, payload);
  });
}
