import { PLATFORMS, type Platform } from '@prepa/contracts';
import { embeddedJson } from '../lib/embedded-json';

export function isPlatform(value: unknown): value is Platform {
  return typeof value === 'string' && (PLATFORMS as readonly string[]).includes(value.toUpperCase());
}

/**
 * One build serves every region: the server resolves the platform from the host the page was loaded
 * from and embeds it in index.html as inert JSON, `<script type="application/json" id="prepa-platform">
 * {"platform":"KZ"}</script>` (apps/api/src/http/static.ts). Returns it, or undefined when the page
 * carries none (the Vite dev server) or an unreadable one. Its own module, without the platforms'
 * configuration, so that the page's first script can read it (`app/early-requests.ts`).
 */
export function embeddedPlatform(doc: Document | undefined = globalThis.document): Platform | undefined {
  const tag = embeddedJson('prepa-platform', doc);
  const value =
    typeof tag === 'object' && tag !== null ? (tag as { platform?: unknown }).platform : undefined;
  return isPlatform(value) ? (value.toUpperCase() as Platform) : undefined;
}
