import { defineConfig, type Plugin } from 'vite';
import react from '@vitejs/plugin-react';

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

export default defineConfig({
  plugins: [react(), pureContractDeclarations()],
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
  },
});
