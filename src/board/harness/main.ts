// The board harness page (served only by the benchmarks and board tests, never by the app): mounts the board on a
// synthetic late-game Rust Belt and exposes it as window.boardHarness for scripted pinches, taps and timings.
// `?scene=lattice` draws the lattice scene instead: Spike's board late in a 4-player game (lattice-scene.ts).
import type { BoardMap } from '../../engine/map/types';
import type { BoardView } from '../../engine/view';
import type { LatticeBoard } from '../../engine/lattice/types';
import type { LatticeView } from '../../engine/lattice/view';
import { createBoard, type Board } from '../board';
import { EMPTY_UI, type BoardIntent, type BoardUiState } from '../ui-state';
import { lateGameView, nearCityHexes } from './scene';
import { lateLatticeView, unreachedCities } from './lattice-scene';

export interface BoardHarness {
  board: Board;
  view: BoardView;
  /** The lattice view drawn (`?scene=lattice`), else null. */
  lattice: LatticeView | null;
  ui: BoardUiState;
  intents: BoardIntent[];
  /** Milliseconds from each tap's pointerup to the end of the frame that shows its ghost. */
  tapToGhost: number[];
  /** Replace the drawn view (e.g. a recorded late game) and fit it. */
  show(view: BoardView): void;
}

declare global {
  interface Window {
    boardHarness?: BoardHarness;
  }
}

async function start(): Promise<void> {
  const params = new URLSearchParams(location.search);
  if (params.get('scene') === 'lattice') return startLattice(params);
  const mapId = params.get('map') ?? 'rust-belt';
  const map = (await (await fetch(`/assets/maps/${mapId}.json`)).json()) as BoardMap;
  const fill = Number(params.get('fill') ?? '0.6');
  const view = lateGameView(map, 7, fill);
  const host = document.getElementById('board')!;
  const aa = params.get('aa');
  const board = await createBoard(host, { measureFrames: params.has('perf'), ...(aa === null ? {} : { antialias: aa === '1' }) });
  const h: BoardHarness = {
    board,
    view,
    lattice: null,
    ui: { ...EMPTY_UI, seat: 0, highlights: nearCityHexes(map, view) },
    intents: [],
    tapToGhost: [],
    show(next) {
      h.view = next;
      h.ui = { ...EMPTY_UI, seat: 0, highlights: nearCityHexes(next.map, next) };
      board.update(next, h.ui);
      board.fit();
    },
  };
  let lastUp = 0;
  host.addEventListener('pointerup', () => (lastUp = performance.now()), { capture: true });
  board.onIntent((intent) => {
    if (intent.type !== 'hexTapped') return;
    h.intents.push(intent);
    // Stand-in for the engine's answer: a straight ghost on the tapped hex, so the tap-to-ghost path is measured.
    h.ui = { ...h.ui, selectedHex: intent.hex, ghost: { req: { hex: intent.hex, tile: 'S', rotation: 0 }, legal: true } };
    board.update(h.view, h.ui);
    const upAt = lastUp;
    // The board's own frame callback was queued first, so this one runs right after the frame that drew the ghost.
    requestAnimationFrame(() => h.tapToGhost.push(performance.now() - upAt));
  });
  board.update(view, h.ui);
  window.boardHarness = h;
  document.body.dataset.ready = '1';
}

void start();

/** The lattice scene on Spike's board: a tap on a point selects it (the highlights stand in for the engine's answer). */
async function startLattice(params: URLSearchParams): Promise<void> {
  const boardId = params.get('board') ?? 'spike-eastern-us';
  const latticeBoard = (await (await fetch(`/assets/lattice/${boardId}.json`)).json()) as LatticeBoard;
  let view = lateLatticeView(latticeBoard);
  view = { ...view, highlights: { ...view.highlights, nodes: unreachedCities(view, 0) } };
  const host = document.getElementById('board')!;
  const aa = params.get('aa');
  const board = await createBoard(host, { measureFrames: params.has('perf'), ...(aa === null ? {} : { antialias: aa === '1' }) });
  const h: BoardHarness = {
    board,
    view: null as unknown as BoardView,
    lattice: view,
    ui: EMPTY_UI,
    intents: [],
    tapToGhost: [],
    show() {
      throw new Error('the lattice harness draws its own view');
    },
  };
  board.onIntent((intent) => {
    h.intents.push(intent);
    if (intent.type !== 'pointTapped') return;
    h.lattice = { ...h.lattice!, highlights: { ...h.lattice!.highlights, selected: intent.node } };
    board.update(h.lattice, EMPTY_UI);
  });
  board.update(view, EMPTY_UI);
  window.boardHarness = h;
  document.body.dataset.ready = '1';
}
