// Urbanization: a New City on a town hex, removing the tile there (rules-spec §2.1.7 "Urbanization", A-D10).
import type { HexId } from '../hex/coords';
import { placeAt } from '../map/query';
import type { BoardMap } from '../map/types';
import { reason, type Reason } from '../reason';
import { deriveIndex, indexLater, knownIndex } from './chains';
import { placeName } from './places';
import type { NewCity, PlacedTile, TileClass, TrackBoard } from './types';

export type UrbanizeResult =
  | { ok: true; board: TrackBoard; returned: TileClass[]; townMarkerReturned: boolean }
  | { ok: false; reason: Reason };

/**
 * Put a New City on a town hex. The tile there goes back to the box with its town marker; its track vanishes, so a
 * section that lay only on that tile disappears with its owner (Johanna's stub, [001:L476-481]); track on the
 * neighbouring hexes now ends at a city, and keeps its owner.
 */
export function urbanize(map: BoardMap, board: TrackBoard, hex: HexId, newCity: NewCity): UrbanizeResult {
  const place = placeAt(map, hex);
  if (!place || place.kind !== 'town') return { ok: false, reason: reason('urbanize.notTownHex', { place: placeName(map, hex) }) };
  if (board.newCities[hex]) return { ok: false, reason: reason('urbanize.alreadyCity', { place: place.name }) };
  const old = board.tiles[hex];
  const tiles: Record<HexId, PlacedTile> = { ...board.tiles };
  delete tiles[hex];
  const next: TrackBoard = { tiles, newCities: { ...board.newCities, [hex]: { ...newCity } }, specialLinks: board.specialLinks };
  // Only track through or next to the hex changes (it now ends at a city), so an indexed board's index is derived.
  const prev = knownIndex(map, board);
  if (prev) indexLater(next, prev, () => deriveIndex(prev, next, hex, []));
  return {
    ok: true,
    board: next,
    returned: old ? [old.tile] : [],
    townMarkerReturned: old?.townMarker === true,
  };
}
