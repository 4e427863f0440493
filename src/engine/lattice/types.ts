// The lattice board format: what a generated file under assets/lattice/ holds — points of a triangular lattice, the
// coloured segments between neighbouring points, and the places on points. Neutral: it names no rule system; a system
// checks its own palette and goods on top (docs/lattice-format.md).
import type { NodeId } from './coords';

export const LATTICE_SCHEMA = 'railhex-lattice/1';

/** The `color` of a segment no track may use (it crosses water). Never a palette colour id. */
export const IMPASSABLE = 'impassable';

/** How a colour's segments are drawn besides their fill, so colour never carries meaning alone. */
export type LinePattern = 'solid' | 'dashed' | 'dotted' | 'dash-dot' | 'double' | 'long-dash';

/** One card colour (suit) of the board's palette. Its player-visible name lives in the UI catalogues, keyed by id. */
export interface LatticeColor {
  /** kebab-case: "white", "blue". */
  id: string;
  /** "#rrggbb". */
  fill: string;
  pattern: LinePattern;
}

/** A point of the lattice. Its position follows from col and row (coords.ts nodePoint). */
export interface LatticeNode {
  /** `"col,row"`, the same numbers as col and row. */
  id: NodeId;
  col: number;
  row: number;
  /** The place standing on this point (its id), if any. */
  place?: string;
}

/** The stretch of board between two neighbouring points: one track piece when built. */
export interface LatticeSegment {
  a: NodeId;
  b: NodeId;
  /** A palette colour id, or IMPASSABLE. */
  color: string;
}

/** A city on a lattice point. */
export interface LatticePlace {
  /** Stable id, kebab-case: "kansas-city". Rules key off ids, never names. */
  id: string;
  name: string;
  node: NodeId;
  /** Real position [longitude, latitude] the point was snapped from. */
  lonLat: [number, number];
  /** The one good loadable here: an id of the board's `goods`. */
  good: string;
  /** Board-specific markers a rule system may read. */
  flags?: string[];
}

/** A polyline drawn under the lattice (coast, lake shore, border), in lattice units. Drawing only: rules never read it. */
export interface LatticeLine {
  id: string;
  kind: 'coast' | 'lake' | 'border' | 'river';
  points: [number, number][];
}

export interface LatticeBoard {
  schema: typeof LATTICE_SCHEMA;
  id: string;
  title: string;
  /** The rule system this board is for (its registry id), e.g. "spike". */
  game: string;
  players: { min: number; max: number };
  /** Bounds of the lattice: every node has 0 ≤ col < cols and 0 ≤ row < rows. */
  grid: {
    cols: number;
    rows: number;
    /** Kilometres one segment spans, for the About screen. */
    segmentKm?: number;
  };
  /** The card colours segments carry, in card order. */
  colors: LatticeColor[];
  /** The goods places provide, in market order. */
  goods: string[];
  nodes: LatticeNode[];
  /** Every segment between two nodes of the board, impassable ones included; each unordered pair at most once. */
  segments: LatticeSegment[];
  places: LatticePlace[];
  lines?: LatticeLine[];
  credits: string[];
  provenance: { generator: string; inputsHash: string };
}
