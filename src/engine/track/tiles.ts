// The tile catalogue: every tile class's category, canonical pieces and distinct rotations, precomputed once (rules-spec §1.3.1).
import { rotateEdge, type Edge } from '../hex/coords';
import type { TileCategory, TileClass } from './types';

/** A piece as edge pair; `b: 'town'` is a spoke to the town in the centre. */
export interface PieceShape {
  a: Edge;
  b: Edge | 'town';
}

export interface TileSpec {
  tile: TileClass;
  category: TileCategory;
  /** Pieces at rotation 0. */
  pieces: readonly PieceShape[];
  /** Rotations 0..5 that give distinct placements (a straight has 3, a star town tile 2). */
  rotations: readonly number[];
}

type Chord = readonly [number, number | 'town'];
const RAW: Record<TileClass, { category: TileCategory; chords: Chord[] }> = {
  S: { category: 'simple', chords: [[0, 3]] },
  G: { category: 'simple', chords: [[0, 2]] },
  K: { category: 'simple', chords: [[0, 1]] },
  XSS: { category: 'crossing', chords: [[0, 3], [1, 4]] },
  XSG: { category: 'crossing', chords: [[0, 3], [1, 5]] },
  XGG: { category: 'crossing', chords: [[0, 2], [1, 3]] },
  PGG: { category: 'coexisting', chords: [[0, 2], [3, 5]] },
  PSK: { category: 'coexisting', chords: [[0, 3], [1, 2]] },
  PGK: { category: 'coexisting', chords: [[0, 2], [3, 4]] },
  PGKm: { category: 'coexisting', chords: [[0, 2], [4, 5]] },
  T1: { category: 'town', chords: [[0, 'town']] },
  T2S: { category: 'town', chords: [[0, 'town'], [3, 'town']] },
  T2G: { category: 'town', chords: [[0, 'town'], [2, 'town']] },
  T2K: { category: 'town', chords: [[0, 'town'], [1, 'town']] },
  T3star: { category: 'town', chords: [[0, 'town'], [2, 'town'], [4, 'town']] },
  T3same: { category: 'town', chords: [[0, 'town'], [1, 'town'], [2, 'town']] },
  T3L: { category: 'town', chords: [[0, 'town'], [1, 'town'], [3, 'town']] },
  T3R: { category: 'town', chords: [[0, 'town'], [1, 'town'], [4, 'town']] },
  T4peace: { category: 'town', chords: [[0, 'town'], [2, 'town'], [3, 'town'], [4, 'town']] },
  T4X: { category: 'town', chords: [[0, 'town'], [1, 'town'], [3, 'town'], [4, 'town']] },
  T4half: { category: 'town', chords: [[0, 'town'], [1, 'town'], [2, 'town'], [3, 'town']] },
};

export const TILE_CLASSES = Object.keys(RAW) as TileClass[];

function rotatePiece(p: PieceShape, k: number): PieceShape {
  return { a: rotateEdge(p.a, k), b: p.b === 'town' ? 'town' : rotateEdge(p.b, k) };
}

/** A placement's identity: its set of pieces, order-free, as a string ("0-3|1-4", "0t|2t"). */
function pieceSetKey(pieces: readonly PieceShape[]): string {
  return pieces
    .map((p) => (p.b === 'town' ? `${p.a}t` : `${Math.min(p.a, p.b)}-${Math.max(p.a, p.b)}`))
    .toSorted()
    .join('|');
}

function buildSpec(tile: TileClass): TileSpec {
  const raw = RAW[tile];
  const pieces = raw.chords.map(([a, b]) => ({ a: a as Edge, b: b === 'town' ? 'town' : (b as Edge) }) as PieceShape);
  const seen = new Set<string>();
  const rotations: number[] = [];
  for (let k = 0; k < 6; k++) {
    const key = pieceSetKey(pieces.map((p) => rotatePiece(p, k)));
    if (!seen.has(key)) {
      seen.add(key);
      rotations.push(k);
    }
  }
  return { tile, category: raw.category, pieces, rotations };
}

export const TILE_SPECS: Readonly<Record<TileClass, TileSpec>> = Object.fromEntries(
  TILE_CLASSES.map((t) => [t, buildSpec(t)]),
) as Record<TileClass, TileSpec>;

export function isTileClass(x: unknown): x is TileClass {
  return typeof x === 'string' && Object.prototype.hasOwnProperty.call(RAW, x);
}

export function tileCategory(tile: TileClass): TileCategory {
  return TILE_SPECS[tile].category;
}

// Rotated pieces per tile and rotation (0..5), and the same as spokes for a tile carrying a town marker.
const ROTATED = {} as Record<TileClass, (readonly PieceShape[])[]>;
const AS_SPOKES = {} as Record<TileClass, (readonly PieceShape[])[]>;
for (const t of TILE_CLASSES) {
  ROTATED[t] = [];
  AS_SPOKES[t] = [];
  for (let k = 0; k < 6; k++) {
    const rotated = TILE_SPECS[t].pieces.map((p) => rotatePiece(p, k));
    ROTATED[t].push(rotated);
    const spokes: PieceShape[] = [];
    for (const p of rotated) {
      spokes.push({ a: p.a, b: 'town' });
      if (p.b !== 'town') spokes.push({ a: p.b, b: 'town' });
    }
    AS_SPOKES[t].push(spokes);
  }
}

/**
 * The pieces a tile shows once placed. On a town hex every track ends at the town: a town tile's spokes as printed,
 * or, for a simple/complex tile with a town marker, one spoke per track end (a marker joins all tracks, rules-spec §1.2).
 */
export function tilePieces(tile: TileClass, rotation: number, onTown: boolean): readonly PieceShape[] {
  const k = ((rotation % 6) + 6) % 6;
  return (onTown ? AS_SPOKES : ROTATED)[tile][k]!;
}

/** Bit mask of the edges a placement uses (bit e set when some piece touches edge e). */
export function edgeMask(pieces: readonly PieceShape[]): number {
  let m = 0;
  for (const p of pieces) {
    m |= 1 << p.a;
    if (p.b !== 'town') m |= 1 << p.b;
  }
  return m;
}

// Edges a tile's track leaves by, per class: Steam prices a tile by them (rules-spec §2.4.7, $1 per exit).
const EXITS = Object.fromEntries(TILE_CLASSES.map((t) => [t, popcount6(edgeMask(TILE_SPECS[t].pieces))])) as Record<TileClass, number>;

function popcount6(m: number): number {
  let c = 0;
  for (let e = 0; e < 6; e++) if (m & (1 << e)) c++;
  return c;
}

/** How many hex edges the tile's track leaves by (a straight 2, a crossing 4, a 3-way town tile 3). */
export function tileExits(tile: TileClass): number {
  return EXITS[tile];
}

/** Same piece, regardless of the order of its two edges. */
export function samePiece(p: PieceShape, q: PieceShape): boolean {
  if (p.b === 'town' || q.b === 'town') return p.b === q.b && p.a === q.a;
  return (p.a === q.a && p.b === q.b) || (p.a === q.b && p.b === q.a);
}

/**
 * A set of pieces as bits: one bit per chord between two edges (15) and per spoke (6), so that comparing an old tile's
 * pieces with a new one's is a mask test.
 */
export function pieceBits(pieces: readonly PieceShape[]): number {
  let m = 0;
  for (const p of pieces) {
    if (p.b === 'town') m |= 1 << (15 + p.a);
    else {
      const lo = Math.min(p.a, p.b);
      const hi = Math.max(p.a, p.b);
      // Chords in order 0-1 … 0-5, 1-2 … 1-5, …, 4-5: index = pairs before row lo + offset within it.
      m |= 1 << ((lo * (11 - lo)) / 2 + hi - lo - 1);
    }
  }
  return m;
}
