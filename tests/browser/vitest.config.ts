// Browser tests: vitest in node drives Debian's Chromium with playwright-core against the built app (vite preview).
// Two forks, two files at a time: they share one preview server, and each file has a browser and a profile of its own.
// A file keeps only a fifth to a third of one core busy (whole-suite runs on 2026-11-27 used 5.5–5.7 min of CPU; the
// rest of a file's time is waits for frames, the workers and the drivers' polls), so two at once are expected to cut
// the suite's wall time by close to half on a quiet 2-core machine (measured only under load: 1 013 s with two at once
// at load 10–16, 938 s with three at load 15–19, against 1 114 s one at a time in a quiet CI run). Three at once missed
// a 1-second poll under that load: two keep a margin. Tests wait for what the page shows, and a poll (`expect.poll`)
// waits up to 10 s, so that a busy machine makes them slower, not red.
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
