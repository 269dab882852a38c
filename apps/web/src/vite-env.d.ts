/// <reference types="vite/client" />

interface ImportMetaEnv {
  /** Vite dev server only: its platform (RU by default, KZ, ONE or ACADEMY); the built SPA reads the server's. */
  readonly VITE_PLATFORM?: string;
  /** Support link (mailto: or a chat URL). */
  readonly VITE_SUPPORT_URL?: string;
  /** Support phone shown in the contacts layout. */
  readonly VITE_SUPPORT_PHONE?: string;
}
