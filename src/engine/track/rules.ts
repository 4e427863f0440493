// What the build checker asks of a rule system: its prices, switches and hooks where Age of Steam and Steam differ
// (rules-spec §2.1.7, §2.2, §2.4.7, §3 rows 24–35). Each system supplies one object (Age of Steam: aos/track-rules.ts).
import type { HexId } from '../hex/coords';
import { placeAt } from '../map/query';
import type { BoardMap, Place } from '../map/types';
import type { Reason } from '../reason';
import type { TileClass } from './types';

/** An unowned incomplete section that new track joins: what decides whether the builder may take it over. */
export interface UnownedSection {
  /** The seat that lost it (extension duty or elimination); undefined when nobody ever lost it. */
  formerOwner: number | undefined;
  /**
   * It starts at a city, or at a town the builder's own complete links join to a city (Steam's condition for taking
   * it over, [000:L343], S-B20).
   */
  joinsBuilder: boolean;
}

export interface TrackRules {
  /** The very first tile of a seat must be a simple track (AoS, [001:L324-326]); Steam asks only that it leave a city (§3 row 24). */
  firstTileSimple: boolean;
  /** Cities a player's very first tile may start from (AoS Western U.S.: start cities only, [001:L716-717]). */
  firstTileCity(map: BoardMap, place: Place): boolean;
  /**
   * Price of `tile` on the empty hex `hex` that is not a town; else why it may not go there (AoS 2002: no complex tile
   * on an empty hex, O2), or null for the plain refusal `build.notAllowedHere`. AoS prices a tile by its category and
   * the terrain; Steam by its exits plus the terrain ([000:L239-249]).
   */
  placeCost(map: BoardMap, hex: HexId, tile: TileClass): number | Reason | null;
  /**
   * Price of `tile` on the empty town hex `hex` (a town tile, or a tile with a town marker). AoS: $1 for the town plus
   * $1 per track into it, no terrain (A-D8); Steam: exits + $1 town + terrain.
   */
  townCost(map: BoardMap, hex: HexId, tile: TileClass): number;
  /** Price of replacing `from` by `to` to add track (an upgrade, not a redirect); `onTown` when the hex is a town. */
  replaceCost(from: TileClass, to: TileClass, onTown: boolean): number;
  /** Price of a redirect that lays `to` in place of `from` (AoS: $2; Steam: the new tile's exits, no terrain, [000:L359]). */
  redirectCost(from: TileClass, to: TileClass): number;
  /**
   * Whether the builder (`BuildContext.seat` and `.cash`) can pay `amount`, the price after `BuildContext.priceOf`: AoS
   * from cash alone; Steam may borrow against income and points ([000:L98], §2.4.3).
   */
  canPay(amount: number, buyer: { seat: number; cash: number }): boolean;
  /** A link from a city/town straight back to itself is refused (AoS deluxe O4, Steam [000:L253]); AoS 2002 allows it. */
  forbidSelfLoop: boolean;
  /**
   * May `seat` take over this unowned incomplete section by building onto it? AoS deluxe: anybody; 2002: anybody but
   * the seat that lost it (O6); Steam: only when it starts at a city or the builder's complete links (S-B20).
   */
  mayClaim(seat: number, section: UnownedSection): boolean;
  /**
   * Steam's redirects of unowned sections: allowed exactly when `mayClaim` allows the takeover ([000:L353]: "die an
   * einer Großstadt beginnen oder mit eigenen fertigen Verbindungen verbunden sind"), and one that connects the section
   * to a city takes it over (S-B5: [000:L363] "es sei denn, durch das Ändern des Streckenplättchens wurde die Strecke an
   * eine Großstadt angeschlossen"; the German authority over the Hungarian "befejezetté teszi", [002:L878-879], which
   * would count a town). False (AoS): the new track must join the builder's track or a city, and a redirect never
   * changes an owner.
   */
  redirectCompletionClaims: boolean;
  /**
   * Town markers in the box (AoS: 8; 2- and 4-exit towns are built with a simple/complex tile plus a marker). 0: the
   * system has none and town hexes take town tiles only (Steam, [000:L307]).
   */
  townMarkers: number;
}

/** True when a place on this hex is a town (a New City built there makes it a city instead). */
export function isTownHex(map: BoardMap, newCities: Record<HexId, unknown>, hex: HexId): boolean {
  return placeAt(map, hex)?.kind === 'town' && !(hex in newCities);
}
