import { defineConfig, type Plugin } from 'vite';
import react from '@vitejs/plugin-react';
import type { CatalogueFirstPaintTexts } from '@prepa/contracts';
import { shopEn } from './src/features/shop/i18n-en';
import { shopGuestEn } from './src/features/shop/i18n-guest-en';
import { shopGuestRu } from './src/features/shop/i18n-guest-ru';
import { shopRu } from './src/features/shop/i18n-ru';

const API_TARGET = 'http://127.0.0.1:3001';

/**
 * The contracts declare zod schemas at the top level of their modules. Wrapping each top-level
 * `const` in a pure IIFE lets the bundler drop the declarations a bundle does not use, so the login
 * page's start-up JavaScript carries no zod (budget 200 KB gzip); the forms load their schemas lazily.
 * Only the contracts' compiled output is touched, and only at build time.
 */
export function pureContractDeclarations(): Plugin {
  return {
    name: 'prepa-pure-contract-declarations',
    apply: 'build',
    transform(code, id) {
      if (!/packages[\\/]contracts[\\/]dist[\\/](?:constants[\\/])?[^\\/]+\.js$/.test(id)) return null;
      const out = `${code}\n`.replace(
        /^(export )?const (\w+) = ([\s\S]*?);\n(?=\S|$)/gm,
        (_, exp: string | undefined, name: string, expr: string) =>
          `${exp ?? ''}const ${name} = /* @__PURE__ */ (() => (${expr}))();\n`,
      );
      return { code: out, map: null };
    },
  };
}

/**
 * The texts of the catalogue start's first paint, per UI language, as `prepaint.json` beside
 * index.html: the server paints that page before any script (apps/api/src/http/catalogue-prepaint.ts)
 * with the shop area's own texts, written once in its i18n files; the file's shape is the contracts'
 * (`catalogueFirstPaintTextsSchema`), which the server checks it against.
 */
export function prepaintTexts(): Plugin {
  const of = (shop: typeof shopRu, guest: typeof shopGuestRu): CatalogueFirstPaintTexts[string] => ({
    title: shop.shop.title,
    chooseType: shop.shop.chooseType,
    guestNotice: guest.shopGuest.readOnly,
    guestLogin: guest.shopGuest.login,
    tileAlt: guest.shopImages.courseType,
  });
  return {
    name: 'prepa-prepaint-texts',
    apply: 'build',
    generateBundle() {
      const source = JSON.stringify({ ru: of(shopRu, shopGuestRu), en: of(shopEn, shopGuestEn) });
      this.emitFile({ type: 'asset', fileName: 'prepaint.json', source });
    },
  };
}

export default defineConfig({
  plugins: [react(), pureContractDeclarations(), prepaintTexts()],
  server: {
    port: 3000,
    strictPort: true,
    proxy: {
      '/api': { target: API_TARGET, changeOrigin: false },
      '/ws': { target: API_TARGET, ws: true },
    },
  },
  build: {
    outDir: 'dist',
    assetsDir: 'assets',
    emptyOutDir: true,
    sourcemap: false,
    target: 'es2022',
    manifest: true,
    // No <link rel="modulepreload"> for a lazy chunk's imports: the browser fetches them when it has the
    // chunk (one more round trip). Inserting those links cost start-up about 140 ms of main thread on a
    // phone, in its longest tasks (the catalogue: Lighthouse TBT 470-550 -> 180-190 ms, score 86 -> 97;
    // Home unchanged, LCP 6.0-6.4 s either way; docs/performance.md, ninth session).
    modulePreload: false,
  },
});
