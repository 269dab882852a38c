import { defineConfig } from 'vitest/config';

// Each case runs ESLint with import resolution over the real tree: slow on a busy machine.
export default defineConfig({ test: { testTimeout: 120_000, hookTimeout: 120_000 } });
