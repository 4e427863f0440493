// Browser tests: vitest in node drives Debian's Chromium with playwright-core against the built app (vite preview).
// Two forks, two files at a time: they share one preview server, and each file has a browser and a profile of its own.
// A file keeps only a fifth to a third of one core busy (whole suite runs, 2026-11-27: 5.5–5.7 min of CPU in 31–44 min
// of test time; the rest is waits for frames, the workers and the drivers' polls), so two at once nearly halve the
// suite's wall time on a 2-core machine. Three at once were a little faster still, but under a heavy load (load average
// 15–19) a test missed a 1-second poll: two keep a margin. The tests wait for what the page shows, not for fixed times,
// and a poll (`expect.poll`) waits up to 10 s, so that a busy machine makes them slower, not red.
import { defineConfig } from 'vitest/config';
import { LongestFirst } from './support/sequencer';

export default defineConfig({
  test: {
    include: ['tests/browser/**/*.e2e.ts'],
    environment: 'node',
    globalSetup: ['tests/browser/support/global-setup.ts'],
    testTimeout: 120_000,
    hookTimeout: 120_000,
    pool: 'forks',
    maxWorkers: 2,
    fileParallelism: true,
    sequence: { sequencer: LongestFirst },
    expect: { poll: { timeout: 10_000 } },
  },
});
