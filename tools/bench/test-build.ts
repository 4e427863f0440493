// The browser benches set up their game through ?testHooks, which only the test build has (`vite build --mode e2e`,
// src/main.tsx). That build is the production build plus the hooks' own chunk, which a page opened without
// ?testHooks never loads, so what the benches time is the production code. A production build in dist/ (npm run
// build, the bundle bench) is replaced by the test build first.
import { existsSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { build } from 'vite';

export async function ensureTestBuild(root: string): Promise<void> {
  const assets = join(root, 'dist', 'assets');
  const hasHooks = existsSync(join(root, 'dist', 'index.html')) && existsSync(assets) && readdirSync(assets).some((f) => f.startsWith('test-hooks'));
  if (!hasHooks) await build({ root, mode: 'e2e', logLevel: 'error' });
}
