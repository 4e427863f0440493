// What the hex board draws (board kind 'hex', src/board): a read-only, public view of a hex system's state, produced
// by its RuleSystem.boardView(state). It names hex-board things only (tiles, links, cubes, seats); no system's rules.
import type { PlayerColor } from './api';
import type { HexId } from './hex/coords';
import type { BoardMap, GoodsColor } from './map/types';
import type { Link, NewCity, PlacedTile } from './track/types';

export interface BoardView {
  map: BoardMap;
  tiles: PlacedTile[];
  newCities: Record<HexId, NewCity>;
  /** Goods cubes standing on city, town or tile hexes. */
  cubes: Record<HexId, GoodsColor[]>;
  /** Complete links and incomplete sections, with owners. */
  links: Link[];
  /** The map's special links (drawn between two places, not on hexes) and who owns each; empty on most maps. */
  specialLinks: Record<string, number | null>;
  /** The goods colour each foreign station accepts, where a map's rules fix one at setup; absent or empty elsewhere. */
  stationColors?: Record<HexId, GoodsColor>;
  seats: { name: string; color: PlayerColor; eliminated: boolean }[];
  /** Places that carry a marker the rules put there once (a goods-supply marker); absent or empty on most games. */
  markedPlaces?: HexId[];
}
