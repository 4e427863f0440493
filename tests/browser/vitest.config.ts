// Browser tests: vitest in node drives Debian's Chromium with playwright-core against the built app (vite preview).
// One fork, files one after another: they share one preview server and the machine has few cores.
import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['tests/browser/**/*.e2e.ts'],
    environment: 'node',
    globalSetup: ['tests/browser/support/global-setup.ts'],
    testTimeout: 120_000,
    hookTimeout: 120_000,
    pool: 'forks',
    maxWorkers: 1,
    fileParallelism: false,
  },
});
