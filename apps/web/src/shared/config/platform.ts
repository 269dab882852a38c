import {
  DEFAULT_PLATFORM,
  PLATFORMS,
  hasGate,
  platformConfig,
  type Platform,
  type PlatformConfig,
  type RegionalGate,
} from '@prepa/contracts';
import { embeddedJson } from '../lib/embedded-json';

function isPlatform(value: unknown): value is Platform {
  return typeof value === 'string' && (PLATFORMS as readonly string[]).includes(value.toUpperCase());
}

/**
 * One build serves every region: the server resolves the platform from the host the page was loaded
 * from and embeds it in index.html as inert JSON, `<script type="application/json" id="prepa-platform">
 * {"platform":"KZ"}</script>` (apps/api/src/http/static.ts). Returns it, or undefined when the page
 * carries none (the Vite dev server) or an unreadable one.
 */
export function embeddedPlatform(doc: Document | undefined = globalThis.document): Platform | undefined {
  const tag = embeddedJson('prepa-platform', doc);
  const value =
    typeof tag === 'object' && tag !== null ? (tag as { platform?: unknown }).platform : undefined;
  return isPlatform(value) ? (value.toUpperCase() as Platform) : undefined;
}

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
