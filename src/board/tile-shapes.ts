// Routes of a tile class at a rotation, for drawing ghosts and plans before the engine has placed them.
// Canonical edge sets as documented in src/engine/track/types.ts (rules-spec §1.3.1); a placed tile carries its own pieces.
import { rotateEdge, type Edge } from '../engine/hex/coords';
import type { BuildRequest, PlacedTile, TileClass, TrackPiece } from '../engine/track/types';

type Canon = readonly (readonly [Edge, Edge | 'town'])[];

const CANON: Readonly<Record<TileClass, Canon>> = {
  S: [[0, 3]],
  G: [[0, 2]],
  K: [[0, 1]],
  XSS: [[0, 3], [1, 4]],
  XSG: [[0, 3], [1, 5]],
  XGG: [[0, 2], [1, 3]],
  PGG: [[0, 2], [3, 5]],
  PSK: [[0, 3], [1, 2]],
  PGK: [[0, 2], [3, 4]],
  PGKm: [[0, 2], [4, 5]],
  T1: [[0, 'town']],
  T2S: [[0, 'town'], [3, 'town']],
  T2G: [[0, 'town'], [2, 'town']],
  T2K: [[0, 'town'], [1, 'town']],
  T3star: [[0, 'town'], [2, 'town'], [4, 'town']],
  T3same: [[0, 'town'], [1, 'town'], [2, 'town']],
  T3L: [[0, 'town'], [1, 'town'], [3, 'town']],
  T3R: [[0, 'town'], [1, 'town'], [4, 'town']],
  T4peace: [[0, 'town'], [2, 'town'], [3, 'town'], [4, 'town']],
  T4X: [[0, 'town'], [1, 'town'], [3, 'town'], [4, 'town']],
  T4half: [[0, 'town'], [1, 'town'], [2, 'town'], [3, 'town']],
};

/** True for tiles whose routes cross (drawn with a bridge). */
export function isCrossing(tile: TileClass): boolean {
  return tile === 'XSS' || tile === 'XSG' || tile === 'XGG';
}

export function isTownTile(tile: TileClass): boolean {
  return tile.startsWith('T');
}

/** The pieces of `tile` turned by `rotation` sixths clockwise, all with `owner`. */
export function tilePieces(tile: TileClass, rotation: number, owner: number | null): TrackPiece[] {
  return CANON[tile].map(([a, b]) => ({
    a: rotateEdge(a, rotation),
    b: b === 'town' ? 'town' : rotateEdge(b, rotation),
    owner,
  }));
}

/** A build request drawn as if it were placed: the ghost and the plan use the same tile drawing as the board. */
export function requestAsTile(req: BuildRequest, owner: number | null): PlacedTile {
  return {
    hex: req.hex,
    tile: req.tile,
    rotation: req.rotation,
    townMarker: req.townMarker ?? false,
    tracks: tilePieces(req.tile, req.rotation, owner),
  };
}
