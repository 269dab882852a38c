/// <reference types="vite/client" />

interface ImportMetaEnv {
  /** Deployment platform: RU (default), KZ, ONE or ACADEMY. */
  readonly VITE_PLATFORM?: string;
  /** Support link (mailto: or a chat URL). */
  readonly VITE_SUPPORT_URL?: string;
  /** Support phone shown in the contacts layout. */
  readonly VITE_SUPPORT_PHONE?: string;
}

interface Window {
  /** Runtime override of the platform, injected by the server or a deployment script. */
  __PREPA_PLATFORM__?: string;
}
