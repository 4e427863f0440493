// The board worker's host (loaded by board.worker.ts): the board (board.ts) drawing into a canvas the page transferred
// to it (OffscreenCanvas), so that PixiJS's start-up, the scene and every frame run beside the page's main thread, not
// on it: on a cold start the page lays out the game screen while this thread starts the renderer and draws the map
// (docs/performance.md). The page forwards input and views (remote-board.ts).
import 'pixi.js/events'; // a worker's Pixi environment leaves the event system out; pixi-viewport needs it
// The worker environment Pixi imports lazily when the renderer starts: imported here, it loads with this module
// (in parallel with the rest) instead of one fetch later.
import 'pixi.js/webworker';
import { DOMAdapter } from 'pixi.js';
import type { BoardMap } from '../../engine/map/types';
import type { BoardView } from '../../engine/view';
import type { LatticeBoard } from '../../engine/lattice/types';
import type { LatticeView } from '../../engine/lattice/view';
import { createBoardOn, type Board } from '../board';
import { installDomShim } from './dom-shim';
import type { FromBoardWorker, InitInWorker, InWorker, ToBoardWorker } from './protocol';
import { boardWorkerAdapter } from './worker-adapter';
import { workerSurface, type WorkerSurface } from './worker-surface';

installDomShim();
DOMAdapter.set(boardWorkerAdapter);

const post = (m: FromBoardWorker) => postMessage(m);
let board: Board | null = null;
let surface: WorkerSurface | null = null;
let map: BoardMap | null = null;
/** The lattice board last sent (a lattice view's board travels once per id, like a map). */
let lattice: LatticeBoard | null = null;
/** The lattice view last drawn (with its board), which a highlights message draws again with new highlights. */
let latticeView: LatticeView | null = null;
/** Messages that came while the renderer was starting, handled in order once it is up. */
let queued: ToBoardWorker[] | null = null;

function handle(m: ToBoardWorker): void {
  if (!board || !surface) return;
  switch (m.type) {
    case 'update': {
      if ('board' in m.view) {
        if (!('sent' in m.view.board)) lattice = m.view.board;
        if (!lattice || lattice.id !== m.view.board.id) {
          latticeView = null; // nothing to draw later highlights over
          return;
        }
        latticeView = { ...m.view, board: lattice } as LatticeView;
        board.update(latticeView, m.ui);
        break;
      }
      latticeView = null;
      if (!('sent' in m.view.map)) map = m.view.map;
      // A map the page believes sent must be the one kept (never draw one map's view over another).
      if (!map || map.id !== m.view.map.id) return;
      board.update({ ...m.view, map } as BoardView, m.ui);
      break;
    }
    case 'highlights':
      // The rest of the view is the one drawn last (the same objects: the scene finds its slices unchanged at once).
      if (!latticeView) return;
      latticeView = { ...latticeView, highlights: m.highlights };
      board.update(latticeView, m.ui);
      break;
    case 'resize':
      surface.resize(m.width, m.height);
      surface.afterFrame(() => board && post({ type: 'resized', camera: board.camera() }));
      break;
    case 'deliver':
      void board.animateDelivery(m.from, m.route, m.color).then(() => post({ type: 'delivered', id: m.id }));
      break;
    case 'skip':
      board.skipAnimations();
      break;
    case 'fit':
      board.fit();
      break;
    case 'frame':
      board.frame(m.area);
      break;
    case 'init':
      break; // started by take(); a board gets one canvas
    default:
      // Input, visibility and the motion preference: what the page's own surface gets from the DOM (page-surface.ts).
      surface.receive(m);
  }
}

async function start(m: InitInWorker): Promise<void> {
  queued = [];
  try {
    surface = workerSurface(m, post);
    board = await createBoardOn(surface, m.options);
    board.onIntent((intent) => post({ type: 'intent', intent }));
    post({ type: 'ready', timeOrigin: performance.timeOrigin });
  } catch (err) {
    post({ type: 'failed', message: String((err as Error)?.message ?? err) });
    close();
    return;
  }
  const waiting = queued;
  queued = null;
  for (const q of waiting) handle(q);
}

function take(m: InWorker): void {
  if (m.type === 'init') void start(m);
  else if (queued) queued.push(m);
  else handle(m);
}

/** Handles the page's messages, first those that came while this module loaded. */
export function serve(early: readonly InWorker[]): void {
  for (const m of early) take(m);
  addEventListener('message', (e: MessageEvent<ToBoardWorker>) => take(e.data));
}
