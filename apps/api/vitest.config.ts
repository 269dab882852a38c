import { availableParallelism } from 'node:os';
import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['src/**/*.test.ts', 'test/**/*.test.ts'],
    environment: 'node',
    globalSetup: ['test/global-setup.ts'],
    pool: 'forks',
    // Vitest leaves a core free by default: one worker on a two-core CI machine. The database work of
    // a test file waits on I/O (PostgreSQL) or is the file's own (PGlite), so two share two cores well.
    maxWorkers: Math.max(2, availableParallelism() - 1),
    testTimeout: 30_000,
    // CI retries a failed test once, as it does a journey, and names every retried test at the end
    // (test/retried-reporter.ts); on a laptop a failure is a failure at once.
    retry: process.env.CI ? 1 : 0,
    reporters: process.env.CI ? ['default', './test/retried-reporter.ts'] : ['default'],
    hookTimeout: 60_000,
  },
});
