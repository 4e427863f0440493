// The board harness page (served only by the benchmarks and board tests, never by the app): mounts the board on a
// synthetic late-game Rust Belt and exposes it as window.boardHarness for scripted pinches, taps and timings.
import type { BoardMap } from '../../engine/map/types';
import type { BoardView } from '../../engine/view';
import { createBoard, type Board } from '../board';
import { EMPTY_UI, type BoardIntent, type BoardUiState } from '../ui-state';
import { lateGameView, nearCityHexes } from './scene';

export interface BoardHarness {
  board: Board;
  view: BoardView;
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
