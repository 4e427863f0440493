// The map format: what a generated map file under assets/maps/ holds, and what the engine, board and UI read.
// One format for every hex rule system (Age of Steam, Steam); documented in docs/map-format.md.
import type { HexId } from '../hex/coords';

export const MAP_SCHEMA = 'railhex-map/1';

/** Terrain of a hex, independent of any city or town standing on it. */
export type Terrain = 'plain' | 'river' | 'hill' | 'mountain' | 'swamp' | 'water' | 'offboard';

/** One character per hex in `BoardMap.terrain` rows. */
export const TERRAIN_CHARS: Readonly<Record<string, Terrain>> = {
  '.': 'plain',
  '~': 'river',
  h: 'hill',
  M: 'mountain',
  s: 'swamp',
  W: 'water',
  ' ': 'offboard',
};

/**
 * Goods and city colours. `black` = Age of Steam's New-City-only colour; `grey` = Steam's (no printed city is grey,
 * [000:L42]); `white` = Southern U.S. cotton.
 */
export type GoodsColor = 'red' | 'blue' | 'purple' | 'yellow' | 'black' | 'grey' | 'white';

/** Light (left/west) or dark (right/east) half of the goods display. */
export type GrowthGroup = 'light' | 'dark';

export interface Place {
  /** Stable id, kebab-case: "pittsburgh". Rules key off ids, flags and regions, never names. */
  id: string;
  name: string;
  /** city = coloured, accepts goods; town = small place; station = a foreign station (Germany) that only accepts goods. */
  kind: 'city' | 'town' | 'station';
  hex: HexId;
  /** Real position [longitude, latitude] the hex was snapped from. */
  lonLat: [number, number];
  color?: GoodsColor;
  /** Goods display column that feeds this city: its group and die number 1–6. */
  growth?: { group: GrowthGroup; n: number };
  /** Goods cubes drawn onto this place at setup. */
  startCubes?: number;
  /** Map-specific markers read by a map's rule hooks, e.g. "startCity", "east", "cottonPort". */
  flags?: string[];
}

/** A link the rules let a player build between two places without tiles (Germany: Düsseldorf–Cologne). */
export interface SpecialLink {
  id: string;
  between: [string, string];
  cost: number;
  /** Track segments it counts for in final scoring. */
  segments: number;
}

/** A polyline drawn on the board (river course, coast), in hex units: x = 1.5·col, y = √3·(row + (col odd ? ½ : 0)). */
export interface MapLine {
  id: string;
  /** `canal`: Steam's purple-edged canals, priced as rivers ([000:L297-301]); the hexes they cross are river terrain. */
  kind: 'river' | 'coast' | 'lake' | 'border' | 'canal';
  points: [number, number][];
}

export interface BoardMap {
  schema: typeof MAP_SCHEMA;
  id: string;
  title: string;
  game: 'age-of-steam' | 'steam';
  players: { min: number; max: number };
  grid: {
    orientation: 'flat';
    offset: 'odd-q';
    cols: number;
    rows: number;
    /** Kilometres across one hex, for the About screen. */
    hexKm?: number;
  };
  /** One string per row, one character per column, see TERRAIN_CHARS. */
  terrain: string[];
  /** Printed build cost of a simple tile on a hex (Germany), overriding terrain costs. */
  costs?: Record<HexId, number>;
  places: Place[];
  /** Pairs of adjacent land hexes that no track may cross (narrow water, straits). */
  impassableEdges: [HexId, HexId][];
  specialLinks?: SpecialLink[];
  /** Named sets of place ids or hex ids that a map's rules use, e.g. { cottonPorts: [...] }. */
  regions?: Record<string, string[]>;
  /** Drawing only: river courses and coastlines. The rules read terrain, never these. */
  lines?: MapLine[];
  /**
   * Steam's supply: how many goods-supply fields lie beside the board (12, 3 cubes each; [000:L66]) and the New City
   * tiles in the box, by colour (1 red, 1 yellow, 1 purple, 1 blue, 4 grey; [002:L39-40]). Required on Steam maps.
   */
  steam?: { supplyFields: number; newCityTiles: GoodsColor[] };
  /** The rule-hook set this map uses ("rust-belt" = no changes), resolved by the rule system. */
  rules: { variant: string; params?: Record<string, number | string | boolean> };
  credits: string[];
  provenance: { generator: string; inputsHash: string };
}
