// The board worker's host (board-host.ts), with the board and PixiJS stood in for: a highlights message draws the
// lattice view last sent again with only its highlights new, and is dropped where there is no such view.
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { EMPTY_UI, type BoardUiState } from '../ui-state';
import type { LatticeBoard } from '../../engine/lattice/types';
import { emptyLatticeView, type LatticeView } from '../../engine/lattice/view';
import type { ToBoardWorker } from './protocol';

const drawn = vi.hoisted(() => [] as { view: unknown; ui: unknown }[]);
vi.mock('pixi.js/events', () => ({}));
vi.mock('pixi.js/webworker', () => ({}));
vi.mock('pixi.js', () => ({ DOMAdapter: { set() {} } }));
vi.mock('./dom-shim', () => ({ installDomShim() {} }));
vi.mock('./worker-adapter', () => ({ boardWorkerAdapter: {} }));
vi.mock('./worker-surface', () => ({ workerSurface: () => ({ receive() {}, resize() {}, afterFrame() {} }) }));
vi.mock('../board', () => ({
  createBoardOn: () =>
    Promise.resolve({
      update: (view: unknown, ui: unknown) => drawn.push({ view, ui }),
      onIntent() {},
      camera: () => ({ scale: 1, x: 0, y: 0 }),
    }),
}));

let receive: (m: ToBoardWorker) => void;
beforeEach(async () => {
  vi.resetModules();
  drawn.length = 0;
  let listener: ((e: { data: ToBoardWorker }) => void) | null = null;
  vi.stubGlobal('addEventListener', (_t: string, fn: (e: { data: ToBoardWorker }) => void) => (listener = fn));
  vi.stubGlobal('postMessage', () => {});
  const { serve } = await import('./board-host');
  serve([]);
  receive = (m) => listener!({ data: m });
  receive({ type: 'init', canvas: {} as OffscreenCanvas, width: 400, height: 300, dpr: 1, reducedMotion: false, options: {} });
  await vi.waitFor(() => expect(drawn).toEqual([])); // started (nothing drawn yet)
  await new Promise((r) => setTimeout(r, 0));
});

const board = { id: 'spike', grid: { cols: 3, rows: 3 }, goods: [], places: [] } as unknown as LatticeBoard;
const ui: BoardUiState = { ...EMPTY_UI };

describe('the board worker host', () => {
  it('draws a highlights message over the lattice view last sent, keeping its other parts', () => {
    const view = { ...emptyLatticeView(board, []), track: { 4: 1 } };
    receive({ type: 'update', view, ui: EMPTY_UI });
    const highlights = { nodes: ['1,1'], segments: [2], seat: 0, selected: '1,1' };
    receive({ type: 'highlights', highlights, ui });
    expect(drawn).toHaveLength(2);
    const [first, second] = drawn as { view: LatticeView; ui: BoardUiState }[];
    expect(second!.view.highlights).toEqual(highlights);
    expect(second!.ui).toBe(ui);
    // The rest is the view drawn before, the same objects (the scene then skips its unchanged parts at once).
    expect(second!.view.track).toBe(first!.view.track);
    expect(second!.view.board).toBe(first!.view.board);
    // A later view whose board travelled by id is drawn with the board kept.
    receive({ type: 'update', view: { ...view, board: { id: 'spike', sent: true } }, ui: EMPTY_UI });
    receive({ type: 'highlights', highlights: { ...highlights, selected: null }, ui });
    expect((drawn[3]!.view as LatticeView).board).toBe(first!.view.board);
    expect((drawn[3]!.view as LatticeView).highlights.selected).toBeNull();
  });

  it('drops a highlights message with no lattice view to draw it over', () => {
    const highlights = { nodes: [], segments: [], seat: null, selected: '1,1' };
    receive({ type: 'highlights', highlights, ui });
    expect(drawn).toEqual([]);
    // A lattice view of a board the worker does not have is not drawn, nor are highlights after it (over the last one).
    receive({ type: 'update', view: emptyLatticeView(board, []), ui: EMPTY_UI });
    receive({ type: 'update', view: { ...emptyLatticeView(board, []), board: { id: 'other', sent: true } }, ui: EMPTY_UI });
    receive({ type: 'highlights', highlights, ui });
    expect(drawn).toHaveLength(1);
    // After a hex view, neither.
    receive({ type: 'update', view: emptyLatticeView(board, []), ui: EMPTY_UI });
    const map = { id: 'rust-belt' } as never;
    receive({ type: 'update', view: { map, tiles: [], newCities: {}, cubes: {}, links: [], specialLinks: {}, seats: [] } as never, ui: EMPTY_UI });
    receive({ type: 'highlights', highlights, ui });
    expect(drawn).toHaveLength(3);
  });
});
