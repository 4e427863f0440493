// Cold start to an interactive board with a warm service worker, Chromium with 4× CPU throttling: a stored game (Rust Belt
// for Age of Steam, North-East USA for Steam: both, each on its own) is opened by URL; times run from navigation start. "Board drawn": the board's canvas is up, the camera is fitted
// (the host carries its viewport scale) and the next animation frame has run, i.e. the first frame with the terrain was
// rendered. "Interactive": the board is drawn and the main thread is free to answer taps, by Time to Interactive's rule:
// the end of the last task over 50 ms after the board was drawn, followed by a quiet window. Also reported: a real tap
// sent when the bench saw the board, and when the page handled it (that figure also holds the bench's own message round
// trips, ~0.3 s here). Medians of several runs.
//
// RAILHEX_COLDSTART_DIST=<dir>[,<dir>…] measures test builds already made elsewhere (`vite build --mode e2e --outDir <dir>`,
// e.g. in a git worktree of an older commit) instead of this tree's dist/: each is served on its own origin, and the
// starts alternate between them in the same browser (A B, B A, …), so that a comparison sees the same machine load.
// RAILHEX_COLDSTART_TRACE=<dir> adds one uncounted start per build and rate after the measured ones, recorded as a
// Chromium trace (<dir>/<build>-x<rate>.json, for chrome://tracing or Perfetto).
// RAILHEX_COLDSTART_PROFILE=1 adds V8's sampling profiler to those traces (which functions the page's main thread ran);
// the measured starts are not traced, so their figures are the same with or without it.
// RAILHEX_COLDSTART_TOGETHER=1 measures the installed app's games in one browser, their starts alternating (see TOGETHER).
//
// Three browser pipelines (docs/performance.md, "what the bench measures"):
// - "installed app" (carries the goal): the game opens in an app window, as an installed PWA opens (Chromium's --app
//   window: no tab strip, no address bar), in a renderer process of its own: each start navigates the window from a
//   page of another site, so Chromium gives the game a new process, as when the app is launched. Chromium composites
//   on its GPU path, as on a tablet; there is no GPU here, so SwiftShader plays the GPU (on the CPU, in the GPU process).
// - "new tab": the same GPU path, but each start is a new tab of a normal browser window navigated from about:blank.
//   Two costs there are the harness's, not the app's: the tab strip's loading animation, composited on SwiftShader and
//   read back to memory for every frame (headless Chromium's window surface reads each frame back), and, 1 s after the
//   navigation, Chromium's teardown of the about:blank document's widget on the page's main thread (0.1–0.25 s at ×4).
//   Kept for comparison with earlier figures.
// - "headless default": headless Chromium's own flags: compositing in software, which reads every WebGL frame back to
//   the CPU on the page's main thread. Kept for comparison with the earliest figures.
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { basename, dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium, type BrowserContext, type Page } from 'playwright-core';
import { preview, type PreviewServer } from 'vite';
import type { BenchRow } from './index';
import { traced } from './browser-bench';
import { ensureTestBuild } from './test-build';
import { CHROMIUM, CHROMIUM_ARGS, freePort } from '../../tests/browser/support/chromium-path';
import { threeSeatGame, threeSeatSteamGame } from '../../tests/fixtures/new-game';

const root = join(dirname(fileURLToPath(import.meta.url)), '..', '..');
/** A stored game the starts open: the new-game request and its name in the rows. */
interface BenchGame {
  name: string;
  request: ReturnType<typeof threeSeatGame>;
}
const KNOWN_GAMES: Record<string, BenchGame> = {
  aos: { name: 'Age of Steam', request: threeSeatGame(99) },
  steam: { name: 'Steam', request: threeSeatSteamGame(99) },
};
/**
 * The stored games the installed-app pipeline opens, each measured on its own: Rust Belt for Age of Steam (the figures
 * since the fourth session) and Steam on North-East USA (issue 18: as fast as Age of Steam's). RAILHEX_COLDSTART_GAME
 * picks some (`aos`, `steam`, comma-separated); the comparison pipelines open the first only.
 */
const GAMES: BenchGame[] = (process.env.RAILHEX_COLDSTART_GAME ?? 'aos,steam').split(',').map((g) => {
  const game = KNOWN_GAMES[g.trim()];
  if (!game) throw new Error(`RAILHEX_COLDSTART_GAME: no game "${g}" (${Object.keys(KNOWN_GAMES).join(', ')})`);
  return game;
});
/**
 * RAILHEX_COLDSTART_TOGETHER=1: the installed-app pipeline measures its games in one browser, their starts alternating
 * as builds do (A B, B A, …), so that two games are compared under the same load. By
 * default each game has a browser of its own, one after the other, and the later game's starts meet other load
 * (docs/performance.md, fifteenth session, "Steam's start": Steam's index.html fetched 145 ms later than AoS's).
 */
const TOGETHER = process.env.RAILHEX_COLDSTART_TOGETHER === '1';
/** RAILHEX_COLDSTART_PIPELINES=installed measures the goal's pipeline alone (the others are for comparison). */
const ONLY_INSTALLED = process.env.RAILHEX_COLDSTART_PIPELINES === 'installed';
/** Measured starts per build and rate (RAILHEX_COLDSTART_RUNS for a quick look; the figures are medians of 7). */
const RUNS = Number(process.env.RAILHEX_COLDSTART_RUNS ?? 7);
/** Test builds to compare (RAILHEX_COLDSTART_DIST, comma-separated dist folders); none: this tree's dist/. */
const DISTS = (process.env.RAILHEX_COLDSTART_DIST ?? '').split(',').filter(Boolean).map((d) => resolve(d));
/** Where to write one traced start per build and rate (RAILHEX_COLDSTART_TRACE); none: no trace. */
const TRACE_DIR = process.env.RAILHEX_COLDSTART_TRACE;
/** What a trace records: the main threads' tasks and V8's work (the performance panel's set), the GPU and network. */
const TRACE_CATEGORIES = [
  'devtools.timeline', 'disabled-by-default-devtools.timeline', 'disabled-by-default-devtools.timeline.frame', 'toplevel',
  'blink.user_timing', 'loading', 'v8', 'v8.execute', 'disabled-by-default-v8.compile', 'gpu', 'netlog', 'ServiceWorker', 'navigation',
  'blink', 'cc', 'viz', 'benchmark', '__metadata', ...(process.env.RAILHEX_COLDSTART_PROFILE ? ['disabled-by-default-v8.cpu_profiler'] : []),
].join(',');
/**
 * Starts of the game before the measured ones, in each pipeline, not counted. The setup visit only showed the home
 * screen; a warm service worker is the app as a player has used it, so the game is opened once first: Chromium's code
 * and GPU shader caches then hold the game screen's scripts and the board's shaders, and the app has seen the board's
 * size at this window size. (The first start after setup was 0.3–0.7 s slower than the rest at CPU ×4.)
 */
const WARM_UP = 1;
const RATE = 4;
/**
 * How long the app window waits on the other site's page between starts (RAILHEX_COLDSTART_SETTLE_MS). Chromium starts
 * the spare renderer the next start runs in while it waits, and that process, started in the background, runs a
 * PartitionAlloc task ("OnBackgrounded", posted with a 10 s delay; 80–100 ms of its main thread at CPU ×4) 10 s after
 * it started: with 1.5 s it fell into a start's measured window or not by chance (traces, thirteenth session). 11 s
 * lets it run before the game arrives.
 */
const SETTLE_MS = Number(process.env.RAILHEX_COLDSTART_SETTLE_MS ?? 1500);
/** How long the main thread must stay free of long tasks after the board is drawn to count as interactive. */
const QUIET_MS = 2000;
const READY = '[data-testid="board-host"][data-scale] canvas';
/** Features switched off for the tablet pipeline: the desktop omnibox's WebUI popup and the top-chrome WebUI preloading. */
const NO_DESKTOP_CHROME = ['WebUIOmniboxPopup', 'WebUIOmniboxFullPopup', 'WebUIOmniboxAimPopup', 'PreloadTopChromeWebUI'];

interface Pipeline {
  name: string;
  rates: number[];
  /** Where each cold start happens: a new tab, or the one app window navigated in from another site. */
  window: 'tab' | 'app';
  /** Extra launch flags, given the features Playwright itself disables (a later --disable-features replaces earlier). */
  args(disabled: string[]): string[];
}

/** Compositing on Chromium's GPU path with SwiftShader as the GPU, without the desktop omnibox's WebUI. */
const gpuPath = (disabled: string[]) => [
  '--use-angle=swiftshader',
  '--enable-unsafe-swiftshader',
  '--ignore-gpu-blocklist',
  `--disable-features=${[...disabled, ...NO_DESKTOP_CHROME].join(',')}`,
];

const PIPELINES: Pipeline[] = [
  { name: 'installed app', rates: [RATE, 1], window: 'app', args: gpuPath },
  { name: 'new tab', rates: [RATE], window: 'tab', args: gpuPath },
  { name: 'headless default', rates: [RATE], window: 'tab', args: () => [] },
];

/** The features Playwright's launch disables, read from chrome://version of a throwaway browser. */
async function playwrightDisabledFeatures(): Promise<string[]> {
  const browser = await chromium.launch({ executablePath: CHROMIUM, headless: true, args: CHROMIUM_ARGS });
  try {
    const page = await browser.newPage();
    await page.goto('chrome://version');
    const line = (await page.locator('#command_line').textContent()) ?? '';
    return /--disable-features=(\S+)/.exec(line)?.[1]?.split(',') ?? [];
  } finally {
    await browser.close();
  }
}

interface BenchWindow {
  benchLong?: { start: number; end: number }[];
  benchHost?: number;
  benchBoard?: number;
  benchTap?: number;
  benchCentre?: { x: number; y: number };
}

/** Runs in the page: the milestones, the app's own marks (railhex:game-open, …) and when each main chunk arrived. */
function collect() {
  const w = window as unknown as BenchWindow;
  // The page's own scripts and stylesheets requested before its first render (the game screen's), the workers' not.
  const firstRender = performance.getEntriesByName('railhex:game-open')[0]?.startTime ?? Infinity;
  const files = performance
    .getEntriesByType('resource')
    .filter((e) => e.startTime < firstRender && /\.(js|css)$/.test(new URL(e.name).pathname)).length;
  return {
    files,
    fcp: performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? NaN,
    host: w.benchHost ?? NaN,
    board: w.benchBoard ?? NaN,
    marks: Object.fromEntries([
      ...performance.getEntriesByType('mark').filter((m) => m.name.startsWith('railhex:')).map((m) => [m.name.slice(8), m.startTime]),
      ...(performance.getEntriesByType('resource') as PerformanceResourceTiming[])
        .filter((e) => /\/(index|main|pixi|board|engine\.worker)-[\w-]+\.js$/.test(e.name))
        .map((e) => [`${e.name.split('/').pop()!.replace(/-[\w-]+\.js$/, '')} fetched`, e.responseEnd]),
    ]),
  };
}

const median = (xs: number[]) => xs.toSorted((a, b) => a - b)[Math.floor(xs.length / 2)]!;

/** One build under test: its label in the rows and the origin serving it. */
interface Build {
  label: string;
  base: string;
}
/** What one series of starts opens: a build's stored game. */
type Subject = Build & { game: BenchGame };

export default async function coldstart(): Promise<BenchRow[]> {
  if (DISTS.length === 0) await ensureTestBuild(root);
  const dists = DISTS.length > 0 ? DISTS : [join(root, 'dist')];
  const servers: PreviewServer[] = [];
  try {
    /** Each build served on an origin of its own (storage, service worker and start hint apart). */
    const serveAll = async (): Promise<Build[]> => {
      const served: Build[] = [];
      for (const [n, outDir] of dists.entries()) {
        const port = await freePort();
        servers.push(await preview({ root, logLevel: 'error', build: { outDir }, preview: { host: '127.0.0.1', port, strictPort: true } }));
        // Labelled only when builds are compared: the rows' names stay those of earlier runs otherwise.
        served.push({ label: dists.length > 1 ? `${n + 1}: ${basename(outDir)}` : '', base: `http://127.0.0.1:${port}` });
      }
      return served;
    };
    const builds = await serveAll();
    const disabled = await playwrightDisabledFeatures();
    const rows: BenchRow[] = [];
    for (const pipeline of ONLY_INSTALLED ? PIPELINES.slice(0, 1) : PIPELINES) {
      const games = pipeline === PIPELINES[0] ? GAMES : GAMES.slice(0, 1);
      const series = TOGETHER && pipeline === PIPELINES[0] ? [games] : games.map((g) => [g]);
      for (const some of series) {
        // Games measured together each get origins of their own: on one origin the start hint (start-hint.ts, one game
        // per device) would name the other game in every start that follows one of it, and those starts would run
        // without the hint that a player's repeated start into one game has.
        const subjects: Subject[] = [];
        for (const [i, game] of some.entries()) subjects.push(...(i === 0 ? builds : await serveAll()).map((b): Subject => ({ ...b, game })));
        rows.push(...(await measure(subjects, pipeline, pipeline.args(disabled))));
      }
    }
    return rows;
  } finally {
    for (const server of servers) await server.close();
  }
}

/** A page on another site (localhost instead of 127.0.0.1): the app window waits there between starts, so that each
 * start of the game gets a renderer process of its own. */
const elsewhere = (base: string) => `${base.replace('127.0.0.1', 'localhost')}/manifest.webmanifest`;

/** Runs in every document: the page records its own milestones (from navigation start), when the board host appears
 * and the first frame after the host carries its camera scale and holds the canvas. The bench only reads them with
 * plain CDP evaluations: Playwright's selector waits would inject its ~100 KB helper script into the page being timed. */
function recordMilestones(ready: string) {
  const w = window as unknown as BenchWindow;
  addEventListener('pointerup', () => (w.benchTap ??= performance.now()), { capture: true });
  // Main-thread tasks over 50 ms: the page is interactive once they are over (Time to Interactive's rule).
  w.benchLong = [];
  new PerformanceObserver((list) => {
    for (const e of list.getEntries()) w.benchLong!.push({ start: e.startTime, end: e.startTime + e.duration });
  }).observe({ type: 'longtask', buffered: true });
  const seen = new MutationObserver(() => {
    w.benchHost ??= document.querySelector('[data-testid="board-host"]') ? performance.now() : undefined;
    const canvas = document.querySelector(ready);
    if (!canvas) return;
    seen.disconnect();
    requestAnimationFrame(() => {
      const r = canvas.getBoundingClientRect();
      w.benchCentre = { x: r.x + r.width / 2, y: r.y + r.height / 2 };
      w.benchBoard = performance.now();
    });
  });
  seen.observe(document, { subtree: true, childList: true, attributes: true, attributeFilter: ['data-scale'] });
}

/** The window Chromium opened for --app, showing the other site's page. */
async function theAppWindow(context: BrowserContext, url: string): Promise<Page> {
  for (const end = Date.now() + 10_000; Date.now() < end; await new Promise((r) => setTimeout(r, 50))) {
    const found = context.pages().find((p) => p.url() === url);
    if (found) return found;
  }
  throw new Error(`no app window at ${url}`);
}

/** Stores the bench's game in a fresh origin, in a tab: installs the service worker, then reloads under it. */
async function setUp(context: BrowserContext, base: string, game: BenchGame): Promise<string> {
  const setup = await context.newPage();
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
  }, game.request);
  await setup.reload(); // now controlled by the service worker, caches warm
  await setup.close();
  return id;
}

type Times = {
  /** The page's scripts and stylesheets requested before the first render. */
  files: number;
  fcp: number;
  host: number;
  board: number;
  tap: number;
  interactive: number;
  /** The page's main-thread task time and script time, CPU (thread ticks), from navigation to the quiet window's end. */
  cpu: number;
  script: number;
  marks: Record<string, number>;
};

/** Cold starts through one browser pipeline: a fresh profile, a stored game per subject (a build's game), then RUNS
 * starts per CPU rate and subject, alternating between the subjects (the order reversed every other run). */
async function measure(builds: Subject[], pipeline: Pipeline, extraArgs: string[]): Promise<BenchRow[]> {
  const title = (s: Subject) => `${pipeline.name} (${s.game.name})${s.label ? ` [${s.label}]` : ''}`;
  const dir = await mkdtemp(join(tmpdir(), 'railhex-bench-'));
  const away = elsewhere(builds[0]!.base);
  const app = pipeline.window === 'app' ? [`--app=${away}`] : [];
  const context = await chromium.launchPersistentContext(dir, {
    executablePath: CHROMIUM,
    headless: true,
    args: [...CHROMIUM_ARGS, ...extraArgs, ...app],
    viewport: { width: 1024, height: 768 },
  });
  try {
    // First visit of each build, in a tab: install the service worker and store a game.
    const ids: string[] = [];
    for (const build of builds) ids.push(await setUp(context, build.base, build.game));
    await context.addInitScript(recordMilestones, READY);
    const appWindow = pipeline.window === 'app' ? await theAppWindow(context, away) : undefined;

    /** One cold start of a build's stored game at a CPU rate (traced into `trace` when given). */
    const start = async (build: number, rate: number, trace?: string): Promise<Times> => {
      const base = builds[build]!.base;
      const page = appWindow ?? (await context.newPage());
      const errors: string[] = [];
      const onError = (e: Error) => errors.push(e.message);
      page.on('pageerror', onError);
      const cdp = await context.newCDPSession(page);
      await cdp.send('Emulation.setCPUThrottlingRate', { rate });
      // The page's main-thread time in thread ticks (CPU time, throttled as the page runs): on a shared machine a start's
      // wall time swings with the load, its CPU time much less (docs/performance.md, eleventh session).
      await cdp.send('Performance.enable', { timeDomain: 'threadTicks' });
      const read = async <T>(expression: string): Promise<T> =>
        ((await cdp.send('Runtime.evaluate', { expression, returnByValue: true })) as { result: { value: T } }).result.value;
      const until = async <T>(expression: string): Promise<T> => {
        for (const end = Date.now() + 60_000; Date.now() < end; await new Promise((r) => setTimeout(r, 10))) {
          const v = await read<T | null>(expression).catch(() => null);
          if (v !== null && v !== undefined) return v;
        }
        throw new Error(`timed out waiting for ${expression}; page errors: ${errors.join(' | ')}`);
      };
      let times: Times | undefined;
      const run = async () => {
        await page.goto(`${base}/#/game/${encodeURIComponent(ids[build]!)}`, { waitUntil: 'commit' });
        const centre = await until<{ x: number; y: number }>('window.benchBoard === undefined ? null : window.benchCentre');
        // Then a tap in the middle of the board; its time is when the page handled it.
        await page.mouse.click(centre.x, centre.y);
        const tap = await until<number>('window.benchTap ?? null');
        // Interactive: the board is drawn and no long task follows within a quiet window; the time is the end of the
        // last long task after the board was drawn (the board itself when there is none). Unlike the tap, this holds
        // no round trip of the bench's own messages.
        const interactive = await until<number>(
          `(() => { const b = window.benchBoard, now = performance.now(), late = window.benchLong.filter((t) => t.end > b);
            const last = late.reduce((m, t) => Math.max(m, t.end), b);
            return now - last >= ${QUIET_MS} ? last : null; })()`,
        );
        const drawn = await read<{ files: number; fcp: number; host: number; board: number; marks: Record<string, number> }>(`(${collect.toString()})()`);
        const { metrics } = (await cdp.send('Performance.getMetrics')) as { metrics: { name: string; value: number }[] };
        const metric = (name: string) => (metrics.find((m) => m.name === name)?.value ?? NaN) * 1000;
        times = { ...drawn, tap, interactive, cpu: metric('TaskDuration'), script: metric('ScriptDuration') };
      };
      if (trace) await traced(cdp, trace, TRACE_CATEGORIES.split(','), run);
      else await run();
      page.off('pageerror', onError);
      await cdp.detach();
      if (page === appWindow) {
        // Back to the other site; the game's renderer process ends while the window waits for the next start.
        await page.goto(away);
        await page.waitForTimeout(SETTLE_MS);
      } else await page.close();
      return times!;
    };

    const rows: BenchRow[] = [];
    for (const [nth, rate] of pipeline.rates.entries()) {
      const times: Times[][] = builds.map(() => []);
      for (let i = nth === 0 ? -WARM_UP : 0; i < RUNS; i++) {
        const order = builds.map((_, b) => b);
        if (i % 2 !== 0) order.reverse();
        for (const b of order) {
          const t = await start(b, rate);
          if (i >= 0) times[b]!.push(t);
        }
      }
      if (TRACE_DIR) {
        for (const [b, build] of builds.entries()) {
          const name = `${(build.label || 'build').replace(/[^\w.-]+/g, '_')}-${build.game.name.replace(/\W+/g, '-').toLowerCase()}-x${rate}.json`;
          await start(b, rate, join(TRACE_DIR, name));
        }
      }
      for (const [b, build] of builds.entries()) rows.push(...summary(times[b]!, title(build), rate, pipeline === PIPELINES[0]));
    }
    return rows;
  } finally {
    await context.close();
    await rm(dir, { recursive: true, force: true });
  }
}

/** The rows of one build's starts at one rate: the breakdown's steps (medians, in the order reached), then the milestones. */
function summary(times: Times[], name: string, rate: number, goal: boolean): BenchRow[] {
  const list = (k: 'files' | 'fcp' | 'host' | 'board' | 'tap' | 'interactive' | 'cpu' | 'script') => times.map((t) => t[k].toFixed(0)).join(' / ');
  const names = [...new Set(times.flatMap((t) => Object.keys(t.marks)))];
  const steps = names
    .map((n) => ({ n, at: median(times.map((t) => t.marks[n] ?? NaN).filter((x) => !Number.isNaN(x))) }))
    .filter((s) => s.at !== undefined)
    .toSorted((a, b) => a.at - b.at);
  return [
    ...steps.map((s) => ({ name: `${name}, CPU ×${rate}:   step: ${s.n} (median)`, value: s.at, unit: 'ms' })),
    { name: `${name}, CPU ×${rate}: page scripts and stylesheets requested before the first render (median)`, value: median(times.map((t) => t.files)), unit: 'files', note: list('files') },
    { name: `${name}, CPU ×${rate}: first contentful paint (median of ${RUNS})`, value: median(times.map((t) => t.fcp)), unit: 'ms', note: list('fcp') },
    { name: `${name}, CPU ×${rate}: game screen with board host (median)`, value: median(times.map((t) => t.host)), unit: 'ms', note: list('host') },
    { name: `${name}, CPU ×${rate}: board drawn (median)`, value: median(times.map((t) => t.board)), unit: 'ms', note: list('board') },
    {
      name: `${name}, CPU ×${rate}: interactive board (drawn, no long task after), warm SW (median)`,
      value: median(times.map((t) => t.interactive)),
      unit: 'ms',
      ...(rate === RATE && goal ? { goal: '≤ 1000' } : {}),
      note: list('interactive'),
    },
    { name: `${name}, CPU ×${rate}: page main thread, CPU time of its tasks (median)`, value: median(times.map((t) => t.cpu)), unit: 'ms', note: list('cpu') },
    { name: `${name}, CPU ×${rate}: page main thread, CPU time in script (median)`, value: median(times.map((t) => t.script)), unit: 'ms', note: list('script') },
    {
      name: `${name}, CPU ×${rate}: a tap sent when the bench saw the board, handled (median)`,
      value: median(times.map((t) => t.tap)),
      unit: 'ms',
      note: `${list('tap')} (includes the bench's own CDP round trips)`,
    },
  ];
}
