// What the board is told besides the BoardView (ephemeral UI state, never a move) and the intents it sends back.
// The board knows no rules: every highlight and option here came from the engine through the UI.
import type { HexId } from '../engine/hex/coords';
import type { NodeId } from '../engine/lattice/coords';
import type { GoodsColor } from '../engine/map/types';
import type { BuildRequest } from '../engine/track/types';

export interface PlannedBuild {
  req: BuildRequest;
  /** The engine's verdict for this step of the plan. */
  legal: boolean;
}

export interface BoardUiState {
  /** Seat acting now; ghosts and plans are drawn in its colour. Null = read-only. */
  seat: number | null;
  /** Hexes the engine says can be tapped now (where to build, or cubes that can move). */
  highlights: readonly HexId[];
  selectedHex: HexId | null;
  /** The option being considered on the selected hex. */
  ghost: PlannedBuild | null;
  /** Tiles sketched ahead, in order; not moves. */
  plan: readonly PlannedBuild[];
  /** The cube chosen for a delivery. */
  selectedCube: { hex: HexId; index: number } | null;
  /** Destinations of the chosen cube's legal deliveries. */
  destinations: readonly HexId[];
  /** The delivery being considered: drawn as a path along its links. */
  path: { from: HexId; route: readonly string[] } | null;
}

export const EMPTY_UI: BoardUiState = {
  seat: null,
  highlights: [],
  selectedHex: null,
  ghost: null,
  plan: [],
  selectedCube: null,
  destinations: [],
  path: null,
};

export type BoardIntent =
  /** A tap (not a pan or pinch) on a hex, or Enter on the keyboard cursor; `cube` when it picked a goods cube there. */
  | { type: 'hexTapped'; hex: HexId; cube?: { index: number; color: GoodsColor } }
  /**
   * The keyboard cursor moved to (or was shown on) `hex`: the UI describes that hex to screen readers. `atEdge`: an
   * arrow key found no hex further that way, so the cursor stayed.
   */
  | { type: 'cursorMoved'; hex: HexId; atEdge?: boolean }
  /** A lattice board (src/board/lattice): a tap on a city or bare point, or Enter on the keyboard cursor's point. */
  | { type: 'pointTapped'; node: NodeId }
  /** A lattice board: a tap on a segment (a track piece's place) away from its points. */
  | { type: 'segmentTapped'; segment: number }
  /** A lattice board: the keyboard cursor moved to (or was shown on) a point; `atEdge` as for cursorMoved. */
  | { type: 'pointCursor'; node: NodeId; atEdge?: boolean };

export interface Camera {
  /** World pixels → CSS pixels. */
  scale: number;
  /** World point at the centre of the canvas. */
  x: number;
  y: number;
}

export interface FrameStats {
  /** JS time per rendered frame (update + draw submission), in ms, most recent last. */
  samples: number[];
}
