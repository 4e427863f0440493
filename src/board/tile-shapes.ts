// Tile pieces for drawing ghosts and plans before the engine has placed them, from the track module's tile catalogue
// (src/engine/track/tiles.ts), so the board never re-derives tile geometry; a placed tile carries its own pieces.
import type { BuildRequest, PlacedTile, TileClass, TrackPiece } from '../engine/track/types';
import { tileCategory, tilePieces as catalogue } from '../engine/track/tiles';

/** True for tiles whose routes cross (drawn with a bridge). */
export function isCrossing(tile: TileClass): boolean {
  return tileCategory(tile) === 'crossing';
}

export function isTownTile(tile: TileClass): boolean {
  return tileCategory(tile) === 'town';
}

/** The pieces of `tile` turned by `rotation` sixths clockwise, all with `owner`; `onTown` = spokes to a town marker. */
export function tilePieces(tile: TileClass, rotation: number, owner: number | null, onTown = false): TrackPiece[] {
  return catalogue(tile, rotation, onTown).map((p) => ({ a: p.a, b: p.b, owner }));
}

/** A build request drawn as if it were placed: the ghost and the plan use the same tile drawing as the board. */
export function requestAsTile(req: BuildRequest, owner: number | null): PlacedTile {
  const townMarker = req.townMarker ?? false;
  return { hex: req.hex, tile: req.tile, rotation: req.rotation, townMarker, tracks: tilePieces(req.tile, req.rotation, owner, townMarker) };
}
