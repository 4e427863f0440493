// Where Debian's Chromium is (CHROMIUM_PATH overrides): for the browser tests and the benchmarks, with no test-runner
// imports, so a benchmark run by tsx can read it too.
export const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
