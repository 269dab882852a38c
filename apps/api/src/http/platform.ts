import type { FastifyInstance, FastifyRequest } from 'fastify';
import { DEFAULT_PLATFORM, PLATFORM_HEADER, platformSchema, type Platform } from '@prepa/contracts';
import type { Config } from '../config.js';

/** The platform of a host name (any case, with or without a port): its entry, else `*`, else RU. */
export function platformOfHost(host: string | undefined, hosts: Config['platformHosts']): Platform {
  const name = (host ?? '').trim().toLowerCase().replace(/:\d+$/, '').replace(/\.$/, '');
  return hosts[name] ?? hosts['*'] ?? DEFAULT_PLATFORM;
}

function headerPlatform(request: FastifyRequest): Platform | undefined {
  const value = request.headers[PLATFORM_HEADER];
  const parsed = platformSchema.safeParse(typeof value === 'string' ? value.trim().toUpperCase() : value);
  return parsed.success ? parsed.data : undefined;
}

/**
 * Decorates every request with `request.platform`, resolved once from the host it was sent to
 * (`PLATFORM_HOSTS`; behind a trusted proxy, X-Forwarded-Host). In development and tests a valid
 * `X-Platform` header overrides it; in production the header is ignored. Modules read only
 * `request.platform`; for a signed-in user it is also the user's own platform (auth-guard.ts refuses
 * a request whose platform is not the user's).
 */
export function registerPlatform(
  app: FastifyInstance,
  config: Pick<Config, 'platformHosts' | 'allowPlatformHeader'>,
) {
  app.decorateRequest('platform', DEFAULT_PLATFORM);
  app.addHook('onRequest', async (request) => {
    const fromHeader = config.allowPlatformHeader ? headerPlatform(request) : undefined;
    request.platform = fromHeader ?? platformOfHost(request.hostname, config.platformHosts);
  });
}
