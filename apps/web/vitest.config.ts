import { availableParallelism } from 'node:os';
import { defineConfig } from 'vitest/config';
import react from '@vitejs/plugin-react';

export default defineConfig({
  plugins: [react()],
  test: {
    environment: 'jsdom',
    globals: true,
    setupFiles: ['./src/test/setup.ts'],
    include: ['src/**/*.test.{ts,tsx}'],
    css: false,
    // The UI libraries are bundled once into single files (esbuild, kept in node_modules/.vite) instead
    // of each test file importing hundreds of their modules: collection 69 s → 35–41 s (summed over the
    // workers), the whole suite 94 s → 86 s on a clean clone and 75 s after (29 November, two cores).
    deps: {
      optimizer: {
        web: {
          enabled: true,
          include: [
            '@mantine/core',
            '@mantine/hooks',
            '@mantine/notifications',
            '@mantine/nprogress',
            '@tabler/icons-react',
            '@tanstack/react-query',
            'react-router',
            'react-hook-form',
            'react-imask',
            'i18next',
            'react-i18next',
            'zod',
          ],
        },
      },
    },
    // Threads start jsdom files faster than forks; Vitest's default leaves a core free (one worker on a
    // two-core CI machine), two workers there take 140 s down to 85 s.
    pool: 'threads',
    maxWorkers: Math.max(2, availableParallelism() - 1),
    // Typing into the masked phone field (react-imask) is slow in jsdom on a shared machine.
    testTimeout: 20_000,
  },
});
