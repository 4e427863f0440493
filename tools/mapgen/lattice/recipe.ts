// The lattice recipe format: the facts (cities, real coordinates) and design choices (scale, palette, goods, seed) of
// one lattice board. Plain data, so its hash identifies a generated board (provenance.inputsHash).
import type { LatticeColor } from '../../../src/engine/lattice/types';
import type { LonLat, ProjectionSpec } from '../recipe';

export interface LatticePlaceSpec {
  id: string;
  name: string;
  /** Real city-centre position [lon, lat]. */
  lonLat: LonLat;
  /** The one good loadable here, and why this city makes it (real regional production), for review. */
  good: string;
  why: string;
  /** A hand-chosen node "col,row" overriding snapping; every pin says why. */
  pin?: { node: string; why: string };
}

export interface LatticeRecipe {
  id: string;
  title: string;
  game: string;
  players: { min: number; max: number };
  projection: ProjectionSpec;
  /** Kilometres one segment spans; fixes the board's size. */
  segmentKm: number;
  /** Empty lattice rows and columns around the places' bounding box. */
  margin: number;
  /** Nodes exist on this country's land (world-atlas countries-50m name), lakes cut out. */
  country: string;
  colors: LatticeColor[];
  goods: string[];
  places: LatticePlaceSpec[];
  /** Fewest segments between two cities (straight-line lattice distance). */
  minCityDistance: number;
  /** Seed of the colour assignment: a different seed gives a different but equally balanced board. */
  colorSeed: string;
  credits: string[];
  notes?: string[];
}
