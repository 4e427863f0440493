// JS time per board frame of the lattice scene (Spike's board late in a 4-player game: all 51 cities, ~4 × 45 track
// pieces, locomotives, delivery markers, highlights; src/board/harness/lattice-scene.ts) during scripted 3-second
// two-finger pinch-zooms, in headless Chromium with 4× CPU throttling, as frame.bench.ts measures the hex board.
// Goal: p95 ≤ 4 ms (issue 20). Small canvas and MSAA off for the same reason as there (software GL's time is GPU time).
import type { BenchRow } from './index';
import { launch, startHarness } from '../../tests/browser/support/board-helpers';

const PINCH_MS = 3000;
const PINCHES = 3;

function quantile(xs: number[], q: number): number {
  const s = xs.toSorted((a, b) => a - b);
  if (!s.length) return NaN;
  return s[Math.min(s.length - 1, Math.floor(q * (s.length - 1) + 0.5))]!;
}

/** Two touch points `spread` px apart, centred on the board. */
function fingers(spread: number) {
  return [
    { x: 200 - spread / 2, y: 150, id: 1 },
    { x: 200 + spread / 2, y: 150, id: 2 },
  ];
}

async function run(cpuRate: number): Promise<{ frames: number[]; fps: number; pieces: number }> {
  const harness = await startHarness();
  const s = await launch({ width: 400, height: 300 });
  try {
    await s.page.goto(harness.url('scene=lattice&perf=1&aa=0'));
    await s.page.waitForSelector('body[data-ready="1"]', { timeout: 120_000 });
    const pieces = await s.page.evaluate(() => Object.keys(window.boardHarness!.lattice!.track).length);
    await s.page.waitForTimeout(1500);
    await s.cdp.send('Emulation.setCPUThrottlingRate', { rate: cpuRate });
    const t0 = await s.page.evaluate(() => performance.now());
    for (let k = 0; k < PINCHES; k++) {
      await s.cdp.send('Input.dispatchTouchEvent', { type: 'touchStart', touchPoints: fingers(60) });
      const start = Date.now();
      while (Date.now() - start < PINCH_MS) {
        const phase = ((Date.now() - start) / PINCH_MS) * 2 * Math.PI;
        await s.cdp.send('Input.dispatchTouchEvent', { type: 'touchMove', touchPoints: fingers(130 - 70 * Math.cos(phase)) });
        await new Promise((r) => setTimeout(r, 16));
      }
      await s.cdp.send('Input.dispatchTouchEvent', { type: 'touchEnd', touchPoints: [] });
    }
    const t1 = await s.page.evaluate(() => performance.now());
    await s.cdp.send('Emulation.setCPUThrottlingRate', { rate: 1 });
    const frames = await s.page.evaluate(
      ({ a, b }) => performance.getEntriesByName('board-frame').filter((e) => e.startTime >= a && e.startTime <= b).map((e) => e.duration),
      { a: t0, b: t1 },
    );
    return { frames, fps: (frames.length / (t1 - t0)) * 1000, pieces };
  } finally {
    await s.close();
    await harness.close();
  }
}

export default async function latticeFrameBench(): Promise<BenchRow[]> {
  const rows: BenchRow[] = [];
  for (const rate of [4, 1]) {
    const r = await run(rate);
    const what = `lattice late game (51 cities, ${r.pieces} pieces), CPU ×${rate}`;
    rows.push(
      { name: `frame JS median — ${what}`, value: quantile(r.frames, 0.5), unit: 'ms' },
      { name: `frame JS p95 — ${what}`, value: quantile(r.frames, 0.95), unit: 'ms', goal: rate === 4 ? '≤ 4 ms' : undefined },
      { name: `frames rendered — ${what}`, value: r.fps, unit: 'fps (headless, same-machine only)', note: `${r.frames.length} frames` },
    );
  }
  return rows;
}
