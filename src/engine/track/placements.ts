// The placements move generation tries: every distinct (tile, rotation) with its pieces and edge masks, grouped by hex
// kind and entry edge. Tables built once when the engine loads; kept apart from tiles.ts, which the UI's board also
// imports, so that the page's start-up does not build tables only the engine worker uses.
import type { Edge } from '../hex/coords';
import { edgeMask, pieceBits, TILE_CLASSES, TILE_SPECS, tilePieces, type PieceShape } from './tiles';
import type { TileCategory, TileClass } from './types';

/** One distinct way to lay a tile: its pieces and edge masks, off and on a town hex; precomputed for move generation. */
export interface Placement {
  tile: TileClass;
  /** Index of `tile` in TILE_CLASSES (for per-call tables of tiles left). */
  tileIndex: number;
  rotation: number;
  category: TileCategory;
  pieces: readonly PieceShape[];
  mask: number;
  /** pieceBits(pieces): the placement's pieces off a town hex. */
  bits: number;
  townPieces: readonly PieceShape[];
  /** Per piece: its edge mask (same order as `pieces` / `townPieces`). */
  pieceMasks: readonly number[];
  townPieceMasks: readonly number[];
}

const PLACEMENTS: readonly Placement[] = TILE_CLASSES.flatMap((tile) =>
  TILE_SPECS[tile].rotations.map((rotation) => {
    const pieces = tilePieces(tile, rotation, false);
    const townPieces = tilePieces(tile, rotation, true);
    return {
      tile,
      tileIndex: TILE_CLASSES.indexOf(tile),
      rotation,
      category: TILE_SPECS[tile].category,
      pieces,
      mask: edgeMask(pieces),
      bits: pieceBits(pieces),
      townPieces,
      pieceMasks: pieces.map((p) => edgeMask([p])),
      townPieceMasks: townPieces.map((p) => edgeMask([p])),
    };
  }),
);

// The placements move generation tries, per hex kind and entry edge: a hex without a town never takes a town tile (over
// half of all placements), and a query with an entry edge wants only tiles with track there.
const BY_KIND_AND_EDGE: (readonly Placement[])[] = [];
for (const onTown of [false, true]) {
  for (let e = 0; e <= 6; e++) {
    BY_KIND_AND_EDGE.push(PLACEMENTS.filter((pl) => (onTown || pl.category !== 'town') && (e === 6 || (pl.mask & (1 << e)) !== 0)));
  }
}

/** The placements worth trying on a hex with or without a town, optionally only those with track at edge `through`. */
export function placementsFor(onTown: boolean, through?: Edge): readonly Placement[] {
  return BY_KIND_AND_EDGE[(onTown ? 7 : 0) + (through ?? 6)]!;
}
