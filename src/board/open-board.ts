// How the UI gets a board: drawn by the board worker where the browser can hand a canvas to a worker (every current
// browser; Safari from 17), else on the page's own thread. Either way the same Board (board.ts).
// A cold start into a game starts the board before the game screen exists (startBoardEarly, from src/boot.ts): the
// worker loads PixiJS and starts its renderer while the page evaluates, renders and lays out the game screen, and the
// game screen's board takes that canvas (docs/performance.md). Light on purpose: it is part of the entry chunk.
import type { BoardView } from '../engine/view';
import type { LatticeView } from '../engine/lattice/view';
import type { Board, BoardOptions } from './board';
import { canDrawInWorker, startBoardWorker, startRemoteBoard, type RemoteBoard } from './worker/remote-board';

/** A board started before its screen (startBoardEarly); the next openBoard that can use it takes it. */
let early: RemoteBoard | null = null;
/** A board worker started ahead of any board (warmBoardWorker): its module is loaded and evaluated. */
let warmWorker: Worker | null = null;
/** A board worker failed to draw once: later boards go straight to the page (no second wait for a failure). */
let workerFailed = false;

/** `?board=page` draws on the page's thread even where a worker could (comparisons, benchmarks). */
function inWorker(): boolean {
  return !workerFailed && canDrawInWorker() && new URLSearchParams(location.search).get('board') !== 'page';
}

/** Starts loading the page's own board (PixiJS on this thread) ahead of a board where no worker can draw. */
function warmPageBoard(): void {
  void import('./board').catch(() => undefined);
}

function takeWorker(): Worker {
  const w = warmWorker ?? startBoardWorker();
  warmWorker = null;
  return w;
}

/** The game screen's board options (src/ui/board/game-board.tsx); an early board is started with them. */
export function gameBoardOptions(): BoardOptions {
  return { animate: true, measureFrames: new URLSearchParams(location.search).has('perf') };
}

/**
 * Where the game screen's board size is remembered: the board's host size for a window size. An early board starts at
 * that size when the window has it again, so its first frame is already the one the screen shows; at another size
 * the worker draws once more when the board is attached and the canvas stays hidden until it has (remote-board.ts).
 */
const HOST_SIZE_KEY = 'railhex.board-host-size';
interface HostSize {
  window: [width: number, height: number, dpr: number];
  host: [width: number, height: number];
}

export function rememberHostSize(host: HTMLElement): void {
  const size: HostSize = { window: [innerWidth, innerHeight, devicePixelRatio], host: [host.clientWidth, host.clientHeight] };
  try {
    localStorage.setItem(HOST_SIZE_KEY, JSON.stringify(size));
  } catch {
    // Storage off or full: the next cold start sizes the board to the window, as without a remembered size.
  }
}

/** Whole CSS pixels within the window, as a host is: anything else is damage, not a size to allocate. */
const hostSide = (n: unknown, max: number): n is number => Number.isInteger(n) && (n as number) > 0 && (n as number) <= max;

/** The game screen's board size last seen at this window size, else the window's. */
export function earlyBoardSize(): { width: number; height: number } {
  try {
    const size = JSON.parse(localStorage.getItem(HOST_SIZE_KEY) ?? 'null') as HostSize | null;
    const [w, h, dpr] = size?.window ?? [];
    const [width, height] = size?.host ?? [];
    if (w === innerWidth && h === innerHeight && dpr === devicePixelRatio && hostSide(width, innerWidth) && hostSide(height, innerHeight)) {
      return { width, height };
    }
  } catch {
    // Unreadable or damaged: the window's size.
  }
  return { width: innerWidth, height: innerHeight };
}

/**
 * Starts the game screen's board now, at the size its host last had at this window size (else the window's) until its
 * host is known. Where no worker can draw, PixiJS starts loading on the page instead.
 */
export function startBoardEarly(): void {
  if (!inWorker()) return warmPageBoard();
  const { width, height } = earlyBoardSize();
  early ??= startRemoteBoard(takeWorker(), gameBoardOptions(), width, height);
}

/**
 * Gives the early board the game's view as soon as the engine has it: the worker builds the scene and draws it
 * (shaders, textures) while the page is still rendering the game screen; attached, the board only resizes.
 */
export function showEarly(view: BoardView | LatticeView): void {
  early?.preview(view);
}

/**
 * Settles once the early board's worker runs its script (its first message), or at once where there is no early board
 * in a worker. (The engine worker is created just before it, in the same turn; nothing here waits for it.)
 */
export function earlyBoardRunning(): Promise<void> {
  return early?.running ?? Promise.resolve();
}

/** Ends the early board when no game screen will take it (the game in the address could not be opened). */
export function discardEarly(): void {
  early?.dispose();
  early = null;
}

/**
 * Loads the board's code ahead of a board without starting a renderer: a worker thread with PixiJS evaluated (kept
 * until the next board takes it), or PixiJS on the page.
 */
export function warmBoardWorker(): void {
  if (!inWorker()) warmPageBoard();
  else if (!early) warmWorker ??= startBoardWorker();
}

const sameOptions = (a: BoardOptions, b: BoardOptions) =>
  (a.animate ?? true) === (b.animate ?? true) && !!a.measureFrames === !!b.measureFrames && a.antialias === b.antialias;

/**
 * A board in `host`. `live`: the game screen's board of the game being played (not a past position in the history),
 * whose host size the next cold start's early board takes (earlyBoardSize).
 */
export async function openBoard(host: HTMLElement, options: BoardOptions = {}, live = false): Promise<Board> {
  if (inWorker()) {
    // The early board serves the game screen's board only; any other board ends it (it would never be used).
    const taken = early;
    early = null;
    const fits = taken !== null && sameOptions(options, gameBoardOptions());
    if (taken && !fits) taken.dispose();
    const remote = fits ? taken : startRemoteBoard(takeWorker(), options, host.clientWidth, host.clientHeight);
    remote.attach(host);
    // Read after the attach, which has just laid the host out (no layout of its own).
    if (live) rememberHostSize(host);
    try {
      return await remote.board;
    } catch (err) {
      // A worker that cannot draw (no WebGL off the main thread on this device, a failed load) still leaves a board on
      // the page, for this board and every later one.
      workerFailed = true;
      console.warn('Railhex: the board worker could not draw; drawing on the page instead.', err);
    }
  }
  if (!host.isConnected) throw new Error('the board left the page before it was drawn');
  const { createBoard } = await import('./board');
  return createBoard(host, options);
}
