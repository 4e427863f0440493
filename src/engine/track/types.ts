// Track on the board: placed tiles, the routes through them, their owners, and New Cities.
// Shared by every hex rule system; AoS and Steam differ only in inventories, costs and hooks.
import type { Edge, HexId } from '../hex/coords';
import type { GoodsColor } from '../map/types';

/**
 * Tile geometry classes (rules-spec §1.3.1), canonical edge sets at rotation 0:
 * S {0-3}, G {0-2}, K {0-1}, XSS {0-3,1-4}, XSG {0-3,1-5}, XGG {0-2,1-3},
 * PGG {0-2,3-5}, PSK {0-3,1-2}, PGK {0-2,3-4}, PGKm {0-2,4-5},
 * town tiles (spokes to the town in the centre): T1 {0}, T2S {0,3}, T2G {0,2}, T2K {0,1},
 * T3star {0,2,4}, T3same {0,1,2}, T3L {0,1,3}, T3R {0,1,4}, T4peace {0,2,3,4}, T4X {0,1,3,4}, T4half {0,1,2,3}.
 */
export type TileClass =
  | 'S' | 'G' | 'K'
  | 'XSS' | 'XSG' | 'XGG'
  | 'PGG' | 'PSK' | 'PGK' | 'PGKm'
  | 'T1' | 'T2S' | 'T2G' | 'T2K'
  | 'T3star' | 'T3same' | 'T3L' | 'T3R'
  | 'T4peace' | 'T4X' | 'T4half';

export type TileCategory = 'simple' | 'crossing' | 'coexisting' | 'town';

/** One route through a placed tile: edge to edge, or edge to the town in the centre. */
export interface TrackPiece {
  a: Edge;
  b: Edge | 'town';
  /** Seat index of the owner of the link or section this piece belongs to; null = unowned. */
  owner: number | null;
  /**
   * Set on the pieces of an unowned incomplete section: the seat that lost it (extension duty or elimination).
   * The 2002 rules let only "another player" claim such a section (rules-spec §2.2 O6).
   */
  formerOwner?: number;
}

export interface PlacedTile {
  hex: HexId;
  tile: TileClass;
  rotation: number;
  /** A town marker lies on this simple/complex tile (AoS: a town hex built without a town tile). */
  townMarker: boolean;
  /**
   * Rotated pieces, in a fixed order; pieces of the same link carry the same owner.
   * On a town hex every piece is a spoke (`b: 'town'`), whether the tile is a town tile or a simple/complex
   * tile carrying a town marker: a marker joins every track on the tile at the town (rules-spec §1.2).
   */
  tracks: TrackPiece[];
}

export interface NewCity {
  /** Letter A–H: which goods display column feeds it. */
  letter: string;
  color: GoodsColor;
}

export interface TrackBoard {
  tiles: Record<HexId, PlacedTile>;
  /** New City tiles built by Urbanization, on what were town hexes. */
  newCities: Record<HexId, NewCity>;
  /** Special links built (map's specialLinks ids) and their owner. */
  specialLinks: Record<string, number | null>;
}

/** Where a link or section ends: at a city/town hex, or (for an incomplete section) at an open edge of a tile. */
export interface Endpoint {
  hex: HexId;
  /** Set when the end is a city, New City or town. */
  place?: string;
  /** Set when the end is an open track end: the edge of `hex` it leaves by. */
  openEdge?: Edge;
}

/** A complete link (place to place) or an incomplete section (at least one open end). */
export interface Link {
  /** Canonical id, stable while its track is unchanged, e.g. "4,5:1>6,7:3". */
  id: string;
  ends: [Endpoint, Endpoint];
  /** Tiles crossed, in order from ends[0] to ends[1] (town hexes at the ends included when built on). */
  hexes: HexId[];
  owner: number | null;
  complete: boolean;
  /** Track segments it scores at the end (AoS §2.1.14). */
  segments: number;
}

/** A legal or hypothetical tile build. */
export interface BuildRequest {
  hex: HexId;
  tile: TileClass;
  rotation: number;
  townMarker?: boolean;
}

/** One legal way to deliver a cube. */
export interface Delivery {
  from: HexId;
  color: GoodsColor;
  to: HexId;
  /** Link ids in travel order. */
  route: string[];
  /** Places passed, from origin to destination inclusive. */
  stops: HexId[];
  /** Income gained per owner seat (unowned/eliminated links give nothing). */
  incomeBy: Record<number, number>;
  /** Income the mover gains besides the links, set by the rule system (Southern U.S.: +1 for cotton). */
  moverBonus?: number;
  /**
   * Seats of which the mover chooses one for +1 more income, set by the rule system (Western U.S.: an east–west
   * delivery pays the owner of one used link of the mover's choice); absent when there is no such bonus.
   */
  bonusOwners?: number[];
}
