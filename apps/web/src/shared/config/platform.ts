import {
  DEFAULT_PLATFORM,
  PLATFORMS,
  hasGate,
  platformConfig,
  type Platform,
  type PlatformConfig,
  type RegionalGate,
} from '@prepa/contracts';

function isPlatform(value: unknown): value is Platform {
  return typeof value === 'string' && (PLATFORMS as readonly string[]).includes(value.toUpperCase());
}

/**
 * The platform is a deployment setting: `VITE_PLATFORM` at build time, overridden at runtime by
 * `window.__PREPA_PLATFORM__` (so one build can serve several regions). Unknown values fall back to RU.
 */
export function resolvePlatform(runtime: unknown, buildTime: unknown): Platform {
  if (isPlatform(runtime)) return runtime.toUpperCase() as Platform;
  if (isPlatform(buildTime)) return buildTime.toUpperCase() as Platform;
  return DEFAULT_PLATFORM;
}

export const PLATFORM: Platform = resolvePlatform(
  typeof window === 'undefined' ? undefined : window.__PREPA_PLATFORM__,
  import.meta.env.VITE_PLATFORM,
);

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
