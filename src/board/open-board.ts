// How the UI gets a board: drawn by the board worker where the browser can hand a canvas to a worker (every current
// browser; Safari from 17), else on the page's own thread. Either way the same Board (board.ts). The worker can be
// started early (prewarmBoard), so PixiJS loads and evaluates on its thread while the page is still starting.
import type { Board, BoardOptions } from './board';
import { canDrawInWorker, createRemoteBoard, startBoardWorker } from './worker/remote-board';

/** A board worker started ahead of its board (prewarmBoard); the next openBoard takes it. */
let early: Worker | null = null;

/** `?board=page` draws on the page's thread even where a worker could (comparisons, benchmarks). */
function inWorker(): boolean {
  return canDrawInWorker() && new URLSearchParams(location.search).get('board') !== 'page';
}

/** Starts loading what the next board needs: its worker (with PixiJS), or PixiJS on the page. */
export function prewarmBoard(): void {
  if (inWorker()) early ??= startBoardWorker();
  else void import('./board').catch(() => undefined);
}

export async function openBoard(host: HTMLElement, options: BoardOptions = {}): Promise<Board> {
  if (inWorker()) {
    const worker = early ?? startBoardWorker();
    early = null;
    try {
      return await createRemoteBoard(host, worker, options);
    } catch (err) {
      // A worker that cannot start WebGL (some drivers refuse it off the main thread) still leaves a board on the page.
      console.warn('Railhex: the board worker could not draw; drawing on the page instead.', err);
    }
  }
  const { createBoard } = await import('./board');
  return createBoard(host, options);
}
