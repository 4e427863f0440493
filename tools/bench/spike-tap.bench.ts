// Time from a finger lifting off a destination city on Spike's lattice board to the routes the engine offers to it
// listed and painted (issue 20's measure: ≤ 50 ms), in the built app (vite preview) during a real build decision: the
// board recognises the tap, the panel asks the engine worker for the routes, lists them, and the browser paints the
// list ("painted" = the first task after the animation frame that follows the list's appearance, i.e. after that
// frame's paint). A 2-player basic game is started through the new-game form and played by the engine's bot (through
// the UI, tests/browser/spike-driver.ts) to a seat's action whose hand reaches two cities or more; then the taps
// alternate between those cities (each tap changes the destination), at CPU ×1 and ×4 (CDP throttling). The build panel
// asks the routes of every reachable city when it opens (src/ui/rules/spike/route-offers.ts), as a player's first look
// at the board gives it time to: the taps here come after the board is fitted, so a tap finds its routes asked.
//
// RAILHEX_SPIKE_TAP_DIST=<dir>,<dir> compares test builds made elsewhere (`vite build --mode e2e --outDir <dir>`, e.g.
// in a git worktree of an older commit): each is served on its own origin and played to the same decision in its own
// page of one browser, and the taps alternate between them (A B, B A, …), so both see the same machine load.
// RAILHEX_SPIKE_TAP_TRACE=<dir> records, after the measured taps, a Chromium trace of 4 taps (RAILHEX_SPIKE_TAP_TRACE_TAPS)
// at ×4 per build, with the JS sampler (<dir>/<build>.json, for Perfetto or chrome://tracing).
// RAILHEX_SPIKE_TAP_CPU=1 also traces the measured ×4 taps (a few light categories) and reports, per tap, the thread
// time of the page's main thread and of its workers, and how long the GPU process's main thread was busy (its tasks
// carry no thread time; SwiftShader draws on threads of its own), from the finger lifting to the routes painted. CDP
// throttling counts in thread time (about 0.8 of a ×4 task's wall time), the waits for a core do not: under load the
// thread time swings less than the wall time, though still by tens of per cent.
import { basename, join, resolve } from 'node:path';
import type { CDPSession, Page } from 'playwright-core';
import { preview } from 'vite';
import type { BenchRow } from './index';
import { quantile, screenPoint, traced } from './browser-bench';
import { ensureTestBuild } from './test-build';
import { pointPx } from '../../src/board/lattice/points';
import { launch, ROOT } from '../../tests/browser/support/board-helpers';
import { freePort } from '../../tests/browser/support/chromium-path';
import { gameId, nextSpikeStep, playSpikeGame, seatToAct, startSpikeGame, viewOf } from '../../tests/browser/spike-driver';

// 32 per rate: runs of 16 taps differed by 25 ms in their medians on this machine (docs/performance.md, sixteenth session).
const TAPS = Number(process.env.RAILHEX_SPIKE_TAP_TAPS ?? 32);
const SEED = 52;
/** Test builds to compare (RAILHEX_SPIKE_TAP_DIST, comma-separated dist folders); none: this tree's dist/. */
const DISTS = (process.env.RAILHEX_SPIKE_TAP_DIST ?? '').split(',').filter(Boolean).map((d) => resolve(d));
const TRACE_DIR = process.env.RAILHEX_SPIKE_TAP_TRACE;
const TRACE_TAPS = Number(process.env.RAILHEX_SPIKE_TAP_TRACE_TAPS ?? 4);
const CPU = process.env.RAILHEX_SPIKE_TAP_CPU === '1';
/** The light trace for CPU times: tasks with their thread time, input events, user timing marks, process names. */
const CPU_CATEGORIES = ['toplevel', 'devtools.timeline', 'blink.user_timing', '__metadata'];
/** What a trace records: the page's and workers' tasks, V8, style/layout/paint, the compositor and the GPU process. */
const TRACE_CATEGORIES = [
  'devtools.timeline', 'disabled-by-default-devtools.timeline', 'disabled-by-default-devtools.timeline.frame', 'toplevel',
  'blink.user_timing', 'v8', 'v8.execute', 'blink', 'cc', 'viz', 'gpu', 'benchmark', '__metadata', 'disabled-by-default-v8.cpu_profiler',
];

interface Probe {
  benchSpike: { want: string; up: number; chosen: number; listed: number; painted: number; board: number };
}

// In-page probe: when the finger lifted, when the panel took the wanted city, when its routes were listed, and when
// that was painted; and when the page told the board worker the tap's new highlights (its first view or highlights
// message after the finger lifted: the board's redraw of the routes starts then).
function installProbe(): void {
  const w = window as unknown as Probe;
  w.benchSpike = { want: '', up: 0, chosen: 0, listed: 0, painted: 0, board: 0 };
  document.addEventListener('pointerup', () => (w.benchSpike.up = performance.now()), { capture: true });
  const post = Worker.prototype.postMessage;
  Worker.prototype.postMessage = function (this: Worker, m: unknown, ...rest: unknown[]) {
    const b = w.benchSpike;
    const type = (m as { type?: unknown } | null)?.type;
    if (b.want && b.up && !b.board && (type === 'highlights' || type === 'update')) b.board = performance.now();
    return (post as (...a: unknown[]) => void).call(this, m, ...rest);
  } as typeof post;
  new MutationObserver(() => {
    const b = w.benchSpike;
    if (!b.want || b.listed) return;
    // Chosen: the panel names the city (its routes still being asked); listed: the engine's answer is in the DOM.
    if (!b.chosen && document.querySelector(`[data-testid="spike-routes"][data-city="${b.want}"]`)) b.chosen = performance.now();
    if (!document.querySelector(`[data-testid="spike-routes"][data-city="${b.want}"][data-ready="yes"]`)) return;
    b.listed = performance.now();
    performance.mark('bench:spike-listed'); // for a trace (RAILHEX_SPIKE_TAP_TRACE)
    requestAnimationFrame(() => {
      const ch = new MessageChannel();
      ch.port1.addEventListener('message', () => {
        b.painted = performance.now();
        performance.mark('bench:spike-painted');
      });
      ch.port1.start();
      ch.port2.postMessage(0);
    });
  }).observe(document, { subtree: true, childList: true, attributes: true, attributeFilter: ['data-city', 'data-ready'] });
}

/** Plays the setup and turns by the bot until a seat's action whose hand reaches two cities or more; those cities. */
async function toBuildDecision(page: Page): Promise<string[]> {
  for (let i = 0; i < 40; i++) {
    const step = await nextSpikeStep(page);
    if (step === 'summary-ack' || step === 'handover-ready') {
      await page.getByTestId(step).click();
      continue;
    }
    if (step === 'spike-turn' && (await page.getByTestId('spike-turn').getAttribute('data-stage')) === 'action') {
      const options = page.locator('[data-testid="spike-build-city"] option:not([value=""])');
      await options.first().waitFor({ timeout: 10_000 }).catch(() => undefined);
      const cities = await options.evaluateAll((els) => els.map((e) => (e as HTMLOptionElement).value));
      if (cities.length >= 2) return cities;
    }
    await playSpikeGame(page, SEED + i, { maxMoves: 1 });
  }
  throw new Error('no build decision reaching two cities within 40 moves');
}

type Times = { chosen: number[]; listed: number[]; painted: number[]; board: number[] };
const noTimes = (): Record<1 | 4, Times> => ({ 1: { chosen: [], listed: [], painted: [], board: [] }, 4: { chosen: [], listed: [], painted: [], board: [] } });
/** Per tap: CPU ms of the page's main thread and of its workers (engine and board); the GPU process's busy ms (SwiftShader). */
type Cpu = { main: number[]; workers: number[]; gpu: number[] };

interface TraceEvent {
  name: string;
  ph: string;
  pid: number;
  tid: number;
  ts: number;
  dur?: number;
  tdur?: number;
  args?: { name?: string; data?: { type?: string } };
}

/**
 * The CPU time of each tap in `events` (a trace of the taps of every build): per renderer, the windows from a
 * pointerup to the next 'bench:spike-painted' mark of that renderer, and the thread time of the top-level tasks that
 * overlap each window on its main thread, its worker threads and the GPU process's main thread. Keyed by renderer pid,
 * in tap order.
 */
function cpuOfTaps(events: TraceEvent[]): Map<number, { main: number; workers: number; gpu: number }[]> {
  const threads = new Map<string, string>();
  const processes = new Map<number, string>();
  for (const e of events) {
    if (e.ph !== 'M') continue;
    if (e.name === 'thread_name') threads.set(`${e.pid}:${e.tid}`, e.args?.name ?? '');
    if (e.name === 'process_name') processes.set(e.pid, e.args?.name ?? '');
  }
  const gpuPid = [...processes].find(([, n]) => n === 'GPU Process')?.[0];
  const tasks = events.filter((e) => e.ph === 'X' && e.name === 'ThreadControllerImpl::RunTask');
  const ups = events.filter((e) => e.name === 'EventDispatch' && e.args?.data?.type === 'pointerup').toSorted((a, b) => a.ts - b.ts);
  const painted = events.filter((e) => e.name === 'bench:spike-painted').toSorted((a, b) => a.ts - b.ts);
  const out = new Map<number, { main: number; workers: number; gpu: number }[]>();
  for (const up of ups) {
    const end = painted.find((m) => m.pid === up.pid && m.ts > up.ts);
    if (!end) continue;
    // Thread time where the trace has it (the renderer's threads); the GPU process's tasks come without, so theirs is
    // the time they were busy.
    const sum = (pick: (e: TraceEvent) => boolean) =>
      tasks.filter((t) => pick(t) && t.ts + (t.dur ?? 0) > up.ts && t.ts < end.ts).reduce((n, t) => n + (t.tdur ?? t.dur ?? 0), 0) / 1000;
    const list = out.get(up.pid) ?? [];
    list.push({
      main: sum((t) => t.pid === up.pid && t.tid === up.tid),
      workers: sum((t) => t.pid === up.pid && (threads.get(`${t.pid}:${t.tid}`) ?? '').startsWith('DedicatedWorker')),
      gpu: sum((t) => t.pid === gpuPid && threads.get(`${t.pid}:${t.tid}`) === 'CrGpuMain'),
    });
    out.set(up.pid, list);
  }
  return out;
}

/** One build's page at the build decision, ready to be tapped. */
interface Build {
  label: string;
  page: Page;
  cdp: CDPSession;
  cities: string[];
  tap(city: string): Promise<{ chosen: number; listed: number; painted: number; board: number }>;
}

/** Opens `base` in a page of its own, plays to the build decision and returns its tapper. */
async function openBuild(s: Awaited<ReturnType<typeof launch>>, label: string, base: string): Promise<Build> {
  const context = await s.browser.newContext({ viewport: { width: 1280, height: 1000 }, hasTouch: true, isMobile: false });
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await page.goto(`${base}?testHooks#/new`, { waitUntil: 'domcontentloaded' });
  await startSpikeGame(page, { edition: 'basic', names: ['Ada', 'Bo'], seed: SEED });
  const cities = await toBuildDecision(page);
  const view = await viewOf(page, await gameId(page), { seat: await seatToAct(page) });
  const nodeOf = (city: string) => view.map.places.find((p) => p.id === city)!.node;
  await page.getByTestId('board-fit').click();
  await page.waitForTimeout(500);
  const host = page.locator('[data-testid="board-host"][data-scale]');
  await host.waitFor();
  await page.evaluate(installProbe);
  const tap = async (city: string) => {
    await page.evaluate((c) => ((window as unknown as Probe).benchSpike = { want: c, up: 0, chosen: 0, listed: 0, painted: 0, board: 0 }), city);
    const { x, y } = await screenPoint(host, pointPx(nodeOf(city)));
    const box = (await host.boundingBox())!;
    if (x < box.x || x > box.x + box.width || y < box.y || y > box.y + box.height) throw new Error(`${city} is not on the board's screen`);
    await page.touchscreen.tap(x, y);
    await page.waitForFunction(() => (window as unknown as Probe).benchSpike.painted > 0 && (window as unknown as Probe).benchSpike.board > 0, undefined, { timeout: 30_000 });
    const b = await page.evaluate(() => (window as unknown as Probe).benchSpike);
    if (!b.up) throw new Error(`tap on ${city}: no pointerup seen`);
    return { chosen: b.chosen - b.up, listed: b.listed - b.up, painted: b.painted - b.up, board: b.board - b.up };
  };
  return { label, page, cdp, cities, tap };
}

/**
 * The renderer pid of build `i`: the renderers in the order of their first tap in the trace (the ×4 taps start with
 * build 0, then 1, …; see measure).
 */
function pidOf(byPid: Map<number, unknown>, i: number): number {
  return [...byPid.keys()][i] ?? -1;
}

async function measure(bases: { label: string; base: string }[]): Promise<{ label: string; times: Record<1 | 4, Times>; cpu: Cpu }[]> {
  const s = await launch({ width: 1280, height: 1000 });
  try {
    const builds: Build[] = [];
    for (const b of bases) builds.push(await openBuild(s, b.label, b.base));
    const out = builds.map((b) => ({ label: b.label, times: noTimes(), cpu: { main: [], workers: [], gpu: [] } as Cpu }));
    const browserCdp = CPU ? await s.browser.newBrowserCDPSession() : null;
    const events: TraceEvent[] = [];
    let k = 0;
    for (const rate of [1, 4] as const) {
      for (const b of builds) await b.cdp.send('Emulation.setCPUThrottlingRate', { rate });
      await new Promise((r) => setTimeout(r, 500));
      const tracing = browserCdp && rate === 4;
      const done = tracing ? new Promise<void>((r) => browserCdp.once('Tracing.tracingComplete', () => r())) : null;
      if (tracing) {
        browserCdp.on('Tracing.dataCollected', (e) => events.push(...(e.value as unknown as TraceEvent[])));
        await browserCdp.send('Tracing.start', { transferMode: 'ReportEvents', traceConfig: { includedCategories: CPU_CATEGORIES } });
      }
      for (let t = 0; t < TAPS; t++, k++) {
        // A B, then B A: neither build always taps first after the other's.
        const order = builds.map((_, i) => i);
        if (t % 2 === 1) order.reverse();
        for (const i of order) {
          const b = builds[i]!;
          const r = await b.tap(b.cities[k % b.cities.length]!);
          out[i]!.times[rate].chosen.push(r.chosen);
          out[i]!.times[rate].listed.push(r.listed);
          out[i]!.times[rate].painted.push(r.painted);
          out[i]!.times[rate].board.push(r.board);
          await b.page.waitForTimeout(rate * 150);
        }
      }
      if (tracing) {
        await browserCdp.send('Tracing.end');
        await done;
        // The renderer of each build is the pid whose pointerups come in its taps' order: one per build.
        const byPid = cpuOfTaps(events);
        for (const i of builds.keys()) {
          const pid = pidOf(byPid, i);
          for (const c of byPid.get(pid) ?? []) {
            out[i]!.cpu.main.push(c.main);
            out[i]!.cpu.workers.push(c.workers);
            out[i]!.cpu.gpu.push(c.gpu);
          }
        }
      }
    }
    if (TRACE_DIR) {
      for (const [i, b] of builds.entries()) {
        await b.cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
        await traced(b.cdp, join(TRACE_DIR, `${b.label || 'build'}-${i + 1}.json`), TRACE_CATEGORIES, async () => {
          for (let t = 0; t < TRACE_TAPS; t++, k++) {
            await b.tap(b.cities[k % b.cities.length]!);
            await b.page.waitForTimeout(600);
          }
        });
      }
    }
    return out;
  } finally {
    await s.close();
  }
}

export default async function spikeTapBench(): Promise<BenchRow[]> {
  if (DISTS.length === 0) await ensureTestBuild(ROOT);
  const dists = DISTS.length > 0 ? DISTS : [join(ROOT, 'dist')];
  const servers: Awaited<ReturnType<typeof preview>>[] = [];
  try {
    const bases: { label: string; base: string }[] = [];
    for (const [n, outDir] of dists.entries()) {
      const port = await freePort();
      servers.push(await preview({ root: ROOT, logLevel: 'warn', build: { outDir }, preview: { host: '127.0.0.1', port, strictPort: true, open: false } }));
      // Labelled only when builds are compared: the rows' names stay those of earlier runs otherwise.
      bases.push({ label: dists.length > 1 ? `${n + 1}: ${basename(outDir)}` : '', base: `http://127.0.0.1:${port}/` });
    }
    const rows: BenchRow[] = [];
    for (const { label, times, cpu } of await measure(bases)) {
      const of = label ? ` [${label}]` : '';
      if (CPU) {
        rows.push(
          { name: `Spike tap → painted, page main thread CPU (median of ${cpu.main.length}), ×4${of}`, value: quantile(cpu.main, 0.5), unit: 'ms', note: cpu.main.map((x) => x.toFixed(1)).join(' / ') },
          { name: `Spike tap → painted, page workers CPU (median), ×4${of}`, value: quantile(cpu.workers, 0.5), unit: 'ms' },
          { name: `Spike tap → painted, GPU process busy (median), ×4${of}`, value: quantile(cpu.gpu, 0.5), unit: 'ms' },
        );
      }
      for (const rate of [4, 1] as const) {
        const { chosen, listed, painted, board } = times[rate];
        rows.push(
          { name: `Spike tap → destination in the panel (median of ${chosen.length}), CPU ×${rate}${of}`, value: quantile(chosen, 0.5), unit: 'ms' },
          { name: `Spike tap → routes listed (median), CPU ×${rate}${of}`, value: quantile(listed, 0.5), unit: 'ms' },
          { name: `Spike tap → routes painted (median), CPU ×${rate}${of}`, value: quantile(painted, 0.5), unit: 'ms', goal: '≤ 50 ms', note: painted.map((x) => x.toFixed(1)).join(' / ') },
          { name: `Spike tap → routes painted (p95), CPU ×${rate}${of}`, value: quantile(painted, 0.95), unit: 'ms' },
          { name: `Spike tap → highlights sent to the board worker (median), CPU ×${rate}${of}`, value: quantile(board, 0.5), unit: 'ms' },
        );
      }
    }
    return rows;
  } finally {
    for (const server of servers) await server.close();
  }
}
