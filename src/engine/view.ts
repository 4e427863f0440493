// What the board draws: a read-only view of the state, produced by a rule system's boardView(state).
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
  specialLinks: Record<string, number | null>;
  /** The goods colour each foreign station accepts, fixed at setup (Age of Steam's Germany); absent or empty elsewhere. */
  stationColors?: Record<HexId, GoodsColor>;
  seats: { name: string; color: PlayerColor; eliminated: boolean }[];
}
