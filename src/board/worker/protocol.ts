// Messages between the page's remote board (remote-board.ts) and the board worker (board.worker.ts). Plain data only:
// the canvas travels once, transferred; a map travels only when the view shows a different one.
import type { HexId } from '../../engine/hex/coords';
import type { GoodsColor } from '../../engine/map/types';
import type { BoardView } from '../../engine/view';
import type { LatticeBoard } from '../../engine/lattice/types';
import type { LatticeHighlights, LatticeView } from '../../engine/lattice/view';
import type { BoardOptions } from '../board';
import type { KeyInput } from '../surface';
import type { BoardIntent, BoardUiState, Camera } from '../ui-state';

/** A pointer event on the canvas, its position relative to the canvas's top-left corner in CSS pixels. */
export interface ForwardedPointer {
  type: 'pointerdown' | 'pointermove' | 'pointerup' | 'pointercancel' | 'pointerover' | 'pointerleave';
  pointerId: number;
  pointerType: string;
  isPrimary: boolean;
  clientX: number;
  clientY: number;
  button: number;
  buttons: number;
  width: number;
  height: number;
  pressure: number;
  altKey: boolean;
  ctrlKey: boolean;
  metaKey: boolean;
  shiftKey: boolean;
}

export interface ForwardedWheel {
  clientX: number;
  clientY: number;
  deltaX: number;
  deltaY: number;
  deltaZ: number;
  deltaMode: number;
  altKey: boolean;
  ctrlKey: boolean;
  metaKey: boolean;
  shiftKey: boolean;
}

/** A view whose map is left out when the worker has it already (same id as the last one sent). */
type SentHexView = Omit<BoardView, 'map'> & { map: BoardView['map'] | { id: string; sent: true } };
/** A lattice view whose board is left out the same way. */
type SentLatticeView = Omit<LatticeView, 'board'> & { board: LatticeBoard | { id: string; sent: true } };
type SentView = SentHexView | SentLatticeView;

export type ToBoardWorker =
  | {
      type: 'init';
      canvas: OffscreenCanvas;
      width: number;
      height: number;
      dpr: number;
      reducedMotion: boolean;
      options: BoardOptions;
    }
  | { type: 'update'; view: SentView; ui: BoardUiState }
  /**
   * The lattice view last sent again with new highlights (a tap chose a city, the offer came): only they and the UI
   * state travel, not the whole view (remote-board.ts sameButHighlights).
   */
  | { type: 'highlights'; highlights: LatticeHighlights; ui: BoardUiState }
  | { type: 'pointer'; event: ForwardedPointer }
  | { type: 'wheel'; event: ForwardedWheel }
  | { type: 'resize'; width: number; height: number }
  | { type: 'key'; event: KeyInput }
  | { type: 'focus'; visible: boolean }
  | { type: 'blur' }
  | { type: 'deliver'; id: number; from: HexId; route: readonly string[]; color: GoodsColor }
  | { type: 'skip' }
  | { type: 'fit' }
  | { type: 'frame'; area: readonly HexId[] }
  /** The page was hidden or shown again: a hidden page's worker draws no frames. */
  | { type: 'visibility'; hidden: boolean }
  /** The person changed the reduced-motion preference. */
  | { type: 'motion'; reduced: boolean };

export type FromBoardWorker =
  /** The worker's script runs (its entry's first statement): the page may go on with its own start (src/start.ts). */
  | { type: 'running' }
  /** The renderer is up; `timeOrigin`: the worker's, to place its marks on the page's timeline. */
  | { type: 'ready'; timeOrigin: number }
  | { type: 'failed'; message: string }
  /** The camera, after the frame that shows it. */
  | { type: 'camera'; camera: Camera }
  /** A resize was handled and the frame after it drawn; the camera it left. */
  | { type: 'resized'; camera: Camera }
  | { type: 'names'; count: number }
  | { type: 'intent'; intent: BoardIntent }
  | { type: 'mark'; name: string; at: number }
  | { type: 'measure'; name: string; start: number; end: number }
  | { type: 'delivered'; id: number };

/** The init message as the worker keeps it: with the context its entry made on the canvas before PixiJS loaded. */
export type InitInWorker = Extract<ToBoardWorker, { type: 'init' }> & { context?: WebGL2RenderingContext };

/** A message as the worker's entry hands it on to the board (board-host.ts). */
export type InWorker = Exclude<ToBoardWorker, { type: 'init' }> | InitInWorker;
