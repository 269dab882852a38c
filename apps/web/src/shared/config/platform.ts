import {
  DEFAULT_PLATFORM,
  hasGate,
  platformConfig,
  type Platform,
  type PlatformConfig,
  type RegionalGate,
} from '@prepa/contracts';
import { embeddedPlatform, isPlatform } from './embedded-platform';

export { embeddedPlatform };

/**
 * The platform the server embedded wins; `VITE_PLATFORM` only stands in where no server embeds one
 * (the Vite dev server, whose API proxy then honours the X-Platform the client sends). Unknown values
 * fall back to RU.
 */
export function resolvePlatform(embedded: unknown, buildTime: unknown): Platform {
  if (isPlatform(embedded)) return embedded.toUpperCase() as Platform;
  if (isPlatform(buildTime)) return buildTime.toUpperCase() as Platform;
  return DEFAULT_PLATFORM;
}

export const PLATFORM: Platform = resolvePlatform(embeddedPlatform(), import.meta.env.VITE_PLATFORM);

export const PLATFORM_CONFIG: PlatformConfig = platformConfig(PLATFORM);

export function platformHas(gate: RegionalGate): boolean {
  return hasGate(PLATFORM, gate);
}

/** GrowthBook client key of each platform. */
export const FLAGS_CLIENT_KEY: Record<Platform, string> = {
  RU: 'prepa-ru',
  KZ: 'prepa-kz',
  ONE: 'prepa-one',
  ACADEMY: 'prepa-academy',
};
