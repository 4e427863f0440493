// Where Debian's Chromium is (CHROMIUM_PATH overrides), the flags it runs with, and a free port for a preview server:
// for the browser tests and the benchmarks, with no test-runner imports, so a benchmark run by tsx can use them too.
import { createServer } from 'node:net';

export const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

/** Flags for a quiet, offline-capable headless Chromium (no first-run, background networking, updates or sync). */
export const CHROMIUM_ARGS = ['--no-sandbox', '--disable-quic', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync'];

/** A TCP port on 127.0.0.1 that was free a moment ago. */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const srv = createServer();
    srv.unref();
    srv.on('error', reject);
    srv.listen(0, '127.0.0.1', () => {
      const addr = srv.address();
      const port = typeof addr === 'object' && addr ? addr.port : 0;
      srv.close(() => resolve(port));
    });
  });
}
