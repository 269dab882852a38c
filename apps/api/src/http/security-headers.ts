import type { FastifyInstance } from 'fastify';
import fastifyHelmet from '@fastify/helmet';
import { VIDEO_FRAME_ORIGINS } from '@prepa/contracts';

/**
 * Security headers on every answer (@fastify/helmet), with a Content-Security-Policy the SPA works
 * under: scripts only from our origin (the built chunks; the flag snapshot in index.html is an inert
 * `type="application/json"` script, which CSP does not run), inline styles allowed because Mantine
 * writes its CSS variables into a <style> element and sets style attributes, images from our origin,
 * data: and blob: (avatar previews). No `X-Powered-By`; Fastify sends no `Server` header.
 */
export async function registerSecurityHeaders(app: FastifyInstance): Promise<void> {
  await app.register(fastifyHelmet, {
    global: true,
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
    hidePoweredBy: true,
  });
}
