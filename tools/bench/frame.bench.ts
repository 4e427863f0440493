// JS time per board frame (viewport update + draw submission) during scripted 3-second two-finger pinch-zooms over a
// late-game Rust Belt, in headless Chromium with 4× CPU throttling. Goal: p95 ≤ 4 ms. Rendering is SwiftShader, so the
// frame rate is reported only as a same-machine comparison (RECIPES §7). The canvas is small (400×300) and MSAA off
// because software rasterisation time is GPU time, not JS time; the JS work per frame does not depend on canvas size.
import type { BenchRow } from './index';
import { launch, startHarness } from '../../tests/browser/support/board-helpers';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { GameRecord } from '../../src/engine/api';
import { ageOfSteam } from '../../src/engine/aos/module';
import type { AosMove } from '../../src/engine/aos/moves';
import { replay } from '../../src/engine/record';
import { ROOT } from '../../tests/browser/support/board-helpers';
import { rustBelt } from '../../tests/fixtures/board/scenarios';
import { lateGame } from '../../tests/engine/track/late-game';
import { computeLinks } from '../../src/engine/track';
import type { BoardView } from '../../src/engine/view';

/** The recorded six-player Rust Belt game (FLOW's fixture), at the position with the most track. */
function recordedView(): BoardView {
  const record = JSON.parse(readFileSync(join(ROOT, 'tests/fixtures/engine/rust-belt-deluxe-6p.json'), 'utf8')) as GameRecord<AosMove>;
  const res = replay(ageOfSteam, record, rustBelt(), { keepStates: true });
  if (!res.ok) throw new Error(`fixture does not replay: ${res.reason.key} at move ${res.atMove}`);
  const best = res.states!.reduce((a, b) => (Object.keys(b.track.tiles).length >= Object.keys(a.track.tiles).length ? b : a));
  return ageOfSteam.boardView(best);
}

/** The track module's dense late-game board (six seats build for twelve rounds with legal builds), as a board view. */
function denseView(): BoardView {
  const lg = lateGame({ seats: 6, rounds: 12, seed: 7 });
  const colors = ['blue', 'green', 'yellow', 'pink', 'grey', 'orange'] as const;
  return {
    map: lg.map,
    tiles: Object.values(lg.board.tiles),
    newCities: lg.board.newCities,
    cubes: lg.cubes,
    links: computeLinks(lg.map, lg.board),
    specialLinks: {},
    seats: colors.map((color, i) => ({ name: `P${i + 1}`, color, eliminated: false })),
  };
}

const PINCH_MS = 3000;
/** Software GL lets only a few frames through per second (RECIPES §7), so three pinches are pooled for the figures. */
const PINCHES = 3;

function quantile(xs: number[], q: number): number {
  const s = xs.toSorted((a, b) => a - b);
  if (!s.length) return NaN;
  return s[Math.min(s.length - 1, Math.floor(q * (s.length - 1) + 0.5))]!;
}

interface Run {
  frames: number[];
  fps: number;
  tiles: number;
}

async function run(view: 'recorded' | 'dense', cpuRate: number): Promise<Run> {
  const harness = await startHarness();
  const s = await launch({ width: 400, height: 300 });
  try {
    // MSAA off: SwiftShader's raster time would otherwise starve the page of frames (it is GPU time, not JS time).
    await s.page.goto(harness.url('perf=1&aa=0'));
    await s.page.waitForSelector('body[data-ready="1"]', { timeout: 120_000 });
    const shown = view === 'recorded' ? recordedView() : denseView();
    await s.page.evaluate((v) => window.boardHarness!.show(v), shown as unknown as never);
    const tiles = await s.page.evaluate(() => window.boardHarness!.view.tiles.length);
    await s.page.waitForTimeout(500);
    await s.cdp.send('Emulation.setCPUThrottlingRate', { rate: cpuRate });
    await s.page.evaluate(() => performance.clearMeasures('board-frame'));
    const t0 = await s.page.evaluate(() => performance.now());
    // Pinch in and out around the centre for PINCH_MS, one touch move every ~16 ms of wall time.
    const cx = 200;
    const cy = 150;
    const fingers = (spread: number) => [
      { x: cx - spread / 2, y: cy, id: 1 },
      { x: cx + spread / 2, y: cy, id: 2 },
    ];
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
    return { frames, fps: (frames.length / (t1 - t0)) * 1000, tiles };
  } finally {
    await s.close();
    await harness.close();
  }
}

export default async function frameBench(): Promise<BenchRow[]> {
  const rows: BenchRow[] = [];
  for (const view of ['recorded', 'dense'] as const) {
    for (const rate of [4, 1]) {
      const r = await run(view, rate);
      const what = `${view === 'recorded' ? 'recorded 6-player game' : 'dense'} late game (${r.tiles} tiles), CPU ×${rate}`;
      rows.push(
        { name: `frame JS median — ${what}`, value: quantile(r.frames, 0.5), unit: 'ms' },
        { name: `frame JS p95 — ${what}`, value: quantile(r.frames, 0.95), unit: 'ms', goal: rate === 4 ? '≤ 4 ms' : undefined },
        { name: `frames rendered — ${what}`, value: r.fps, unit: 'fps (headless, same-machine only)', note: `${r.frames.length} frames` },
      );
    }
  }
  return rows;
}
