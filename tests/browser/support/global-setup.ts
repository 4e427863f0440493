// Serves the built app (dist/) with `vite preview` on a free port for all browser tests; builds it first if missing.
// `npm run test:browser` builds right before, so this build only runs when the config is used on its own. Either way
// it is the test build (mode "e2e"): the production build has no test hooks (src/main.tsx).
import { existsSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { build, preview, type PreviewServer } from 'vite';
import type { TestProject } from 'vitest/node';
import { freePort } from './chromium-path';

const root = join(dirname(fileURLToPath(import.meta.url)), '..', '..', '..');

declare module 'vitest' {
  export interface ProvidedContext {
    /** Origin of the preview server, e.g. http://127.0.0.1:41234 */
    baseUrl: string;
  }
}

let server: PreviewServer | undefined;

export async function setup(project: TestProject): Promise<void> {
  if (!existsSync(join(root, 'dist', 'index.html'))) await build({ root, mode: 'e2e', logLevel: 'warn' });
  const port = await freePort();
  server = await preview({ root, logLevel: 'warn', preview: { host: '127.0.0.1', port, strictPort: true, open: false } });
  project.provide('baseUrl', `http://127.0.0.1:${port}`);
}

export async function teardown(): Promise<void> {
  await server?.close();
}
