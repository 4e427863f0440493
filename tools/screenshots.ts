// `npx tsx tools/screenshots.ts`: the web app manifest's screenshots (public/screenshot-wide.png, -narrow.png), taken
// from the built app in Debian's Chromium: a Rust Belt game in its second round or later, at a tablet's landscape and a
// phone's portrait size. The game is a bot game made by the engine (tests/fixtures/board/scenarios.ts), imported through
// ?testHooks, so the test build is used (tools/bench/test-build.ts); run it under the browser-test lock, as it writes
// dist/. Re-run and commit the PNGs when the game screen changes a lot.
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { preview } from 'vite';
import { launch, openRecord, ROOT } from '../tests/browser/support/board-helpers';
import { freePort } from '../tests/browser/support/chromium-path';
import { scenario } from '../tests/fixtures/board/scenarios';
import { ensureTestBuild } from './bench/test-build';

/** Sizes in CSS pixels at device pixel ratio 1: the manifest names each screenshot's exact size and form factor. */
export const SHOTS = [
  { file: 'screenshot-wide.png', width: 1280, height: 800 },
  { file: 'screenshot-narrow.png', width: 390, height: 844 },
] as const;

async function shoot(base: string, record: string, shot: (typeof SHOTS)[number]): Promise<void> {
  const s = await launch({ width: shot.width, height: shot.height });
  try {
    await openRecord(s.page, base, record);
    // The place names are drawn a little after the board (deferred work): wait for them to settle.
    await s.page.waitForTimeout(2500);
    const png = await s.page.screenshot({ type: 'png' });
    writeFileSync(join(ROOT, 'public', shot.file), png);
    console.log(`public/${shot.file}: ${shot.width}×${shot.height}, ${(png.length / 1024).toFixed(0)} KB`);
  } finally {
    await s.close();
  }
}

await ensureTestBuild(ROOT);
const port = await freePort();
const server = await preview({ root: ROOT, logLevel: 'warn', preview: { host: '127.0.0.1', port, strictPort: true, open: false } });
try {
  const base = server.resolvedUrls?.local[0] ?? `http://127.0.0.1:${port}/`;
  const record = JSON.stringify(scenario('goods', 21).record);
  for (const shot of SHOTS) await shoot(base, record, shot);
} finally {
  await server.close();
}
