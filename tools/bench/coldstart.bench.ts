// Cold start to an interactive board with a warm service worker, Chromium with 4× CPU throttling: a stored Rust Belt
// game is opened by URL in a new tab; times run from navigation start. "Board drawn": the board's canvas is up, the
// camera is fitted (the host carries its viewport scale) and the next animation frame has run, i.e. the first frame with
// the terrain was rendered. "Interactive": a tap sent on the canvas right then has reached the page's pointer handlers
// (the main thread is free to answer taps); median of several runs.
import { existsSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium } from 'playwright-core';
import { build, preview } from 'vite';
import type { BenchRow } from './index';
import { threeSeatGame } from '../../tests/fixtures/new-game';

const root = join(dirname(fileURLToPath(import.meta.url)), '..', '..');
const RUNS = 5;
const RATE = 4;
const READY = '[data-testid="board-host"][data-scale] canvas';

function freePort(): Promise<number> {
  return new Promise((resolve) => {
    const srv = createServer();
    srv.listen(0, '127.0.0.1', () => {
      const addr = srv.address();
      srv.close(() => resolve(typeof addr === 'object' && addr ? addr.port : 0));
    });
  });
}

const median = (xs: number[]) => xs.toSorted((a, b) => a - b)[Math.floor(xs.length / 2)]!;

export default async function coldstart(): Promise<BenchRow[]> {
  if (!existsSync(join(root, 'dist', 'index.html'))) await build({ root, logLevel: 'error' });
  const port = await freePort();
  const server = await preview({ root, logLevel: 'error', preview: { host: '127.0.0.1', port, strictPort: true } });
  const base = `http://127.0.0.1:${port}`;
  const dir = await mkdtemp(join(tmpdir(), 'railhex-bench-'));
  const context = await chromium.launchPersistentContext(dir, {
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    headless: true,
    args: ['--no-sandbox', '--disable-quic', '--no-first-run', '--disable-background-networking'],
    viewport: { width: 1024, height: 768 },
  });
  try {
    // First visit: install the service worker and store a game.
    const setup = context.pages()[0] ?? (await context.newPage());
    await setup.goto(`${base}/?testHooks`);
    await setup.waitForFunction(() => window.railhexTest !== undefined);
    const id = await setup.evaluate(async (req) => {
      const reg = await navigator.serviceWorker.ready;
      const sw = reg.active!;
      if (sw.state !== 'activated') await new Promise((r) => sw.addEventListener('statechange', r));
      const t = window.railhexTest!;
      await t.games.refresh();
      const res = await t.games.create(req);
      if (!res.ok) throw new Error(res.reason.key);
      return res.game.id;
    }, threeSeatGame(99));
    await setup.reload(); // now controlled by the service worker, caches warm
    await setup.close();

    const rows: BenchRow[] = [];
    for (const rate of [RATE, 1]) {
      const times: { fcp: number; host: number; board: number; tap: number; marks: Record<string, number> }[] = [];
      for (let i = 0; i < RUNS; i++) {
        const page = await context.newPage();
        const errors: string[] = [];
        page.on('pageerror', (e) => errors.push(e.message));
        // Record when the board host and its drawn canvas appear, from navigation start.
        await page.addInitScript((ready: string) => {
          const w = window as unknown as { benchHost?: number; benchTap?: number };
          addEventListener('pointerup', () => (w.benchTap ??= performance.now()), { capture: true });
          new MutationObserver(() => {
            w.benchHost ??= document.querySelector('[data-testid="board-host"]') ? performance.now() : undefined;
          }).observe(document, { subtree: true, childList: true });
          void ready;
        }, READY);
        const cdp = await context.newCDPSession(page);
        await cdp.send('Emulation.setCPUThrottlingRate', { rate });
        await page.goto(`${base}/#/game/${encodeURIComponent(id)}`, { waitUntil: 'commit' });
        await page.waitForSelector(READY, { state: 'attached', timeout: 60_000 }).catch((e: Error) => {
          throw new Error(`${e.message}\npage errors: ${errors.join(' | ')}`);
        });
        // One more frame: the first render after the canvas appeared.
        const drawn = await page.evaluate(
          () =>
            new Promise<{ fcp: number; host: number; board: number; marks: Record<string, number> }>((r) =>
              requestAnimationFrame(() =>
                r({
                  fcp: performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? NaN,
                  host: (window as unknown as { benchHost?: number }).benchHost ?? NaN,
                  board: performance.now(),
                  // The app's own marks (railhex:game-open, board-created, board-scene) and when each chunk arrived.
                  marks: Object.fromEntries([
                    ...performance.getEntriesByType('mark').filter((m) => m.name.startsWith('railhex:')).map((m) => [m.name.slice(8), m.startTime]),
                    ...(performance.getEntriesByType('resource') as PerformanceResourceTiming[])
                      .filter((e) => /\/(index|pixi|board|engine\.worker)-[\w-]+\.js$/.test(e.name))
                      .map((e) => [`${e.name.split('/').pop()!.replace(/-[\w-]+\.js$/, '')} fetched`, e.responseEnd]),
                  ]),
                }),
              ),
            ),
        );
        // Then a tap in the middle of the board; its time is when the page handled it.
        const box = await page.locator(READY).boundingBox();
        if (box) await page.mouse.click(box.x + box.width / 2, box.y + box.height / 2);
        const tap = await page.evaluate(() => (window as unknown as { benchTap?: number }).benchTap ?? NaN);
        times.push({ ...drawn, tap });
        await page.close();
      }
      const list = (k: 'fcp' | 'host' | 'board' | 'tap') => times.map((t) => t[k].toFixed(0)).join(' / ');
      // The breakdown: when each step was reached, in the order reached.
      const names = [...new Set(times.flatMap((t) => Object.keys(t.marks)))];
      const steps = names
        .map((n) => ({ n, at: median(times.map((t) => t.marks[n] ?? NaN).filter((x) => !Number.isNaN(x))) }))
        .filter((s) => s.at !== undefined)
        .toSorted((a, b) => a.at - b.at);
      rows.push(...steps.map((s) => ({ name: `CPU ×${rate}:   step: ${s.n} (median)`, value: s.at, unit: 'ms' })));
      rows.push(
        { name: `CPU ×${rate}: first contentful paint (median of ${RUNS})`, value: median(times.map((t) => t.fcp)), unit: 'ms', note: list('fcp') },
        { name: `CPU ×${rate}: game screen with board host (median)`, value: median(times.map((t) => t.host)), unit: 'ms', note: list('host') },
        { name: `CPU ×${rate}: board drawn (median)`, value: median(times.map((t) => t.board)), unit: 'ms', note: list('board') },
        {
          name: `CPU ×${rate}: interactive board (tap handled), warm SW (median)`,
          value: median(times.map((t) => t.tap)),
          unit: 'ms',
          ...(rate === RATE ? { goal: '≤ 1000' } : {}),
          note: list('tap'),
        },
      );
    }
    return rows;
  } finally {
    await context.close();
    await rm(dir, { recursive: true, force: true });
    await server.close();
  }
}
